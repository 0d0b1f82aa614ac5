// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// alertRules holds the rules of the "alert" namespace, for the ring and
// ringback tones of SIP's Alert-Info, registered by RFC 7462 (section
// 7, the registration template).
//
// Syntax. "The general form is urn:alert:<alert-category>:<alert-indication>",
// in the ABNF
//
//	alert-identifier = alert-category ":" alert-indication
//	alert-category   = alert-name
//	alert-indication = alert-ind-part *(":" alert-ind-part)
//	alert-ind-part   = alert-name
//	alert-name       = alert-label / private-name
//	private-name     = alert-label "@" provider
//	provider         = alert-label
//	alert-label      = let-dig [ *let-dig-hyp let-dig ]
//
// and "<alert-label>s MUST comply with the syntax for Non-Reserved LDH
// labels [RFC5890]": at most 63 characters (RFC 5890, section 2.3.1,
// keeps the DNS limit on labels) and not "--" in the third and fourth
// positions, which makes a Reserved LDH label. So the NSS is two or
// more names separated by ':', each a label or a label, '@' and a
// label, as in the examples service:call-waiting,
// source:external:bar@example and distinctive@foo:short-short@bar.
//
// Equivalence. ""alert" URNs are compared according to case-insensitive
// string equality." The canonical form is in lower case.
var alertRules = Rules{
	NID:       "alert",
	Source:    "RFC 7462, section 7",
	Validate:  validateAlert,
	Canonical: lowerOutsidePercent,
}

var (
	errAlertLabel    = errors.New("want a letter or digit (an alert label is letters, digits and '-', not beginning or ending with '-')")
	errAlertChar     = errors.New("want a letter, digit, '-', '@' or ':'")
	errAlertLong     = errors.New("an alert label has at most 63 characters (RFC 5890 LDH label)")
	errAlertReserved = errors.New(`an alert label has no "--" in its third and fourth positions (RFC 5890 Non-Reserved LDH label)`)
	errAlertProvider = errors.New("a private name has one '@' (label@provider)")
	errAlertIndicate = errors.New("want ':' and an alert indication after the alert category")
)

func validateAlert(nss string) (int, error) {
	start := 0 // of the current label
	at := false
	for i := 0; i <= len(nss); i++ {
		if i < len(nss) && nss[i] != ':' && nss[i] != '@' {
			switch c := nss[i]; {
			case !isLDH(c):
				return i, errAlertChar
			case c == '-' && i == start:
				return i, errAlertLabel
			case i-start == 63:
				return i, errAlertLong
			case i-start == 3 && c == '-' && nss[i-1] == '-':
				return i - 1, errAlertReserved
			}
			continue
		}
		// The end of a label.
		if i == start || nss[i-1] == '-' {
			return i, errAlertLabel
		}
		if i < len(nss) && nss[i] == '@' {
			if at {
				return i, errAlertProvider
			}
			at = true
		} else {
			at = false
		}
		start = i + 1
	}
	for i := 0; i < len(nss); i++ {
		if nss[i] == ':' {
			return 0, nil
		}
	}
	return len(nss), errAlertIndicate
}
