// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// microsoftComRules holds the rules of the NID microsoft-com, Microsoft's
// Vendor Domain Name microsoft.com in the form the UPnP Device
// Architecture 1.1 gives it: "Period characters in the Vendor Domain
// Name MUST be replaced with hyphens in accordance with RFC 2141"
// (section 2.3). Microsoft names its UPnP device and service types under
// its domain schemas.microsoft.com (schemas-microsoft-com), and may
// name the IDs of its services under microsoft.com, as
// urn:microsoft-com:serviceId:{service ID suffix}.
//
// Syntax. The vendor forms of section 2.3 (see the rules of
// schemas-upnp-org): "urn:domain-name:device:deviceType:ver",
// "urn:domain-name:service:serviceType:ver" and
// "urn:domain-name:serviceId:serviceID", a type suffix of at most 64
// characters and an integer version, a service ID suffix of at most 64
// characters. A vendor domain is not split as the UPnP Forum's are
// (standard types under schemas-upnp-org, standard IDs under upnp-org),
// so all three forms are valid here. Other names have no rules beyond
// RFC 8141's.
//
// Equivalence. None is added to RFC 8141's, as for the other UPnP
// names: discovery compares them as written (section 1.1.2).
var microsoftComRules = Rules{
	NID:      "microsoft-com",
	Source:   "UPnP Device Architecture 1.1, sections 1.1.2 and 2.3 (vendor device types, service types and service IDs)" + unregistered,
	Validate: func(nss string) (int, error) { return validateUPnP("microsoft-com", nss) },
}
