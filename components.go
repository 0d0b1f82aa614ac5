// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

// A component names one of the optional parts after the NSS.
type component uint8

const (
	compR component = iota // r-component, for a resolver
	compQ                  // q-component, for the resource or its resolver
)

// A compSpec describes one component that may follow the NSS: the
// delimiter that opens it and the reasons reported when it is wrong.
// A syntax lists its components in the order they must appear; each
// one ends at the delimiter of any later one, at '#', or at the end.
type compSpec struct {
	open                 string
	comp                 component
	empty, first, badChr reason
}

var (
	rSpec8141 = compSpec{"?+", compR, rEmptyR, rFirstR, rCharR}
	qSpec8141 = compSpec{"?=", compQ, rEmptyQ, rFirstQ, rCharQ}
	qSpec14   = compSpec{"?", compQ, rEmptyQ, rFirstQ, rCharQ}
	rSpec14   = compSpec{"??", compR, rEmptyR, rFirstR, rCharR}

	// RFC 8141: [ "?+" r-component ] [ "?=" q-component ].
	comps8141 = []compSpec{rSpec8141, qSpec8141}
	// Draft 14: [ "?" q-component ] [ "??" r-component ].
	comps14 = []compSpec{qSpec14, rSpec14}
)

// hasPrefixAt reports whether s[i:] begins with p. The delimiters are
// one or two bytes long, too short for a call to the string comparison
// to pay off.
func hasPrefixAt(s string, i int, p string) bool {
	if len(s)-i < len(p) {
		return false
	}
	for k := 0; k < len(p); k++ {
		if s[i+k] != p[k] {
			return false
		}
	}
	return true
}

// opensAny returns the index in specs of the component whose delimiter
// matches longest at s[i], or -1.
func opensAny(specs []compSpec, s string, i int) int {
	best := -1
	for j := range specs {
		if hasPrefixAt(s, i, specs[j].open) &&
			(best < 0 || len(specs[j].open) > len(specs[best].open)) {
			best = j
		}
	}
	return best
}

// scanComponents scans the components that begin at s[i], which is a
// '?' that the syntax lets open a component or a '#' that it lets open
// the f-component. It records their bounds in u and returns the end of
// the input, or the offset of the first byte that cannot belong.
func (g *grammar) scanComponents(s string, i int, u *URN) (int, reason) {
	specs := g.comps
	for i < len(s) && s[i] == '?' {
		j := opensAny(specs, s, i)
		if j < 0 {
			// Only RFC 8141 gets here: a '?' right after the NSS
			// must be followed by '+' or '=', so the byte after it
			// (or the end of the input) is where the URN breaks.
			return i + 1, rDelim8141
		}
		sp := &specs[j]
		specs = specs[j+1:] // what may still follow
		i += len(sp.open)
		start := i
		switch {
		case i == len(s) || s[i] == '#':
			return i, sp.empty
		case s[i] == '/' || s[i] == '?':
			return i, sp.first
		}
		// The body: pchar / "/" / "?", where a '?' that opens a later
		// component ends it. With no later component, '?' is plain data.
		m := uint8(cFrag)
		if len(specs) > 0 {
			m = cPath
		}
		for {
			i = runOf(s, i, m)
			if i == len(s) {
				break
			}
			if s[i] == '%' {
				var r reason
				if i, r = scanPercent(s, i, g.noNUL); r != 0 {
					return i, r
				}
				continue
			}
			if s[i] == '?' && opensAny(specs, s, i) < 0 {
				i++
				continue
			}
			break
		}
		if i == start {
			return i, sp.badChr
		}
		u.setComponent(sp.comp, start, i)
		if i < len(s) && s[i] != '?' && s[i] != '#' {
			return i, sp.badChr
		}
	}
	if i == len(s) {
		return i, 0
	}
	// s[i] == '#', and every syntax with components has an f-component.
	i++
	u.fStart = uint32(i)
	for {
		i = runOf(s, i, cFrag)
		if i == len(s) {
			return i, 0
		}
		switch s[i] {
		case '%':
			var r reason
			if i, r = scanPercent(s, i, g.noNUL); r != 0 {
				return i, r
			}
		case '#':
			return i, rHashF
		default:
			return i, rCharF
		}
	}
}

// setComponent records the bounds of component c.
func (u *URN) setComponent(c component, start, end int) {
	if c == compR {
		u.rStart, u.rEnd = uint32(start), uint32(end)
	} else {
		u.qStart, u.qEnd = uint32(start), uint32(end)
	}
}

// WithoutComponents returns u without its r-, q- and f-components and
// their delimiters: its assigned-name as a URN of the syntax of u,
// equal (==) to what parsing [URN.AssignedName] in that syntax gives.
// What remains of a URN is a URN, so this cannot fail. It never
// allocates: the text of the result is a prefix of the text of u. The
// zero URN gives the zero URN.
//
// It is the name that equivalence compares: "If an r-component,
// q-component, or f-component (or any combination thereof) is included
// in a URN, it MUST be ignored for purposes of determining
// URN-equivalence" (RFC 8141, section 3.1). Unlike parsing
// AssignedName again, it keeps the syntax of u: a name of [Draft14] or
// [RFC2141] stays one.
func (u URN) WithoutComponents() URN {
	return URN{
		s:        u.s[:u.nssEnd],
		nidEnd:   u.nidEnd,
		form:     u.form,
		syntax:   u.syntax,
		nssEnd:   u.nssEnd,
		lowerHex: u.lowerHex,
	}
}
