// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn"
)

// cite2Rules holds the rules of the "cite2" namespace, CITE2 URNs,
// which cite objects in versioned collections, defined by the CITE
// architecture's page "The CITE2 URN" (cite-architecture.org/cite2urn)
// and the "Syntax" section of its namespace registration template for
// CITE2 URNs (2019), which points to that page for the details. IANA
// has not registered the NID.
//
// Syntax. "Syntax of a CITE2 URN": "Colons separate the top-level
// elements of a CITE2 URN: use of a semicolon as a data value is
// prohibited." The elements after urn:cite2 are the "cite2 namespace
// (required [...])", the "collection component (required [...])" and
// the "object selector (optional)", in the general structure
// urn:cite2:CITE2NAMESPACE:COLLECTION:OBJECT@SUBREFERENCE. So the NSS
// holds exactly two ':', and no ';' as data, written or
// percent-encoded. The structure gives the ':' before the object
// selector as a literal, and every example of a collection without an
// object selector ends in it (urn:cite2:hmt:msApages:), so the ':' is
// required and the selector may be empty.
//
// "Periods separate second-level hierarchical components of the
// collection component. The collection component must always include a
// unique collection identifier [...]; it may optionally include
// version and property identifiers": one to three parts, none empty,
// as in msApages.v1.side.
//
// The object selector is an object reference, "Optional subreference
// expressions are separated from the object selector by the @ sign",
// and the registration's "Syntax" adds "In ordered collections, a
// reference to a range of objects is formatted as two object
// references separated by a hyphen". The texts give '-' no other role
// in the selector, and an identifier holding one could not be told
// from a range, so the selector holds at most one '-', between two
// object references; an object identifier holds neither '-' nor '@';
// a subreference, whose content is "specific to the individual
// collection, such as regions of interest in an image", holds no '-'
// and is not empty.
//
// Equivalence. The texts state none, and none is added: a CITE2 URN is
// compared as written.
var cite2Rules = Rules{
	NID:      "cite2",
	Source:   "The CITE2 URN (CITE architecture), Syntax of a CITE2 URN; CITE2 namespace registration template (2019), Syntax" + unregistered,
	Validate: validateCITE2,
}

var (
	errCITE2Namespace = errors.New("want a CITE2 namespace, then ':'")
	errCITE2Part      = errors.New("want a part of the collection component (collection.version.property, none empty)")
	errCITE2Parts     = errors.New("a collection component has at most three parts (collection.version.property)")
	errCITE2CollEnd   = errors.New("want '.' and a part of the collection component, or ':' and the object selector (which may be empty)")
	errCITE2Colon     = errors.New("':' only separates the namespace, the collection component and the object selector")
	errCITE2Semicolon = errors.New("a CITE2 URN prohibits ';' as data")
	errCITE2Object    = errors.New("want an object identifier")
	errCITE2Subref    = errors.New("want a subreference after '@' (it is not empty)")
	errCITE2Range     = errors.New("'-' separates the two objects of a range, and a range has two")
	errCITE2RangeEnd  = errors.New("want an object identifier after '-' (a range has two ends)")
)

// A CITE2Name is the structure of a CITE2 URN, a citation of an object
// in a collection (The CITE2 URN, "Syntax of a CITE2 URN"):
//
//	urn:cite2:{namespace}:{collection}[.{version}[.{property}]]:[{object}[@{subreference}][-{object}[@{subreference}]]]
//
// For urn:cite2:hmt:vaimg.2017a:VA035RN_0036@0.135,0.4936,0.42,0.0256,
// Namespace is "hmt", Collection "vaimg", Version "2017a", and Begin
// the object VA035RN_0036 with a subreference, a region of the image.
// All parts are as written, percent-encoding included ([CITE2] puts its
// hex digits in upper case).
type CITE2Name struct {
	// Namespace is the CITE2 namespace, such as "hmt".
	Namespace string

	// Collection, Version and Property are the parts of the collection
	// component: a notional collection (required), a version of it,
	// and a property of the objects of that version. A part that the
	// URN does not give is "".
	Collection, Version, Property string

	// Begin is the object that the object selector identifies, or the
	// first object of a range; it is zero when there is no selector and
	// the URN cites the collection itself. Begin and End are the
	// selector: String writes it from them.
	Begin CITE2Object

	// End is the last object of a range, and zero when the selector is
	// not a range.
	End CITE2Object
}

// IsRange reports whether the object selector of n is a range of
// objects.
func (n CITE2Name) IsRange() bool { return n.End.ID != "" }

// A CITE2Object is a reference to an object of a collection, such as
// 1r (folio 1 recto), with an optional subreference whose meaning
// depends on the collection, such as a region of an image.
type CITE2Object struct {
	// ID is the identifier of the object.
	ID string

	// Subref is the subreference, after '@', or "" when there is none.
	// It is the text as written: its syntax is the collection's (a
	// region of an image, a span of text), where that of a CTS URN is
	// the specification's own, which [CTSNode] reads into elements.
	Subref string
}

// CITE2 returns the structure of u, a CITE2 URN. The NID may be in any
// case; the parts are as written, except that the hex digits of
// percent-encoded octets are in upper case. The r-, q- and
// f-components of u play no part. CITE2 returns an [*Error] with the
// offset into u.String() if u is not a CITE2 URN: one that wraps
// [ErrOtherNamespace] if the NID of u is not "cite2", and one that
// wraps [ErrInvalid] if the NSS breaks the rules of the cite2
// namespace.
func CITE2(u urn.URN) (CITE2Name, error) {
	if !strings.EqualFold(u.NID(), "cite2") {
		return CITE2Name{}, otherNamespace(u.String(), "cite2")
	}
	var c CITE2Name
	if n, err := scanCITE2(u.CanonicalNSS(), &c); err != nil {
		return CITE2Name{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "cite2", Err: err}
	}
	return c, nil
}

// ParseCITE2 parses s with [urn.Parse] and returns its structure, as
// [CITE2] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseCITE2(s string) (CITE2Name, error) { return parseName(s, "cite2", CITE2) }

// String returns the CITE2 URN that the parts of n make, such as
// urn:cite2:hmt:vaimg.2017a:VA035RN_0036: the object selector is
// written from Begin and End. It does not check
// n; use [CITE2Name.URN] for a URN that is checked.
func (n CITE2Name) String() string {
	s := "urn:cite2:" + n.Namespace + ":" + n.Collection
	for _, p := range []string{n.Version, n.Property} {
		if p != "" {
			s += "." + p
		}
	}
	s += ":"
	for k, o := range []CITE2Object{n.Begin, n.End} {
		if o.ID == "" {
			continue
		}
		if k == 1 {
			s += "-"
		}
		s += o.ID
		if o.Subref != "" {
			s += "@" + o.Subref
		}
	}
	return s
}

// URN returns the URN of n, as [CITE2Name.String] writes it. It returns
// an [*Error] that wraps [ErrInvalid] unless [CITE2] reads exactly n
// back from it: when a part holds a character that
// ends it (such as ':', '.' in the collection component, '@' or '-'),
// a percent-encoded octet in lower case, or breaks the rules of the
// cite2 namespace.
func (n CITE2Name) URN() (urn.URN, error) {
	return nameURN("cite2", n.String(), n, CITE2, eq)
}

// validateCITE2 checks a CITE2 NSS. Most NSSs take the one pass of
// cite2Accepts; the others, the invalid ones among them, are read by
// scanCITE2, which says where and why an NSS is wrong.
func validateCITE2(nss string) (int, error) {
	if cite2Accepts(nss) {
		return 0, nil
	}
	return scanCITE2(nss, nil)
}

// The classes of cite2Class: the bytes that are data in each element of
// a CITE2 NSS, less '%', which cite2Accepts leaves to scanCITE2.
const (
	cite2Namespace  = 1 << iota // all but ':' and ';'
	cite2Collection             // the same, less '.'
	cite2Object                 // the same as the namespace, less '@' and '-'
	cite2Subref                 // the same as the namespace, less '-'
)

// cite2Class maps a byte to its classes above.
var cite2Class = func() (t [256]uint8) {
	for c := range t {
		t[c] = cite2Namespace | cite2Collection | cite2Object | cite2Subref
	}
	t[':'], t[';'], t['%'] = 0, 0, 0
	t['.'] &^= cite2Collection
	t['@'] &^= cite2Object
	t['-'] &^= cite2Object | cite2Subref
	return t
}()

// cite2Accepts reports whether nss is a CITE2 NSS, in one pass over it,
// for the NSSs without '%', which scanCITE2 reads instead. It follows
// the syntax that scanCITE2 checks, and accepts only what scanCITE2
// accepts.
func cite2Accepts(s string) bool {
	// The CITE2 namespace, then ':'.
	i := 0
	for i < len(s) && cite2Class[s[i]]&cite2Namespace != 0 {
		i++
	}
	if i == 0 || i == len(s) || s[i] != ':' {
		return false
	}
	// The collection component: one to three parts separated by '.',
	// then ':'.
	for parts := 1; ; parts++ {
		k := i + 1
		for i = k; i < len(s) && cite2Class[s[i]]&cite2Collection != 0; i++ {
		}
		if i == k || i == len(s) {
			return false
		}
		if s[i] == ':' {
			break
		}
		if s[i] != '.' || parts == 3 {
			return false
		}
	}
	// The object selector: empty, or an object, or a range of two, each
	// with an optional subreference after '@'.
	i++
	for k := 0; i < len(s); k++ {
		j := i
		for j < len(s) && cite2Class[s[j]]&cite2Object != 0 {
			j++
		}
		if j == i {
			return false
		}
		if j < len(s) && s[j] == '@' {
			i = j + 1
			for j = i; j < len(s) && cite2Class[s[j]]&cite2Subref != 0; j++ {
			}
			if j == i {
				return false
			}
		}
		if j == len(s) {
			break
		}
		if s[j] != '-' || k == 1 {
			return false
		}
		if i = j + 1; i == len(s) {
			return false
		}
	}
	return true
}

// cite2Run returns the end of the data that begins at nss[i:]: the
// first byte that is in stop, or ':', or the end of nss; or the offset
// of a ';' and the error that prohibits it.
func cite2Run(nss string, i int, stop string) (int, error) {
	for ; i < len(nss); i++ {
		switch c := nss[i]; {
		case alnum[c]: // neither ':' nor ';' nor in stop
		case c == ':' || strings.IndexByte(stop, c) >= 0:
			return i, nil
		case c == ';' || strings.HasPrefix(nss[i:], "%3B"):
			return i, errCITE2Semicolon
		}
	}
	return i, nil
}

// scanCITE2 checks nss against the cite2 rules, and fills c, if not
// nil, with its parts.
func scanCITE2(nss string, c *CITE2Name) (int, error) {
	// The CITE2 namespace.
	i, err := cite2Run(nss, 0, "")
	switch {
	case err != nil:
		return i, err
	case i == 0 || i == len(nss):
		return i, errCITE2Namespace
	}
	ns := nss[:i]
	var coll [3]string
	parts := 0
	// The collection component: parts separated by '.', then ':'.
	for nss[i] != ':' || parts == 0 {
		if parts == len(coll) {
			return i, errCITE2Parts
		}
		i++ // the ':' or '.' before the part
		j, err := cite2Run(nss, i, ".")
		if err != nil {
			return j, err
		}
		if j == i {
			return j, errCITE2Part
		}
		coll[parts] = nss[i:j]
		parts++
		i = j
		if i == len(nss) {
			return i, errCITE2CollEnd
		}
	}
	i++
	var objs [2]CITE2Object
	for k := 0; i < len(nss); k++ {
		j, err := cite2Run(nss, i, "@-")
		if err != nil {
			return j, err
		}
		if j == i {
			return j, errCITE2Object
		}
		objs[k].ID = nss[i:j]
		if j < len(nss) && nss[j] == '@' {
			i = j + 1
			j, err = cite2Run(nss, i, "-")
			if err != nil {
				return j, err
			}
			if j == i {
				return j, errCITE2Subref
			}
			objs[k].Subref = nss[i:j]
		}
		switch {
		case j == len(nss):
			i = j
		case nss[j] == ':':
			return j, errCITE2Colon
		case k == 1:
			return j, errCITE2Range
		default: // the '-' of a range
			i = j + 1
			if i == len(nss) {
				return i, errCITE2RangeEnd
			}
		}
	}
	if c != nil {
		*c = CITE2Name{
			Namespace:  ns,
			Collection: coll[0], Version: coll[1], Property: coll[2],
			Begin: objs[0], End: objs[1],
		}
	}
	return 0, nil
}
