// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// The UPnP Device Architecture names the types of devices and services,
// and the services of a device, with URNs (version 1.1, section 2.3, the
// device description). Its NIDs are not registered with IANA: the UPnP
// Forum names its standard types under schemas-upnp-org and its
// standard service IDs under upnp-org, and a vendor names its own under
// its domain name, "Period characters in the Vendor Domain Name MUST be
// replaced with hyphens in accordance with RFC 2141", so that Microsoft
// names its types under schemas-microsoft-com.
//
// Section 2.3 gives, for the deviceType element:
//
//	For standard devices defined by a UPnP Forum working committee, MUST
//	begin with "urn:schemas-upnp-org:device:" followed by the standardized
//	device type suffix, a colon, and an integer device version i.e.
//	urn:schemas-upnp-org:device:deviceType:ver. [...] For non-standard
//	devices specified by UPnP vendors, MUST begin with "urn:", followed
//	by a Vendor Domain Name, followed by ":device:", followed by a device
//	type suffix, colon, and an integer version, i.e.,
//	"urn:domain-name:device:deviceType:ver". [...] The device type suffix
//	defined by a UPnP Forum working committee or specified by a UPnP
//	vendor MUST be <= 64 chars, not counting the version suffix and
//	separating colon.
//
// and the same for serviceType, with ":service:" and "<= 64 characters";
// a service type also "MUST NOT contain a hash character (#, 23 Hex in
// UTF-8)", since a control point names an action by "the service type,
// hash mark, and name of action" (section 3.2.1, SOAPACTION).
// For serviceId:
//
//	For standard services defined by a UPnP Forum working committee, MUST
//	begin with "urn:upnp-org:serviceId:" followed by a service ID suffix
//	[...] (Note that upnp-org is used instead of schemas-upnp-org in this
//	case because an XML schema is not defined for each service ID.) For
//	non-standard services specified by UPnP vendors, MUST begin with
//	"urn:", followed by a Vendor Domain Name, followed by ":serviceId:",
//	followed by a service ID suffix [...] The service ID suffix defined
//	by a UPnP Forum working committee or specified by a UPnP vendor MUST
//	be <= 64 characters.
//
// So an NSS that begins with device: or service: is a type suffix of 1
// to 64 characters, ':' and a version of one or more digits (the version
// is after the last ':', since the text does not keep ':' out of a
// suffix, and vendors use it, as in
// urn:schemas-microsoft-com:device:pbda:tuner:1); one that begins with
// serviceId: is a service ID suffix of 1 to 64 characters. A character
// is counted as one however it is written: a percent-encoded octet is
// one octet, and the octets of one UTF-8 character are one character.
// A service type holds no hash character: RFC 8141 makes a literal '#'
// begin the f-component, so in the NSS it can only be the
// percent-encoded octet %23, and a service type NSS that holds %23 is
// not valid. The words device, service and serviceId are written as
// the text writes them, since these names are advertised and searched
// for in SSDP header fields (NT and ST, sections 1.2.2 and 1.3.2),
// whose values are "case-sensitive" (section 1.1.2): an NSS that
// begins with one of them in another case is not valid. Standard
// service IDs are under upnp-org and standard types under
// schemas-upnp-org, so a serviceId: name under schemas-upnp-org, or a
// device: or service: name under upnp-org, is not valid.
//
// The same NIDs name more than types and IDs: the XML namespaces of the
// architecture, such as urn:schemas-upnp-org:device-1-0, that of the
// device description (section 2.3), urn:schemas-upnp-org:service-1-0,
// that of the service description (section 2.5),
// urn:schemas-upnp-org:control-1-0, that of an action error response
// (section 3.2.5), and urn:schemas-upnp-org:event-1-0, that of event
// messages (section 4.3); and, under schemas-microsoft-com,
// Microsoft's XML namespaces. The architecture gives their names, not a
// syntax for them, so an NSS that begins with none of the three words
// has no rules beyond RFC 8141's.
//
// Equivalence. None is added to RFC 8141's: discovery compares these
// names as written (section 1.1.2, above). Section 2.3 says that the
// values of a device description are "not case sensitive except where
// noted"; that governs how a description is read, and does not make
// equivalent two names that discovery tells apart.
var (
	schemasUPnPOrgRules = Rules{
		NID:      "schemas-upnp-org",
		Source:   "UPnP Device Architecture 1.1, sections 1.1.2 and 2.3" + unregistered,
		Validate: func(nss string) (int, error) { return validateUPnP("schemas-upnp-org", nss) },
	}
	upnpOrgRules = Rules{
		NID:      "upnp-org",
		Source:   "UPnP Device Architecture 1.1, sections 1.1.2 and 2.3" + unregistered,
		Validate: func(nss string) (int, error) { return validateUPnP("upnp-org", nss) },
	}
	schemasMicrosoftComRules = Rules{
		NID:      "schemas-microsoft-com",
		Source:   "UPnP Device Architecture 1.1, sections 1.1.2 and 2.3 (vendor device types, service types and service IDs)" + unregistered,
		Validate: func(nss string) (int, error) { return validateUPnP("schemas-microsoft-com", nss) },
	}
)

var (
	errUPnPNone         = errors.New("want device:, service: or serviceId: (a UPnP device type, service type or service ID)")
	errUPnPKindCase     = errors.New("write device, service and serviceId as the UPnP Device Architecture does (section 2.3)")
	errUPnPType         = errors.New("want a type suffix (1 to 64 characters), then ':' and an integer version")
	errUPnPTypeLong     = errors.New("a device or service type suffix has at most 64 characters (UPnP Device Architecture 1.1, section 2.3)")
	errUPnPVersion      = errors.New("want ':' and an integer version after the type suffix")
	errUPnPVersionDigit = errors.New("want a digit (the version of a device or service type is an integer)")
	errUPnPHash         = errors.New("a service type holds no hash character, '#' or %23 (UPnP Device Architecture 1.1, section 2.3)")
	errUPnPID           = errors.New("want a service ID suffix (1 to 64 characters)")
	errUPnPIDLong       = errors.New("a service ID suffix has at most 64 characters (UPnP Device Architecture 1.1, section 2.3)")
	errUPnPStandardID   = errors.New("a standard service ID is urn:upnp-org:serviceId:..., not under schemas-upnp-org (UPnP Device Architecture 1.1, section 2.3)")
	errUPnPParts        = errors.New("the parts do not make this UPnP name (a part is empty, holds a character that ends it, or the domain is not a NID in lower case)")
	errUPnPStandardType = errors.New("a standard device or service type is under schemas-upnp-org, not upnp-org (UPnP Device Architecture 1.1, section 2.3)")
)

// maxUPnPSuffix is the most characters a type or service ID suffix
// has (UPnP Device Architecture 1.1, section 2.3).
const maxUPnPSuffix = 64

// validateUPnP checks nss, an NSS of the namespace domain (in lower
// case), against the rules of the UPnP Device Architecture.
func validateUPnP(domain, nss string) (int, error) {
	n, err := scanUPnP(domain, nss, nil)
	if err == errUPnPNone {
		return 0, nil // a name of another kind, such as device-1-0
	}
	return n, err
}

// A UPnPKind says what a [UPnPName] names.
type UPnPKind uint8

// The kinds of UPnP names.
const (
	// UPnPDevice is a device type, urn:{domain}:device:{type}:{version}.
	UPnPDevice UPnPKind = iota + 1

	// UPnPService is a service type, urn:{domain}:service:{type}:{version}.
	UPnPService

	// UPnPServiceID is a service ID, urn:{domain}:serviceId:{id}.
	UPnPServiceID
)

// String returns the word that names the kind in a URN: "device",
// "service" or "serviceId".
func (k UPnPKind) String() string {
	switch k {
	case UPnPDevice:
		return "device"
	case UPnPService:
		return "service"
	case UPnPServiceID:
		return "serviceId"
	}
	return "UPnPKind(" + strconv.Itoa(int(k)) + ")"
}

// A UPnPName is a device type, a service type or a service ID of the
// UPnP Device Architecture (version 1.1, section 2.3):
//
//	urn:{domain}:device:{type}:{version}
//	urn:{domain}:service:{type}:{version}
//	urn:{domain}:serviceId:{id}
//
// For urn:schemas-upnp-org:service:ContentDirectory:2, Domain is
// "schemas-upnp-org", Kind is UPnPService, Type is "ContentDirectory"
// and Version is "2".
type UPnPName struct {
	// Domain is the NID, in lower case: schemas-upnp-org for the
	// standard device and service types of the UPnP Forum, upnp-org
	// for its standard service IDs, and for a vendor's own names, the
	// vendor's domain name with '-' for '.', such as
	// schemas-microsoft-com.
	Domain string

	// Kind says whether the name is a device type, a service type or a
	// service ID.
	Kind UPnPKind

	// Type is the type suffix of a device or service type, such as
	// "MediaServer", or the service ID suffix of a service ID, such as
	// "ContentDirectory", as written (percent-encoded octets are kept).
	Type string

	// Version is the version of a device or service type: a decimal
	// integer, as written. A service ID has none and Version is "".
	Version string
}

// UPnP returns the parts of u, a UPnP device type, service type or
// service ID, of any domain. The NID may be in any case; the rest is
// compared as written. The r-, q- and f-components of u play no part,
// so a SOAPACTION value such as
// urn:schemas-upnp-org:service:ContentDirectory:1#Browse (section
// 3.2.1) gives the service type. UPnP returns an [*Error] that wraps [ErrInvalid], with
// the offset into u.String(), if u is not such a name: its NSS does not
// begin with device:, service: or serviceId:, or the rest breaks the
// rules of section 2.3 (see the rules of schemas-upnp-org in
// [Conventions]).
func UPnP(u urn.URN) (UPnPName, error) {
	domain := strings.ToLower(u.NID())
	var n UPnPName
	if off, err := scanUPnP(domain, u.NSS(), &n); err != nil {
		return UPnPName{}, &Error{Input: u.String(), Offset: nssStart(u) + off, NID: domain, Err: err}
	}
	n.Domain = domain
	return n, nil
}

// scanUPnP checks that nss, an NSS of the namespace domain (in lower
// case), is a UPnP device type, service type or service ID, and fills
// n, if not nil, with its kind, type and version. It returns
// errUPnPNone, at offset 0, for an NSS that is none of them.
func scanUPnP(domain, nss string, n *UPnPName) (int, error) {
	// The kind is named by the NSS up to its first ':', which is at 6,
	// 7 or 9 if that is device, service or serviceId in some case.
	var kind UPnPKind
	var word string
	var exact bool
	switch {
	case len(nss) > 6 && nss[6] == ':':
		kind, word = UPnPDevice, nss[:6]
		exact = word == "device"
	case len(nss) > 7 && nss[7] == ':':
		kind, word = UPnPService, nss[:7]
		exact = word == "service"
	case len(nss) > 9 && nss[9] == ':':
		kind, word = UPnPServiceID, nss[:9]
		exact = word == "serviceId"
	}
	switch {
	case kind == 0:
		return 0, errUPnPNone
	case !exact:
		if !strings.EqualFold(word, kind.String()) {
			return 0, errUPnPNone
		}
		return 0, errUPnPKindCase
	case kind == UPnPServiceID && domain == "schemas-upnp-org":
		return 0, errUPnPStandardID
	case kind != UPnPServiceID && domain == "upnp-org":
		return 0, errUPnPStandardType
	}
	start := len(word) + 1
	rest := nss[start:]
	if kind == UPnPServiceID {
		if rest == "" {
			return len(nss), errUPnPID
		}
		// A suffix of at most 64 octets has at most 64 characters.
		if len(rest) > maxUPnPSuffix {
			if cut := upnpCut(rest); cut < len(rest) {
				return start + cut, errUPnPIDLong
			}
		}
		if n != nil {
			n.Kind, n.Type = kind, rest
		}
		return 0, nil
	}
	colon := strings.LastIndexByte(rest, ':')
	switch {
	case rest == "" || colon == 0:
		return start, errUPnPType
	case colon < 0:
		return len(nss), errUPnPVersion
	}
	typ, ver := rest[:colon], rest[colon+1:]
	if len(typ) > maxUPnPSuffix {
		if cut := upnpCut(typ); cut < len(typ) {
			return start + cut, errUPnPTypeLong
		}
	}
	if kind == UPnPService && strings.IndexByte(typ, '%') >= 0 {
		if i := strings.Index(typ, "%23"); i >= 0 {
			return start + i, errUPnPHash
		}
	}
	if ver == "" {
		return len(nss), errUPnPVersionDigit
	}
	for i := 0; i < len(ver); i++ {
		if !ascii.IsDigit(ver[i]) {
			return start + colon + 1 + i, errUPnPVersionDigit
		}
	}
	if n != nil {
		n.Kind, n.Type, n.Version = kind, typ, ver
	}
	return 0, nil
}

// upnpCut returns the offset in s, a part of an NSS, of its character
// after the first maxUPnPSuffix, or len(s) if it has no more. A
// percent-encoded octet is one octet, and the octets of one UTF-8
// character (a lead octet and its continuation octets) are one
// character.
func upnpCut(s string) int {
	chars := 0
	for i := 0; i < len(s); {
		// A continuation octet is 10xxxxxx: %80 to %BF.
		cont, w := s[i]&0xC0 == 0x80, 1
		if s[i] == '%' && i+2 < len(s) {
			hi := s[i+1] | 0x20
			cont, w = hi == '8' || hi == '9' || hi == 'a' || hi == 'b', 3
		}
		if !cont {
			if chars == maxUPnPSuffix {
				return i
			}
			chars++
		}
		i += w
	}
	return len(s)
}

// ParseUPnP parses s with [urn.Parse] and returns its parts, as [UPnP]
// does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseUPnP(s string) (UPnPName, error) { return parseName(s, "schemas-upnp-org", UPnP) }

// String returns the URN of n as the architecture writes it, such as
// urn:schemas-upnp-org:device:MediaServer:1. It does not check n; use
// [UPnPName.URN] for a URN that is checked.
func (n UPnPName) String() string {
	s := "urn:" + n.Domain + ":" + n.Kind.String() + ":" + n.Type
	if n.Kind != UPnPServiceID {
		s += ":" + n.Version
	}
	return s
}

// URN returns the URN of n, as [UPnPName.String] writes it. It returns
// an [*Error] that wraps [ErrInvalid] if that is not a UPnP name whose
// parts are those of n: Domain is not a NID in lower case, a part holds
// a character that ends it (such as '?' or '#', or ':' in Version), or
// a part breaks the rules of section 2.3.
func (n UPnPName) URN() (urn.URN, error) {
	s := n.String()
	u, err := urn.Parse(s)
	if err != nil {
		off := len(s)
		if pe, ok := err.(*urn.ParseError); ok {
			off = pe.Offset
		}
		return urn.URN{}, &Error{Input: s, Offset: off, NID: n.Domain, Err: errUPnPParts}
	}
	m, err := UPnP(u)
	if err != nil {
		return urn.URN{}, err
	}
	if m != n || u.String() != s {
		return urn.URN{}, &Error{Input: s, Offset: len(u.AssignedName()), NID: n.Domain, Err: errUPnPParts}
	}
	return u, nil
}

// Satisfies reports whether a device or service of type n meets a need
// for one of type want: both are of the same domain, kind and type, and
// the version of n is want's or higher. Section 1.3.2 of the
// architecture: "Updated versions of device and service types are
// REQUIRED to be fully backward compatible with previous versions."
// So a MediaServer:2 satisfies a search for a MediaServer:1, and not
// the other way round. Versions are compared as numbers: section 2
// gives device and service types "an integer version", which "MUST be
// larger for later versions". Service IDs
// have no versions: one satisfies want when they are equal.
func (n UPnPName) Satisfies(want UPnPName) bool {
	if n.Kind != want.Kind || n.Domain != want.Domain || n.Type != want.Type {
		return false
	}
	if n.Kind == UPnPServiceID {
		return n.Version == want.Version
	}
	return compareDecimal(n.Version, want.Version) >= 0
}

// compareDecimal compares the decimal integers a and b, strings of
// digits that may have leading zeros, by value.
func compareDecimal(a, b string) int {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return +1
	}
	return strings.Compare(a, b)
}
