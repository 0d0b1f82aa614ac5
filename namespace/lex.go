// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// lexRules holds the rules of the "lex" namespace (sources of law:
// acts, decisions and other legal documents), registered by RFC 9676.
//
// Syntax. Section 2.1: "NSS = jurisdiction ":" local-name" and
// "jurisdiction = jurisdiction-code *(";" jurisdiction-unit)", as in
// its examples it:stato:legge:2003-09-21;456 and
// ch;glarus:regiere:erlass:2007-10-15;963. Section 8, "Summary of the
// Syntax of the Uniform Names of the LEX Namespace", gives the whole
// grammar, which this rule checks:
//
//	jurisdiction-code = 2*alf-dot
//	jurisdiction-unit = alf-dot
//	local-name    = work ["@" expression] ["$" manifestation]
//	work          = authority ":" measure ":" details *(":" annex)
//	authority     = issuer *("+" issuer)
//	issuer        = (institution *(";" body-function)) / office
//	measure       = measure-type *(";" specification)
//	details       = (dates / period) ";" numbers
//	dates         = date *("," date)
//	period        = alf-dot
//	numbers       = number / number-lex
//	number        = (document-id *("," document-id))
//	document-id   = alf-dot-oth
//	annex         = annex-id *(";" specification)
//	expression    = version [":" language]
//	version       = (amendment-date / specification) *(";" (event-date / event))
//	language      = 2*3alfa *["-" extlang] / 4*8alfa
//	extlang       = 3alfa *2("-" 3alfa)
//	manifestation = editor ":" format [":" component [":" feature]]
//	date          = date-iso ["|" date-loc]
//	date-iso      = year "-" month "-" day      (4, 2 and 2 digits)
//	date-loc      = *(alfadot / other)
//	alf-dot       = alfanum *alfadot
//	alf-dot-hyp   = alfanum *(alfadot / "-")
//	alf-dot-oth   = alfanum *(alfadot / other)
//	alfadot       = alfanum / "."
//	alfanum       = alfa / DIGIT / encoded      (encoded = "%" 2HEXDIG)
//	other         = "-" / "_" / "'" / "=" / "(" / ")"
//
// Section 2.1 adds that "a LEX URN ID always begins with a sequence of
// ASCII characters: "urn:lex:ccTLD"", so the jurisdiction-code holds no
// percent-encoded octet, and section 3.6 that reserved characters
// "cannot exist inside the date-loc", so a date-loc holds no second
// "|". Section 5.8 adds a partition of the document: "URN-reference =
// URN-document ["~" partition-id]", as in
// fr:etat:loi:2004-05-15;106~art15;par3. The syntax of a partition-id
// is left to each jurisdiction; the rule takes one or more of the
// characters section 8 allows ("allowed = alfadot / other / reserved",
// where "reserved = ":" / "@" / "$" / "+" / "|" / ";" / "," / "~""),
// other than "~".
//
// Here institution, body-function, office, measure-type,
// specification, annex-id and event are alf-dot, and the parts of the
// manifestation (editor, format, component, feature) are an alf-dot-hyp
// followed by *(";" specification). In the manifestation, the
// specifications may hold '-' as well (alf-dot-hyp), as the example of
// section 5.7 does with the version of a format:
// it:stato:legge:2000-04-03;56$senato.it:text-xml;dtd-nir-2.2:testo. The characters "*" and "!" are
// not allowed: section 3.2 reserves them "for future expansions", and
// section 8 lists them apart from the allowed ones ("future = "*" /
// "!""), except for the fragment of the jurisdiction br described
// below. Neither is "/" (section 3.2: "the LEX NID syntax does not
// include the use of the character "/" in this version"). A number
// such as lex-3 (section 6.3.3, "number-lex = "lex-" 1*DIGIT") is also
// an alf-dot-oth. A details element that begins with four digits and
// '-' is read as dates, any other as a period (such as
// 14.legislature). The "|" that separates a date-loc cannot appear as
// it is in a URN (RFC 8141, section 2), so it is written "%7C", as in
// 2003-09-21%7C21.9.2003.
//
// The jurisdiction br. Section 9.2 leaves the local-name to each
// jurisdiction: "The process of assigning the local-name is managed by
// each specific country or jurisdiction under the related jurisdiction
// element", and "the Jurisdictional Registrar shares and defines the
// rules to construct partition IDs for each document type" (section
// 5.8: "specific construction rules for IDs or labels will be defined
// and shared within each country or jurisdiction"). For "br", which the
// example registry of section 2.2 gives to "Prodasen, Federal Senate",
// those rules are "LexML Brasil, Parte 2 – LexML URN", version 1.0
// (December 2008), edited at the Federal Senate (Interlegis and
// Prodasen, its section 16.1). Its section 3.1 says that the form of
// the local part "is freely defined by the country" ("de livre
// definição pelo país usuário do espaço de nomes"), and its sections
// 5.1 and 11 end a name with a fragment after "!", the "separador de
// fragmento" of its section 4.2:
//
//	NSS-lex-local       = documentoComplexo / (documentoIndividual ["!" fragmento])
//	documentoIndividual = documentoComplexo ["@" versao] ["~" forma]
//	fragmento           = (id-particao / intervalo-ids) *("," fragmento)
//	intervalo-ids       = "[" id-particao "," id-particao "]"
//	id-particao         = 1*normalID      (a letter, a digit, ".", "_" or "-")
//
// as in its example br:federal:lei:2000-12-06;126!art5_par2. So under a
// jurisdiction whose code is br (with any jurisdiction-units, such as
// br;sao.paulo), the rule accepts "!" and a fragmento at the end of the
// NSS; the rest of the NSS follows RFC 9676 as above. The brackets of
// a range are not URN characters (RFC 8141, section 2), so they are
// written percent-encoded: 126!%5Bart6,art10%5D. Letters of either case
// are accepted, as in the rest of the NSS, and compare as below.
//
// Under br, the date of an event in the expression may carry the time
// of day of the event, "t" and HH.MM: the Federal Senate, the registrar
// of br, writes it so in the URNs of its bills, as in
// br:senado.federal:proposta.emenda.constitucional;pec:2019;16@data.evento;leitura;2019-03-19t14.00,
// and so do the other LexML Brasil tools (2011-11-01t00.00). RFC 9676
// leaves the local-name to the jurisdiction (section 9.2, above), so
// the rule accepts the time there, two digits of hours (00 to 23), '.',
// and two of minutes (00 to 59), and nowhere else: the date-iso of
// section 8 holds no time, and no other jurisdiction writes one.
//
// Equivalence. Section 3.3: "names belonging to LEX namespace are
// case-insensitive. For the Latin alphabet, it is RECOMMENDED that
// names be created in lower case, but names that differ only in case
// or in the spelling of the same word MUST be considered equivalent".
// So letters compare without regard to case, and the canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them). Other spellings of the same word
// are a matter for the jurisdiction and cannot be decided from the
// text of a URN; no equivalence is added for them.
var lexRules = Rules{
	NID:       "lex",
	Source:    "RFC 9676, sections 2.1, 2.2, 3.2, 3.3, 3.6, 5.8, 8 and 9.2; for the jurisdiction br, LexML Brasil Parte 2, sections 3.1, 4.1, 4.2, 5.1 and 11, and the event times of the Federal Senate's LexML URNs",
	Validate:  validateLex,
	Canonical: lowerOutsidePercent,
}

var (
	errLexName           = errors.New("want a letter, digit or percent-encoded octet (RFC 9676, section 8)")
	errLexJurisdict      = errors.New("a jurisdiction-code has at least two characters")
	errLexColon          = errors.New("want ':' and the next element (a lex NSS is jurisdiction:authority:measure:details)")
	errLexDetails        = errors.New(`want ';' and the number after the date or period (details = (dates / period) ";" numbers)`)
	errLexDate           = errors.New("want a date as YYYY-MM-DD")
	errLexDateLoc        = errors.New(`a date-loc holds no reserved character such as "|" (RFC 9676, section 3.6)`)
	errLexJurisdictASCII = errors.New("a jurisdiction-code is ASCII, not percent-encoded (RFC 9676, section 2.1)")
	errLexLanguage       = errors.New("want a language tag (2 or 3 letters and 3-letter extensions, or 4 to 8 letters)")
	errLexReserved       = errors.New(`'*' and '!' are reserved for future expansions (RFC 9676, section 3.2)`)
	errLexCharacter      = errors.New("not allowed in a lex NSS (RFC 9676, section 8)")
	errLexManifested     = errors.New("want ':' and the format after the editor (manifestation = editor \":\" format)")
	errLexPartition      = errors.New("want a partition ID after '~'")
	errLexFragment       = errors.New("want a fragment ID after '!' or ',': letters, digits, '.', '_' or '-' (LexML Brasil, Parte 2, section 11)")
	errLexAfterFrag      = errors.New("the fragment ends the NSS (LexML Brasil, Parte 2, section 5.1)")
	errLexTime           = errors.New("want the time of the event as tHH.MM after its date, HH 00 to 23 and MM 00 to 59 (as LexML Brasil writes it)")
	errLexRange          = errors.New("want a range of two fragment IDs, \"%5B\" id \",\" id \"%5D\" (LexML Brasil, Parte 2, section 11)")
)

// lexScanner walks an NSS by the grammar of RFC 9676, section 8.
type lexScanner struct {
	s string
	i int
}

// alfanum consumes one alfanum (a letter, a digit or "%" and two hex
// digits) and reports whether there was one.
func (p *lexScanner) alfanum() bool {
	if p.i >= len(p.s) {
		return false
	}
	c := p.s[p.i]
	switch {
	case alnum[c]:
		p.i++
		return true
	case c == '%' && p.i+2 < len(p.s) && ascii.IsHex(p.s[p.i+1]) && ascii.IsHex(p.s[p.i+2]):
		p.i += 3
		return true
	}
	return false
}

// name consumes alfanum *(alfanum / "." / one of extra), the alf-dot
// family of section 8, and returns the number of alfanums it read, or
// an error if there is no alfanum first.
func (p *lexScanner) name(extra string) (int, error) {
	if !p.alfanum() {
		return 0, p.fail()
	}
	n := 1
	for {
		// Most of a name is a run of letters and digits, alfanum's
		// first case: read it in a local loop.
		s, i := p.s, p.i
		for i < len(s) && alnum[s[i]] {
			i++
		}
		n += i - p.i
		p.i = i
		if i == len(s) {
			return n, nil
		}
		switch {
		case p.alfanum():
			n++
		case s[i] == '.':
			p.i++
		case extra != "" && p.punct(extra):
		default:
			return n, nil
		}
	}
}

// fail returns the error for an unexpected byte at p.i, or for the end
// of the NSS.
func (p *lexScanner) fail() error {
	if p.i >= len(p.s) {
		return errLexName
	}
	switch p.s[p.i] {
	case '*', '!':
		return errLexReserved
	case '%':
		return errRFC2141
	}
	if rfc2141[p.s[p.i]] != 0 || p.s[p.i] == '~' || p.s[p.i] == '&' {
		return errLexName
	}
	return errLexCharacter
}

// punct consumes the next byte if it is one of set.
func (p *lexScanner) punct(set string) bool {
	if p.i < len(p.s) && strings.IndexByte(set, p.s[p.i]) >= 0 {
		p.i++
		return true
	}
	return false
}

// advance consumes n bytes.
func (p *lexScanner) advance(n int) bool {
	p.i += n
	return true
}

// next consumes c if it is the next byte.
func (p *lexScanner) next(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// specs consumes *(";" alf-dot).
func (p *lexScanner) specs() error {
	for p.next(';') {
		if _, err := p.name(""); err != nil {
			return err
		}
	}
	return nil
}

// lexOther holds the characters of "other" in section 8 (besides
// alfadot).
const lexOther = "-_'=()"

// atDate reports whether a date-iso begins at p.i (four digits and
// '-').
func (p *lexScanner) atDate() bool {
	s := p.s[p.i:]
	return len(s) >= 5 && allDigits(s[:4]) && s[4] == '-'
}

// date consumes date-iso ["|" date-loc].
func (p *lexScanner) date() error {
	const form = "dddd-dd-dd"
	s, i := p.s, p.i
	for k := 0; k < len(form); k, i = k+1, i+1 {
		if i >= len(s) || form[k] == 'd' && !ascii.IsDigit(s[i]) || form[k] == '-' && s[i] != '-' {
			p.i = i
			return errLexDate
		}
	}
	p.i = i
	if p.next('|') || p.i+3 <= len(p.s) && p.s[p.i:p.i+3] == "%7C" && p.advance(3) {
		for !hasPrefixFold(p.s[p.i:], "%7c") && (p.alfanum() || p.punct(".") || p.punct(lexOther)) {
		}
		if hasPrefixFold(p.s[p.i:], "%7c") {
			return errLexDateLoc
		}
	}
	return nil
}

// validateLex checks a lex NSS. Most NSSs take the one pass of
// lexAccepts; the others, the invalid ones among them, are read by
// scanLex, which says where and why an NSS is wrong.
func validateLex(nss string) (int, error) {
	if lexAccepts(nss) {
		return 0, nil
	}
	return scanLex(nss)
}

// The classes of lexClass: the bytes a name of section 8 is made of,
// less its percent-encoded octets.
const (
	lxAlnum    = 1 << iota // alfa / DIGIT
	lxDot                  // "."
	lxHyphen               // "-", of other and of alf-dot-hyp
	lxUnder                // "_", of other and of a LexML Brasil normalID
	lxOther                // the rest of other: "'" / "=" / "(" / ")"
	lxReserved             // the reserved characters a partition-id holds: ":" / "@" / "$" / "+" / ";" / ","
	lxDigit                // DIGIT, in lexDate

	lxAlfDot    = lxAlnum | lxDot                 // alf-dot
	lxAlfDotHyp = lxAlfDot | lxHyphen             // alf-dot-hyp
	lxAlfDotOth = lxAlfDotHyp | lxUnder | lxOther // alf-dot-oth
	lxParticao  = lxAlfDotHyp | lxUnder           // id-particao (LexML Brasil, Parte 2, section 4.1)
	lxPartition = lxAlfDotOth | lxReserved        // partition-id (section 5.8), less "~"
)

// lexClass maps a byte to its classes above.
var lexClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if alnum[c] {
			t[c] = lxAlnum
		}
		if ascii.IsDigit(byte(c)) {
			t[c] |= lxDigit
		}
	}
	t['.'] = lxDot
	t['-'] = lxHyphen
	t['_'] = lxUnder
	for _, c := range []byte("'=()") {
		t[c] = lxOther
	}
	for _, c := range []byte(":@$+;,") {
		t[c] = lxReserved
	}
	return t
}()

// lexName returns the end of the name that begins at s[i]: a letter or
// digit and then any bytes of the classes of mask. It returns -1 if no
// letter or digit is at s[i]. It reads no percent-encoded octet.
func lexName(s string, i int, mask uint8) int {
	if i >= len(s) || lexClass[s[i]]&lxAlnum == 0 {
		return -1
	}
	for i++; i < len(s) && lexClass[s[i]]&mask != 0; i++ {
	}
	return i
}

// lexSpecs returns the end of the *(";" name) that begins at s[i], each
// name as lexName reads it with mask, or -1 if a ';' is not followed by
// a name.
func lexSpecs(s string, i int, mask uint8) int {
	for i >= 0 && i < len(s) && s[i] == ';' {
		i = lexName(s, i+1, mask)
	}
	return i
}

// lexAtDate reports whether a date-iso begins at s[i]: four digits and
// '-', as scanLex decides between dates and a name.
func lexAtDate(s string, i int) bool {
	return len(s)-i >= 5 && s[i+4] == '-' &&
		lexClass[s[i]]&lexClass[s[i+1]]&lexClass[s[i+2]]&lexClass[s[i+3]]&lxDigit != 0
}

// lexDate returns the end of the date-iso, four, two and two digits
// separated by '-', that begins at s[i], where lexAtDate has found its
// first five bytes, or -1 if the rest is not there.
func lexDate(s string, i int) int {
	if len(s)-i < 10 || s[i+7] != '-' ||
		lexClass[s[i+5]]&lexClass[s[i+6]]&lexClass[s[i+8]]&lexClass[s[i+9]]&lxDigit == 0 {
		return -1
	}
	return i + 10
}

// lexAccepts reports whether nss is a lex NSS, in one pass over it, for
// the NSSs of the common forms: it refuses those with a percent-encoded
// octet, a date-loc, a range of fragments, or a jurisdiction-code whose
// second byte is '.', which scanLex reads instead. It follows the
// grammar that scanLex checks, and accepts only what scanLex accepts.
func lexAccepts(s string) bool {
	// jurisdiction = jurisdiction-code *(";" jurisdiction-unit)
	i := lexName(s, 0, lxAlfDot)
	if i < 2 || lexClass[s[1]]&lxAlnum == 0 {
		return false
	}
	brazil := i == 2 && s[0]|0x20 == 'b' && s[1]|0x20 == 'r'
	i = lexSpecs(s, i, lxAlfDot)
	if i < 0 || i >= len(s) || s[i] != ':' {
		return false
	}
	// authority = issuer *("+" issuer)
	for {
		i = lexSpecs(s, lexName(s, i+1, lxAlfDot), lxAlfDot)
		if i < 0 || i >= len(s) || s[i] != '+' {
			break
		}
	}
	// ":" measure
	if i < 0 || i >= len(s) || s[i] != ':' {
		return false
	}
	i = lexSpecs(s, lexName(s, i+1, lxAlfDot), lxAlfDot)
	// ":" details, details = (dates / period) ";" numbers
	if i < 0 || i >= len(s) || s[i] != ':' {
		return false
	}
	if i++; lexAtDate(s, i) {
		for {
			if i = lexDate(s, i); i < 0 || i >= len(s) || s[i] != ',' {
				break
			}
			if i++; !lexAtDate(s, i) {
				return false
			}
		}
	} else {
		i = lexName(s, i, lxAlfDot)
	}
	if i < 0 || i >= len(s) || s[i] != ';' {
		return false
	}
	for {
		if i = lexName(s, i+1, lxAlfDotOth); i < 0 || i >= len(s) || s[i] != ',' {
			break
		}
	}
	// *(":" annex)
	for i >= 0 && i < len(s) && s[i] == ':' {
		i = lexSpecs(s, lexName(s, i+1, lxAlfDot), lxAlfDot)
	}
	if i < 0 {
		return false
	}
	// ["@" expression], expression = version [":" language]
	if i < len(s) && s[i] == '@' {
		for {
			if i++; lexAtDate(s, i) {
				i = lexDate(s, i)
				if brazil && i >= 0 && i < len(s) && s[i]|0x20 == 't' {
					i = lexEventTime(s, i)
				}
			} else {
				i = lexName(s, i, lxAlfDot)
			}
			if i < 0 || i >= len(s) || s[i] != ';' {
				break
			}
		}
		if i >= 0 && i < len(s) && s[i] == ':' {
			i = lexLanguage(s, i+1)
		}
		if i < 0 {
			return false
		}
	}
	// ["$" manifestation]: editor ":" format [":" component [":" feature]]
	if i < len(s) && s[i] == '$' {
		for part := 0; ; part++ {
			i = lexSpecs(s, lexName(s, i+1, lxAlfDotHyp), lxAlfDotHyp)
			if i < 0 {
				return false
			}
			if part == 3 || i >= len(s) || s[i] != ':' {
				if part == 0 {
					return false
				}
				break
			}
		}
	}
	// ["~" partition-id]
	if i < len(s) && s[i] == '~' {
		if i++; i == len(s) {
			return false
		}
		for i < len(s) && lexClass[s[i]]&lxPartition != 0 {
			i++
		}
	}
	// Under br, ["!" fragmento], fragmento = id-particao *("," id-particao)
	if brazil && i < len(s) && s[i] == '!' {
		for {
			k := i + 1
			for i = k; i < len(s) && lexClass[s[i]]&lxParticao != 0; i++ {
			}
			if i == k {
				return false
			}
			if i == len(s) || s[i] != ',' {
				break
			}
		}
	}
	return i == len(s)
}

// lexEventTime returns the end of the time of an event, "t" HH "." MM,
// that begins at s[i], or -1 if there is none; see eventTime.
func lexEventTime(s string, i int) int {
	if len(s)-i < 6 {
		return -1
	}
	t := s[i+1 : i+6]
	h, m := (t[0]-'0')*10+t[1]-'0', (t[3]-'0')*10+t[4]-'0'
	if !ascii.IsDigit(t[0]) || !ascii.IsDigit(t[1]) || h > 23 || t[2] != '.' ||
		!ascii.IsDigit(t[3]) || !ascii.IsDigit(t[4]) || m > 59 {
		return -1
	}
	return i + 6
}

// lexLanguage returns the end of the language that begins at s[i], or
// -1 if there is none; see language.
func lexLanguage(s string, i int) int {
	k := i
	for k < len(s) && ascii.IsLetter(s[k]) {
		k++
	}
	switch n := k - i; {
	case n >= 4 && n <= 8:
		return k
	case n == 2 || n == 3:
		for k < len(s) && s[k] == '-' {
			if len(s)-k < 4 || !ascii.IsLetter(s[k+1]) || !ascii.IsLetter(s[k+2]) || !ascii.IsLetter(s[k+3]) ||
				len(s)-k > 4 && ascii.IsLetter(s[k+4]) {
				return -1
			}
			k += 4
		}
		return k
	}
	return -1
}

// scanLex checks nss by the grammar of section 8, byte by byte, and
// returns the offset of the first byte that cannot belong and why.
func scanLex(nss string) (int, error) {
	p := &lexScanner{s: nss}
	fail := func(err error) (int, error) { return min(p.i, len(nss)), err }
	// jurisdiction = jurisdiction-code *(";" jurisdiction-unit)
	if n, err := p.name(""); err != nil {
		return fail(err)
	} else if n < 2 {
		return fail(errLexJurisdict)
	}
	if i := strings.IndexByte(nss[:p.i], '%'); i >= 0 {
		p.i = i
		return fail(errLexJurisdictASCII)
	}
	brazil := strings.EqualFold(nss[:p.i], "br")
	if err := p.specs(); err != nil {
		return fail(err)
	}
	if !p.next(':') {
		return fail(p.expect(errLexColon))
	}
	// authority = issuer *("+" issuer)
	for {
		if _, err := p.name(""); err != nil {
			return fail(err)
		}
		if err := p.specs(); err != nil {
			return fail(err)
		}
		if !p.next('+') {
			break
		}
	}
	// measure
	if !p.next(':') {
		return fail(p.expect(errLexColon))
	}
	if _, err := p.name(""); err != nil {
		return fail(err)
	}
	if err := p.specs(); err != nil {
		return fail(err)
	}
	// details = (dates / period) ";" numbers
	if !p.next(':') {
		return fail(p.expect(errLexColon))
	}
	if p.atDate() {
		for {
			if err := p.date(); err != nil {
				return fail(err)
			}
			if !p.next(',') {
				break
			}
		}
	} else if _, err := p.name(""); err != nil {
		return fail(err)
	}
	if !p.next(';') {
		return fail(p.expect(errLexDetails))
	}
	for {
		if _, err := p.name(lexOther); err != nil {
			return fail(err)
		}
		if !p.next(',') {
			break
		}
	}
	// *(":" annex)
	for p.next(':') {
		if _, err := p.name(""); err != nil {
			return fail(err)
		}
		if err := p.specs(); err != nil {
			return fail(err)
		}
	}
	// ["@" expression]
	if p.next('@') {
		for first := true; first || p.next(';'); first = false {
			if p.atDate() {
				if err := p.date(); err != nil {
					return fail(err)
				}
				if brazil && p.i < len(nss) && ascii.Lower(nss[p.i]) == 't' {
					if err := p.eventTime(); err != nil {
						return fail(err)
					}
				}
			} else if _, err := p.name(""); err != nil {
				return fail(err)
			}
		}
		if p.next(':') {
			if err := p.language(); err != nil {
				return fail(err)
			}
		}
	}
	// ["$" manifestation]: editor ":" format [":" component [":" feature]]
	if p.next('$') {
		for part := 0; ; part++ {
			for first := true; first || p.next(';'); first = false {
				if _, err := p.name("-"); err != nil {
					return fail(err)
				}
			}
			if part == 3 || !p.next(':') {
				if part == 0 {
					return fail(p.expect(errLexManifested))
				}
				break
			}
		}
	}
	// URN-reference = URN-document ["~" partition-id] (section 5.8)
	if p.next('~') {
		if p.i == len(nss) {
			return fail(errLexPartition)
		}
		for p.alfanum() || p.punct(".:@$+;,"+lexOther) {
		}
	}
	// Under the jurisdiction br, documentoIndividual ["!" fragmento]
	// (LexML Brasil, Parte 2, sections 5.1 and 11).
	if brazil && p.next('!') {
		if err := p.fragment(); err != nil {
			return fail(err)
		}
		if p.i < len(nss) {
			return fail(p.expect(errLexAfterFrag))
		}
	}
	if p.i < len(nss) {
		return fail(p.expect(errLexCharacter))
	}
	return 0, nil
}

// eventTime consumes the time of day of an event under the
// jurisdiction br, "t" HH "." MM, as the LexML Brasil tools write it.
func (p *lexScanner) eventTime() error {
	p.i++ // the 't'
	for k, max := range [...]byte{'2', '9', '.', '5', '9'} {
		if p.i >= len(p.s) {
			return errLexTime
		}
		c := p.s[p.i]
		switch {
		case max == '.' && c != '.',
			max != '.' && (c < '0' || c > max),
			k == 1 && p.s[p.i-1] == '2' && c > '3':
			return errLexTime
		}
		p.i++
	}
	return nil
}

// expect returns err at the end of the NSS, or the reason the byte at
// p.i cannot belong.
func (p *lexScanner) expect(err error) error {
	if p.i < len(p.s) && (p.s[p.i] == '*' || p.s[p.i] == '!') {
		return errLexReserved
	}
	return err
}

// language consumes the language of an expression.
func (p *lexScanner) language() error {
	start := p.i
	letters := func() int {
		k := p.i
		for p.i < len(p.s) && ascii.IsLetter(p.s[p.i]) {
			p.i++
		}
		return p.i - k
	}
	switch n := letters(); {
	case n >= 4 && n <= 8:
		return nil
	case n == 2 || n == 3:
		for p.next('-') {
			if letters() != 3 {
				return errLexLanguage
			}
		}
		return nil
	}
	p.i = start
	return errLexLanguage
}

// fragment consumes the fragmento of LexML Brasil, Parte 2, section 11:
//
//	fragmento     = (id-particao / intervalo-ids) *("," fragmento)
//	intervalo-ids = "[" id-particao "," id-particao "]"
//	id-particao   = 1*normalID
//
// where a normalID is a letter, a digit, ".", "_" or "-" (section 4.1).
// The brackets of a range are not URN characters, so they are written
// percent-encoded, "%5B" and "%5D".
func (p *lexScanner) fragment() error {
	for {
		if p.bracket('B') {
			if !p.particao() || !p.next(',') || !p.particao() || !p.bracket('D') {
				return p.expect(errLexRange)
			}
		} else if !p.particao() {
			return p.expect(errLexFragment)
		}
		if !p.next(',') {
			return nil
		}
	}
}

// particao consumes an id-particao and reports whether there was one.
func (p *lexScanner) particao() bool {
	s, start := p.s, p.i
	i := start
	for i < len(s) && (isLDH(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	p.i = i
	return i > start
}

// bracket consumes "%5" and the hex digit d in either case ('B' for
// "[", 'D' for "]") and reports whether they were there.
func (p *lexScanner) bracket(d byte) bool {
	if p.i+3 <= len(p.s) && p.s[p.i] == '%' && p.s[p.i+1] == '5' && p.s[p.i+2]|0x20 == d|0x20 {
		p.i += 3
		return true
	}
	return false
}
