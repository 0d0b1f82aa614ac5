// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// ctsRules holds the rules of the "cts" namespace, Canonical Text
// Services URNs, which cite texts and passages of texts, defined by the
// CITE architecture's "Canonical Text Services URN specification",
// version 2.0.rc.1 (2014). IANA has not registered the NID. Sections
// are named by their headings.
//
// Syntax. "Overall structure of a CTS URN": "The rest of the CTS URN
// consists of a CTS namespace, a work component, and a passage
// component", summarized as urn:cts:CTSNAMESPACE:WORK:PASSAGE; "The
// value of the passage component may be a null string; in this case,
// the work component must still be separated from the null string by a
// colon." So the NSS holds exactly two ':', as in greekLit:tlg0012:.
//
// "The work component": "The work component consists of one to four
// parts. Each part must be separated from a following part by a full
// stop", TEXTGROUP.WORK.VERSION.EXEMPLAR, and "A full stop must not be
// appended to the part value if there is no following part".
//
// "The passage component": it "may have a non-null value only if the
// work component includes two or more parts", and is a node reference
// or a range, NODE1-NODE2 ("Passage reference identifying a range of
// citable nodes"). A node reference is CITABLENODE@SUBSECTION, where the
// subsection is optional and "must not be null"; the citable node is
// one or more parts separated by full stops ("Citable node
// identifier"). "Subsection of a citable node": a subreference is one
// or two elements separated by '-', each STRING[INDEX], whose index is
// optional and "must evaluate to a positive integer". "Indexed
// substring references are permitted only with URNs at the version or
// exemplar level" ("Semantics of a CTS citation"): a subreference
// needs three or more parts in the work component. The same section:
// "in a reference to a range of nodes, either or both of the first and
// last nodes may be extended in the same way", with a substring or a
// range of substrings, so a passage holds at most three '-'.
//
// Where a node with a subreference is followed by '-' and one element
// without '@', as in 10.4@Atreus-10.10, the specification's example of
// "a range of text spanning multiple lines", the element is the second
// node of a range; it is the second element of a subreference range
// when it holds an index, which a citable node cannot hold, as in
// 10.1@the[1]-the[2]. Such a passage is valid when either reading
// makes it valid, and the reading chosen is one that does.
//
// "Character set": "CTS URNs must be expressed in the Unicode
// character set". "Reserved code points": '%', '/', '?' and '#' "must
// not be included in the data components of a CTS URN", and ':', '.',
// '@', '-', '[' and ']' are limited "to the syntactic functions
// previously specified", with one exception, the '-' of the work
// component (below); "Excluded code points" excludes the code
// points below U+0020, '\', '"', '&', '<', '>', '^', '`', '|', '{',
// '}' and '~'. So the data of each part is other characters, literal
// or percent-encoded as RFC 8141 requires of characters outside
// US-ASCII; a percent-encoded octet stands for the character it
// encodes, and the octets of a character beyond US-ASCII are UTF-8.
// RFC 8141 does not allow '[' and ']' in an NSS, so the brackets of an
// index are written percent-encoded: 10.1@the%5B2%5D.
//
// The '-' of the work component. The only syntactic function of '-' is
// to separate the two ends of a range, and ranges are written only in
// the passage component, so a '-' inside a part of the work component
// can be read one way only. The rule accepts it there as data, and
// nowhere else outside a range, departing from "Reserved code points"
// for the work component alone. The registration of the NID that the
// specification's editors drafted in 2018 ("Syntax") leaves the values
// of the work identifier to "the registry identified by the CTS
// namespace component", and gives '-' no role but that of "two passage
// references separated by a hyphen"; the registries assign identifiers
// with '-', as in the version perseus-grc2 of the Perseus Digital
// Library. A percent-encoded '-' (%2D) in a part of the work component
// is data too.
//
// Equivalence. "Subsection of a citable node": "if no index value is
// included, the meaning of the subreference element STRING equivalent
// to subreference element STRING[1]", and "Examples with comments" calls
// 10.4@Atreus[1] and 10.4@Atreus "semantically equivalent". An index
// compares as the integer it evaluates to. The canonical form writes an
// index without leading zeros, and no index for 1, except on the second
// element of a subreference range, which keeps its index (1 where the
// URN gives none) so that it is not read as the second node of a
// range. No other equivalence is stated, and none is added: the
// specification says nothing of case, and a CTS URN is compared as
// written.
var ctsRules = Rules{
	NID:       "cts",
	Source:    "CTS URN specification 2.0.rc.1 (CITE architecture), Syntax of a CTS URN and Character set; draft registration of 2018, Syntax" + unregistered,
	Validate:  validateCTS,
	Canonical: canonicalCTS,
}

var (
	errCTSNamespace  = errors.New("want a CTS namespace, then ':'")
	errCTSWorkPart   = errors.New("want a part of the work component (textgroup.work.version.exemplar, none empty)")
	errCTSWorkParts  = errors.New("a work component has at most four parts (textgroup.work.version.exemplar)")
	errCTSWorkEnd    = errors.New("want '.' and a part of the work component, or ':' and the passage (which may be empty)")
	errCTSNoWork     = errors.New("a passage needs a work: the work component has two or more parts")
	errCTSNodePart   = errors.New("want a part of a citable node (parts separated by '.', none empty)")
	errCTSSubLevel   = errors.New("a subreference needs a version or exemplar: the work component has three or more parts")
	errCTSSubString  = errors.New("want the string of a subreference (it must not be null, and holds no '.')")
	errCTSIndex      = errors.New("want the index of a subreference, a positive integer, then ']' (%5D)")
	errCTSIndexZero  = errors.New("the index of a subreference is a positive integer")
	errCTSSubEnd     = errors.New("want '-' or the end of the subreference after its index")
	errCTSRange      = errors.New("a passage is a node or a range of two, and a subreference a string or a range of two")
	errCTSColon      = errors.New("':' only separates the namespace, work and passage (a CTS URN reserves it)")
	errCTSDot        = errors.New("'.' only separates the parts of the work and of a citable node (a CTS URN reserves it)")
	errCTSAt         = errors.New("'@' only sets off the subreference of a citable node (a CTS URN reserves it)")
	errCTSHyphen     = errors.New("'-' only separates the two ends of a range (a CTS URN reserves it)")
	errCTSBracket    = errors.New("'[' and ']' (%5B, %5D) only enclose the index of a subreference (a CTS URN reserves them)")
	errCTSReserved   = errors.New("'%', '/', '?' and '#' are not data in a CTS URN (reserved code points)")
	errCTSExcluded   = errors.New("a CTS URN excludes control characters and '\\', '\"', '&', '<', '>', '^', '`', '|', '{', '}' and '~'")
	errCTSEncoding   = errors.New("percent-encoded octets of a character beyond US-ASCII must be UTF-8 (a CTS URN is in Unicode)")
	errCTSEmptyRange = errors.New("want a citable node after '-' (a range has two ends)")
)

// ctsEncoded returns the length of the percent-encoded data character
// that begins at nss[i], a '%': three per octet. For an octet that does
// not begin one, it returns 0 and why; for the syntax characters
// encoded, such as the brackets %5B and %5D, the error says what they
// are for.
func ctsEncoded(nss string, i int) (int, error) {
	b, ok := pctOctet(nss, i)
	if !ok {
		return 0, errCTSEncoding // not reached for an RFC 8141 NSS
	}
	if b < utf8.RuneSelf {
		switch {
		case b < 0x20 || strings.IndexByte(`\"&<>^`+"`|{}~", b) >= 0:
			return 0, errCTSExcluded
		case strings.IndexByte("%/?#", b) >= 0:
			return 0, errCTSReserved
		case strings.IndexByte(":.@-[]", b) >= 0:
			return 0, ctsSyntaxError(b)
		}
		return 3, nil
	}
	// A character beyond US-ASCII: its UTF-8 octets, each encoded.
	var buf [utf8.UTFMax]byte
	n := 0
	for j := i; n < len(buf) && j < len(nss) && nss[j] == '%'; j += 3 {
		o, _ := pctOctet(nss, j)
		if n > 0 && !(0x80 <= o && o < 0xC0) {
			break
		}
		buf[n] = o
		n++
	}
	r, size := utf8.DecodeRune(buf[:n])
	if r == utf8.RuneError && size <= 1 {
		return 0, errCTSEncoding
	}
	return 3 * size, nil
}

// ctsPlain marks the bytes that are data in a CTS URN as they are:
// letters, digits and "_!$'()*+,;=".
var ctsPlain = func() (t [256]bool) {
	t = alnum
	for _, c := range "_!$'()*+,;=" {
		t[c] = true
	}
	return t
}()

// ctsSyntaxError returns the error for c, a character that is not data
// in a CTS URN.
func ctsSyntaxError(c byte) error {
	switch c {
	case ':':
		return errCTSColon
	case '.':
		return errCTSDot
	case '@':
		return errCTSAt
	case '-':
		return errCTSHyphen
	case '[', ']':
		return errCTSBracket
	}
	return errCTSExcluded
}

// pctOctet returns the octet that the percent-encoding at s[i:]
// encodes.
func pctOctet(s string, i int) (byte, bool) {
	if i+2 >= len(s) || s[i] != '%' || !ascii.IsHex(s[i+1]) || !ascii.IsHex(s[i+2]) {
		return 0, false
	}
	return unhex(s[i+1])<<4 | unhex(s[i+2]), true
}

// unhex returns the value of the hex digit c.
func unhex(c byte) byte {
	if ascii.IsDigit(c) {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// ctsWorkRun is ctsRun for a part of the work component, where '-',
// literal or percent-encoded, is data.
func ctsWorkRun(nss string, i int) (int, error) {
	for {
		j, err := ctsRun(nss, i)
		switch {
		case err == nil: // the end of nss
			return j, nil
		case nss[j] == '-':
			i = j + 1
		case nss[j] == '%' && err == errCTSHyphen: // %2D
			i = j + 3
		default:
			return j, err
		}
	}
}

// ctsRun returns the end of the run of data characters that begins at
// nss[i:], and the error for the byte that ends it, or nil when the run
// reaches the end of nss.
//
// A literal byte that is not data ends the run without a call, as the
// separators ':', '.', '@' and '-' most often do.
func ctsRun(nss string, i int) (int, error) {
	for i < len(nss) {
		switch c := nss[i]; {
		case ctsPlain[c]:
			i++
		case c == '%':
			n, err := ctsEncoded(nss, i)
			if err != nil {
				return i, err
			}
			i += n
		case c == '/':
			return i, errCTSReserved
		default:
			return i, ctsSyntaxError(c)
		}
	}
	return i, nil
}

// A CTSName is the structure of a CTS URN, a citation of a text or a
// passage of text (CTS URN specification 2.0.rc.1):
//
//	urn:cts:{namespace}:{textgroup}[.{work}[.{version}[.{exemplar}]]]:[{passage}]
//
// For urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus-10.10,
// Namespace is "greekLit", TextGroup "tlg0012", Work "tlg001", Version
// "hmt01", Exemplar "", and the passage is a range from Begin, the node
// 10.4 with the subreference Atreus, to End, the node 10.10. All parts
// are as written, percent-encoding included ([CTS] puts its hex digits
// in upper case).
type CTSName struct {
	// Namespace is the CTS namespace, the naming authority, such as
	// "greekLit".
	Namespace string

	// TextGroup, Work, Version and Exemplar are the parts of the work
	// component: a group of texts cited together (required), a
	// notional work in it, a version (an edition or a translation) of
	// the work, and an exemplar of the version. A part that the URN
	// does not give is "".
	TextGroup, Work, Version, Exemplar string

	// Begin is the citable node that the passage component
	// identifies, or the first node of a range; it is zero when the
	// passage is null. Begin and End are the passage: String writes it
	// from them.
	Begin CTSNode

	// End is the last node of a range, and zero when the passage is
	// not a range.
	End CTSNode
}

// IsRange reports whether the passage of n is a range of citable nodes.
func (n CTSName) IsRange() bool { return n.End.Node != "" }

// A CTSNode is a reference to a citable node of a text, such as 10.4
// (book 10, line 4), with an optional subreference to a span of text
// within it.
type CTSNode struct {
	// Node is the citable node: one or more parts separated by '.',
	// from the top level of the text's citation hierarchy down.
	Node string

	// Subref is the subreference: nil when there is none, one element
	// for an indexed substring, and two for a range of substrings.
	Subref []CTSSubref
}

// A CTSSubref is an element of a subreference: an indexed occurrence
// of a string in a citable node, such as the second "the", written
// the[2] (in a URN, the%5B2%5D).
type CTSSubref struct {
	// Text is the string, as written in the URN.
	Text string

	// Index is the index of the occurrence in decimal, as written, or
	// "" when the URN gives none, which means the first occurrence.
	Index string
}

// ParseCTS parses s with [urn.Parse] and returns its structure, as
// [CTS] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseCTS(s string) (CTSName, error) { return parseName(s, "cts", CTS) }

// String returns the CTS URN that the parts of n make, such as
// urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus-10.10: the passage
// is written from Begin and End, a subreference
// element as Text and its Index as "%5B" Index "%5D". It does not
// check n; use [CTSName.URN] for a URN that is checked.
func (n CTSName) String() string {
	var b strings.Builder
	b.WriteString("urn:cts:" + n.Namespace + ":" + n.TextGroup)
	for _, p := range []string{n.Work, n.Version, n.Exemplar} {
		if p != "" {
			b.WriteString("." + p)
		}
	}
	b.WriteByte(':')
	for k, node := range []CTSNode{n.Begin, n.End} {
		if node.Node == "" {
			continue
		}
		if k == 1 {
			b.WriteByte('-')
		}
		b.WriteString(node.Node)
		for e, s := range node.Subref {
			b.WriteByte("@-"[min(e, 1)])
			b.WriteString(s.Text)
			if s.Index != "" {
				b.WriteString("%5B" + s.Index + "%5D")
			}
		}
	}
	return b.String()
}

// URN returns the URN of n, as [CTSName.String] writes it. It returns
// an [*Error] that wraps [ErrInvalid] unless [CTS] reads exactly n
// back from it: when a part holds a character that
// ends it (such as ':', '.' in the work component, '@' or '-'), a
// percent-encoded octet in lower case, or breaks the rules of the cts
// namespace.
func (n CTSName) URN() (urn.URN, error) {
	return nameURN("cts", n.String(), n, CTS, equalCTS)
}

func equalCTS(a, b CTSName) bool {
	sameNode := func(x, y CTSNode) bool { return x.Node == y.Node && slices.Equal(x.Subref, y.Subref) }
	return a.Namespace == b.Namespace && a.TextGroup == b.TextGroup && a.Work == b.Work &&
		a.Version == b.Version && a.Exemplar == b.Exemplar &&
		sameNode(a.Begin, b.Begin) && sameNode(a.End, b.End)
}

// CTS returns the structure of u, a CTS URN. The NID may be in any
// case; the parts are as written, except that the hex digits of
// percent-encoded octets are in upper case. The r-, q- and f-components
// of u play no part. CTS returns an [*Error] with the offset into
// u.String() if u is not a CTS URN: one that wraps [ErrOtherNamespace]
// if the NID of u is not "cts", and one that wraps [ErrInvalid] if the
// NSS breaks the rules of the cts namespace.
func CTS(u urn.URN) (CTSName, error) {
	if !strings.EqualFold(u.NID(), "cts") {
		return CTSName{}, otherNamespace(u.String(), "cts")
	}
	r, n, err := scanCTS(u.CanonicalNSS())
	if err != nil {
		return CTSName{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "cts", Err: err}
	}
	c := CTSName{
		Namespace: r.namespace,
		TextGroup: r.work[0], Work: r.work[1], Version: r.work[2], Exemplar: r.work[3],
	}
	for k, n := range r.nodes {
		node := CTSNode{Node: n.node}
		if n.nsub > 0 {
			node.Subref = append([]CTSSubref(nil), n.sub[:n.nsub]...)
		}
		if k == 0 {
			c.Begin = node
		} else {
			c.End = node
		}
	}
	return c, nil
}

// A ctsParts is the structure of a CTS NSS, held without allocating.
type ctsParts struct {
	namespace string
	work      [4]string
	passage   string
	nodes     [2]ctsNode
}

// A ctsNode is a citable node and its subreference elements.
type ctsNode struct {
	node string
	sub  [2]CTSSubref
	nsub int
}

// validateCTS checks a CTS NSS. Most NSSs take the one pass of
// ctsAccepts; the others, the invalid ones among them, are read by
// ctsParts.scan, which says where and why an NSS is wrong.
func validateCTS(nss string) (int, error) {
	if ctsAccepts(nss) {
		return 0, nil
	}
	var c ctsParts
	return c.scan(nss)
}

// The classes of ctsClass.
const (
	ctsData = 1 << iota // data as it is, as ctsPlain marks it
	ctsWork             // data in a part of the work component: ctsData and '-'
)

// ctsClass maps a byte to its classes above.
var ctsClass = func() (t [256]uint8) {
	for c := range t {
		if ctsPlain[c] {
			t[c] = ctsData | ctsWork
		}
	}
	t['-'] = ctsWork
	return t
}()

// ctsAccepts reports whether nss is a CTS NSS, in one pass over it, for
// the NSSs of the common forms: it refuses those with a percent-encoded
// octet or a subreference ('@'), which ctsParts.scan reads instead. It
// follows the syntax that ctsParts.scan checks, and accepts only what
// ctsParts.scan accepts.
func ctsAccepts(s string) bool {
	// The CTS namespace, then ':'.
	i := 0
	for i < len(s) && ctsClass[s[i]]&ctsData != 0 {
		i++
	}
	if i == 0 || i == len(s) || s[i] != ':' {
		return false
	}
	// The work component: one to four parts separated by '.', then ':'.
	parts := 0
	for {
		k := i + 1
		for i = k; i < len(s) && ctsClass[s[i]]&ctsWork != 0; i++ {
		}
		if i == k || i == len(s) {
			return false
		}
		parts++
		if s[i] == ':' {
			break
		}
		if s[i] != '.' || parts == 4 {
			return false
		}
	}
	// The passage: null, or a citable node or a range of two, each one
	// or more parts separated by '.'; only a work of two or more parts
	// has one.
	if i++; i == len(s) {
		return true
	}
	if parts < 2 {
		return false
	}
	for node := 0; ; node++ {
		for {
			k := i
			for i < len(s) && ctsClass[s[i]]&ctsData != 0 {
				i++
			}
			if i == k {
				return false
			}
			if i == len(s) || s[i] != '.' {
				break
			}
			i++
		}
		if i == len(s) {
			return true
		}
		if s[i] != '-' || node == 1 {
			return false
		}
		i++
	}
}

// scanCTS checks nss against the cts rules, and returns its parts, or
// the offset of the first byte that cannot belong and why.
func scanCTS(nss string) (ctsParts, int, error) {
	var c ctsParts
	n, err := c.scan(nss)
	return c, n, err
}

func (c *ctsParts) scan(nss string) (int, error) {
	// The CTS namespace.
	i, err := ctsRun(nss, 0)
	switch {
	case i == 0 && err != nil && err != errCTSColon:
		return 0, err
	case i == 0 || i == len(nss):
		return i, errCTSNamespace
	case nss[i] != ':':
		return i, err
	}
	c.namespace = nss[:i]
	// The work component: parts separated by '.', then ':'.
	parts := 0
	for nss[i] != ':' || parts == 0 {
		if parts == len(c.work) {
			return i, errCTSWorkParts
		}
		i++ // the ':' or '.' before the part
		j, err := ctsWorkRun(nss, i)
		if j == i {
			if err == nil || err == errCTSDot || err == errCTSColon {
				err = errCTSWorkPart
			}
			return j, err
		}
		c.work[parts] = nss[i:j]
		parts++
		i = j
		if i == len(nss) {
			return i, errCTSWorkEnd
		}
		if nss[i] != '.' && nss[i] != ':' {
			return i, err
		}
	}
	i++
	c.passage = nss[i:]
	if i == len(nss) {
		return 0, nil
	}
	if parts < 2 {
		return i, errCTSNoWork
	}
	return c.scanPassage(nss, i, parts >= 3)
}

// scanPassage checks the passage nss[i:], and fills the nodes of c.
// sub says whether the work component allows a subreference.
func (c *ctsParts) scanPassage(nss string, i int, sub bool) (int, error) {
	// The passage is split by '-', which data never holds, into pieces:
	// a node (with an optional subreference element) or the second
	// element of a subreference range.
	var cut [5]int // cut[k] is the start of piece k, after its '-'
	k := 1
	cut[0] = i
	for j := i; j < len(nss); j++ {
		if nss[j] == '-' {
			if k == 4 {
				return j, errCTSRange
			}
			cut[k] = j + 1
			k++
		}
	}
	cut[k] = len(nss) + 1
	piece := func(p int) string { return nss[cut[p] : cut[p+1]-1] }
	// elem[p] says whether piece p is the second element of a
	// subreference range rather than a node.
	var elem [4]bool
	switch k {
	case 2:
		elem[1] = strings.Contains(piece(0), "@") && !strings.Contains(piece(1), "@") && strings.Contains(piece(1), "%5B")
	case 3:
		if strings.Contains(piece(1), "@") {
			elem[2] = true
		} else {
			elem[1] = strings.Contains(piece(0), "@")
		}
	case 4:
		elem[1] = strings.Contains(piece(0), "@")
		elem[3] = elem[1]
	}
	nodes := &c.nodes
	node := -1
	for p := 0; p < k; p++ {
		start := cut[p]
		if elem[p] {
			if node < 0 || nodes[node].nsub != 1 {
				return start - 1, errCTSRange
			}
			s, n, err := scanCTSSubref(nss, start)
			if err != nil {
				return n, err
			}
			nodes[node].sub[1], nodes[node].nsub = s, 2
			continue
		}
		if node == 1 {
			return start - 1, errCTSRange
		}
		node++
		if start == len(nss) || nss[start] == '-' {
			if p == 0 {
				return start, errCTSNodePart
			}
			return start, errCTSEmptyRange
		}
		// The citable node: parts separated by '.'.
		j := start
		for {
			e, err := ctsRun(nss, j)
			if e == j {
				if err == nil || err == errCTSDot || err == errCTSHyphen {
					err = errCTSNodePart
				}
				return e, err
			}
			j = e
			if j == len(nss) || nss[j] == '-' || nss[j] == '@' {
				break
			}
			if nss[j] != '.' {
				return j, err
			}
			j++
		}
		nodes[node].node = nss[start:j]
		if j < len(nss) && nss[j] == '@' {
			if !sub {
				return j, errCTSSubLevel
			}
			s, n, err := scanCTSSubref(nss, j+1)
			if err != nil {
				return n, err
			}
			nodes[node].sub[0], nodes[node].nsub = s, 1
		}
	}
	return 0, nil
}

// scanCTSSubref checks the subreference element that begins at nss[i:]
// and ends at '-' or the end of nss, and returns it, or the offset of
// the first byte that cannot belong and why.
func scanCTSSubref(nss string, i int) (CTSSubref, int, error) {
	j, err := ctsRun(nss, i)
	if j == i {
		if err == nil || err == errCTSDot || err == errCTSHyphen || err == errCTSBracket {
			err = errCTSSubString
		}
		return CTSSubref{}, j, err
	}
	s := CTSSubref{Text: nss[i:j]}
	if j == len(nss) || nss[j] == '-' {
		return s, 0, nil
	}
	if !strings.HasPrefix(nss[j:], "%5B") {
		if nss[j] == '.' {
			err = errCTSSubString
		}
		return CTSSubref{}, j, err
	}
	k := j + 3
	d := k
	for d < len(nss) && ascii.IsDigit(nss[d]) {
		d++
	}
	if d == k || !strings.HasPrefix(nss[d:], "%5D") {
		return CTSSubref{}, d, errCTSIndex
	}
	if strings.Trim(nss[k:d], "0") == "" {
		return CTSSubref{}, k, errCTSIndexZero
	}
	s.Index = nss[k:d]
	if e := d + 3; e < len(nss) && nss[e] != '-' {
		return CTSSubref{}, e, errCTSSubEnd
	}
	return s, 0, nil
}

// canonicalCTS returns nss, a valid CTS NSS, in canonical form: the
// index of the first (or only) element of a subreference without
// leading zeros, and absent where it is 1; the index of the second
// element of a subreference range without leading zeros, and written
// as 1 where the URN gives none, since a bare second element could be
// read as the second node of a range. It returns nss itself when
// nothing changes.
func canonicalCTS(nss string) string {
	if strings.IndexByte(nss, '@') < 0 {
		return nss
	}
	c, _, err := scanCTS(nss)
	if err != nil {
		return nss // not reached: nss is valid
	}
	// index returns the canonical index of subreference element e.
	index := func(s CTSSubref, e int) string {
		i := strings.TrimLeft(s.Index, "0")
		switch {
		case e == 1 && i == "":
			return "1"
		case e == 0 && i == "1":
			return ""
		}
		return i
	}
	same := true
	for _, n := range c.nodes {
		for e, s := range n.sub[:n.nsub] {
			same = same && index(s, e) == s.Index
		}
	}
	if same {
		return nss
	}
	b := make([]byte, 0, len(nss)+6)
	b = append(b, nss[:len(nss)-len(c.passage)]...)
	for k, n := range c.nodes {
		if n.node == "" {
			break
		}
		if k == 1 {
			b = append(b, '-')
		}
		b = append(b, n.node...)
		for e, s := range n.sub[:n.nsub] {
			b = append(b, "@-"[e])
			b = append(b, s.Text...)
			if i := index(s, e); i != "" {
				b = append(b, "%5B"...)
				b = append(b, i...)
				b = append(b, "%5D"...)
			}
		}
	}
	return string(b)
}
