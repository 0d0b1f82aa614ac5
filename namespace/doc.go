// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package namespace knows about URN namespaces: which namespace
// identifiers exist, and the rules each namespace adds to the generic
// syntax and equivalence of URNs that package
// [github.com/urnkit/urn] implements.
//
// A URN namespace is "a collection of names" that are unique, assigned
// in a consistent way and assigned according to a common definition
// (RFC 8141, section 5). The NID of a URN names its namespace, as "isbn"
// in urn:isbn:0451450523.
//
// # Namespace identifiers
//
// [Classify] says what kind of NID a string is under the registration
// rules of RFC 8141, section 5: formal, informal ("urn-7"), reserved for
// country codes, experimental and so on. [LookupRegistration] finds a
// NID in a copy of the IANA registries of formal and informal namespaces
// built into the package.
//
// # Namespace rules
//
// RFC 8141 leaves two things to each namespace's definition: which NSSs
// are valid, and "additional rules for URN-equivalence, such as case
// insensitivity of the NSS" (section 3.1), which may only make more URNs
// equivalent. A [Rules] holds them for one namespace, and a [Set] holds
// rules for many and applies them to URNs: [Set.Validate],
// [Set.Normalize], [Set.Check] (both at once), [Set.Equal],
// [Set.Compare] and [Set.Key]. [Builtin]
// returns the rules this package knows, each as the registration
// document of its namespace states them (its documentation lists the
// namespaces and documents, and README.md in the package's directory
// tabulates the syntax and the equivalence of each);
// [Conventions] returns the rules of NIDs that IANA has not registered
// but that a published specification defines, each as its
// specification states them (with the one departure that [Conventions]
// names); [Set.With] adds rules of your own. The rules of Builtin and
// Conventions carry a version, [RulesVersion]: the keys they give change
// only when it does.
//
// Rules can also say something about a URN they accept without
// refusing it: [Set.Note] and [Set.Examine] return a [Note], for
// example for a format code of the meta namespace outside the list of
// its registration, which says the list grows, or for a URN:NBN:DE
// whose last digit is not its check digit.
//
// # Structured names
//
// [UUID] returns the 16 bytes of a uuid URN, [SCIM] the structure of a
// SCIM URN (urn:ietf:params:scim:...), [Dev] the parts of a device
// identifier (urn:dev:...), [Service] the top-level service and
// sub-services of a service URN (urn:service:sos.fire), [CTS] the work
// hierarchy and passage of a CTS URN, which cites a text, [CITE2] the
// collection and object of a CITE2 URN, [UPnP] the domain, kind, type
// and version of a UPnP device or service type
// (urn:schemas-upnp-org:device:MediaServer:1), [NGSILD] the entity type
// and ID of an NGSI-LD entity (urn:ngsi-ld:Vehicle:A4567), and [Pulumi]
// the stack, project, resource types and name of a Pulumi resource URN
// (urn:pulumi:dev::app::aws:s3/bucket:Bucket::my-bucket).
//
// The structured names share one shape. The function named after the
// namespace reads the name of a parsed [urn.URN]; ParseCTS, ParseDev
// and the like parse a string first. String writes the URN that the
// parts make, unchecked, as [net/url.URL.String] does; URN returns that
// URN only when the function reads it back as exactly the same parts,
// so a delimiter in a part is an error, never a URN of other parts. A
// part that a registry or a specification can grow is a string (the
// type of a SCIM URN, the subtype of a DEV URN); a closed set is a
// constant ([UPnPKind]: the architecture defines three kinds).
//
// These names belong in this package, under its version, rather than
// in subpackages that could stay at v0 while their texts move (CTS 2.0
// is a release candidate): each name is read by the code that checks
// the namespace's rules in [Builtin] or [Conventions], so that a URN
// the rules accept is exactly a URN the name reads, and the two cannot
// be versioned apart. When a specification changes what its URNs may
// hold, the rules change under [RulesVersion], and the names need no
// new API: their parts are strings, and a new kind of part is a new
// field.
//
// The eight structured names are all part of the package's
// compatibility promise, for three reasons. Each is the reader that the
// rules of its namespace run, so removing the type would remove no
// code, only the way to use what the rules read. Each namespace's URNs
// are in use in published data: CTS and CITE2 URNs cite classical
// texts and their images, NGSI-LD, Pulumi and UPnP names identify
// entities, resources and device types in the APIs and descriptions of
// those systems, and dev, service and SCIM URNs are defined by RFCs
// 9039, 5031 and 7643. And each name has the shape its document
// defines, with no field that repeats others: the passage of a CTS URN
// is its Begin and End nodes, the object selector of a CITE2 URN its
// Begin and End objects, and String writes every field. A structured
// name for another namespace can come in a minor release; none of
// these will be removed.
//
// # Errors
//
// Every error of the package about a URN, or a string given as one, is
// an [*Error], with the offset of the
// offending byte and a [Error.Reason]. It matches [ErrInvalid] when the
// NSS breaks the rules of its namespace or when a ParseX function is
// given a string that is not a URN (the Error then wraps the
// [*urn.ParseError]), and [ErrOtherNamespace] when a function of one
// namespace, such as UUID, is given a URN of another. It has the shape
// of a [*urn.ParseError]: an Is method for its class and an Unwrap
// method that returns its Err. The text methods of [Class] report a
// value or a name that is not a class with an error that wraps
// [ErrUnknownClass].
package namespace
