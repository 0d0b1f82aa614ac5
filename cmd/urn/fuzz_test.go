// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/sniff"
	"github.com/urnkit/urn/namespace"
)

// FuzzCommands checks that check, normalize and explain agree with the
// library on any one-line input: the same verdict, the column of the
// library's offset, the canonical form of Normalize, and a caret under
// the text of exactly the bytes before the offset. With -ns, check,
// normalize and find agree with the namespace rules the same way.
func FuzzCommands(f *testing.F) {
	for _, file := range []string{"../../testdata/real-urns.txt", "../../testdata/real-broken.txt"} {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i := 0; i < len(lines); i += 50 { // a sample: run is slow to start
			f.Add(lines[i])
		}
	}
	f.Add("urn:ex:\tж\xff\x00 b")
	f.Add("urn:ex:\u0085\u009b[2J\u2028\u202e\u2066")
	f.Add("URN:ISBN:0-451-45052-4 urn:isbn:0-451-45052-3")
	f.Add("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6?=q")
	f.Fuzz(func(t *testing.T, s string) {
		if s == "" || strings.ContainsAny(s, "\r\n") {
			return
		}
		u, err := urn.Parse(s)
		var pe *urn.ParseError
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("Parse(%q): %T is not a *ParseError", s, err)
		}

		status, out, _ := runString([]string{"check"}, s+"\n")
		if err == nil {
			if status != 0 || out != "" {
				t.Errorf("check %q: status %d, %q; want 0 and nothing", s, status, out)
			}
		} else {
			prefix := "<stdin>:1:" + strconv.Itoa(pe.Offset+1) + ": "
			if status != 1 || !strings.HasPrefix(out, prefix) || strings.Count(out, "\n") != 1 {
				t.Errorf("check %q: status %d, %q; want 1 and a line beginning %q", s, status, out, prefix)
			}
		}

		// The JSON report is one line that holds no character that
		// quoteName would quote, and that decodes to the input.
		if err != nil {
			_, out, _ = runString([]string{"check", "-json"}, s+"\n")
			var p struct{ Input string }
			if strings.Count(out, "\n") != 1 || needsQuote(strings.TrimSuffix(out, "\n")) ||
				json.Unmarshal([]byte(out), &p) != nil || utf8.ValidString(s) && p.Input != s {
				t.Errorf("check -json %q: %q is not one line of JSON without raw controls that holds the input", s, out)
			}
		}

		// With -ns, check and normalize agree with the namespace rules.
		if err == nil {
			nsErr := namespaces().Validate(u)
			status, out, _ = runString([]string{"check", "-ns"}, s+"\n")
			var ne *namespace.Error
			switch {
			case nsErr == nil:
				want := ""
				if note := namespaces().Note(u); note != nil {
					rules, _ := namespaces().Lookup(note.NID)
					want = "<stdin>:1:" + strconv.Itoa(note.Offset+1) + ": note of namespace " + note.NID + ": " + note.Text +
						" (rules: " + rules.Source + ")\n"
				}
				if status != 0 || out != want {
					t.Errorf("check -ns %q: status %d, %q; want 0 and %q", s, status, out, want)
				}
			case !errors.As(nsErr, &ne):
				t.Errorf("namespaces().Validate(%q): %T is not a *namespace.Error", s, nsErr)
			default:
				rules, _ := namespaces().Lookup(ne.NID)
				want := "<stdin>:1:" + strconv.Itoa(ne.Offset+1) + ": NSS not valid in namespace " + ne.NID + ": " + ne.Reason() +
					" (rules: " + rules.Source + ")\n"
				if status != 1 || out != want {
					t.Errorf("check -ns %q: status %d, %q; want 1 and %q", s, status, out, want)
				}
			}
			status, out, _ = runString([]string{"normalize", "-ns"}, s)
			want := namespaces().Normalize(u).String() + "\n"
			if nsErr != nil {
				want = ""
			}
			if (status == 0) != (nsErr == nil) || out != want {
				t.Errorf("normalize -ns %q: status %d, %q; want %q", s, status, out, want)
			}
		}

		status, out, _ = runString([]string{"normalize"}, s)
		if err == nil && (status != 0 || out != u.Normalize().String()+"\n") {
			t.Errorf("normalize %q: status %d, %q; want 0 and %q", s, status, out, u.Normalize().String())
		}
		if err != nil && (status != 1 || out != "") {
			t.Errorf("normalize %q: status %d, %q; want 1 and nothing", s, status, out)
		}

		// eq agrees with urn.Equivalent, on s and on its canonical form.
		other := s
		if err == nil {
			other = u.Normalize().String()
		}
		status, _, _ = runString([]string{"eq", "--", s, other}, "")
		if eq, eqErr := urn.Equivalent(s, other); eqErr != nil && status != 2 || eqErr == nil && eq != (status == 0) {
			t.Errorf("eq %q %q: status %d; Equivalent gives %v, %v", s, other, status, eq, eqErr)
		}

		// find prints, one a line, the URNs that FindAll finds in s,
		// unless s holds a NUL byte: then it is binary and skipped.
		// A text that begins with the byte-order mark of UTF-16 is
		// transcoded. With -ns, only those valid under their
		// namespace rules.
		status, out, _ = runString([]string{"find"}, s)
		var want, wantNS strings.Builder
		text := s
		if ok, bigEndian := sniff.UTF16BOM([]byte(s)); ok {
			text = decodeUTF16([]byte(s[2:]), bigEndian)
		} else if strings.IndexByte(s, 0) >= 0 {
			text = ""
		}
		for _, m := range urn.FindAll(text) {
			line := 1 + strings.Count(text[:m.Start], "\n")
			col := m.Start - strings.LastIndexByte(text[:m.Start], '\n')
			found := "<stdin>:" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": " + m.URN.String() + "\n"
			want.WriteString(found)
			if namespaces().Validate(m.URN) == nil {
				wantNS.WriteString(found)
			}
		}
		if out != want.String() || (status == 0) != (want.Len() > 0) {
			t.Errorf("find in %q: status %d, %q; want %q", s, status, out, want.String())
		}
		status, out, _ = runString([]string{"find", "-ns"}, s)
		if out != wantNS.String() || (status == 0) != (wantNS.Len() > 0) {
			t.Errorf("find -ns in %q: status %d, %q; want %q", s, status, out, wantNS.String())
		}

		status, out, _ = runString([]string{"explain", "--", s}, "")
		if (err == nil) != (status == 0) {
			t.Errorf("explain %q: status %d for error %v", s, status, err)
		}
		if err == nil {
			return
		}
		text, caret, _ := strings.Cut(out, "\n")
		caret, _, _ = strings.Cut(caret, "\n")
		col := strings.IndexByte(caret, '^')
		if col < 0 || strings.TrimLeft(caret, " ") != "^" {
			t.Fatalf("explain %q: no caret in %q", s, out)
		}
		if !strings.HasPrefix(text, "...") {
			before, _ := caretLines(s[:pe.Offset], pe.Offset)
			if got := string([]rune(text)[:col]); got != before {
				t.Errorf("explain %q: the caret follows %q, want %q", s, got, before)
			}
		}
	})
}

// decodeUTF16 decodes b, UTF-16 text with no byte-order mark, at once
// with utf16.Decode: the reference the transcoding of find is checked
// against. An odd last byte is U+FFFD.
func decodeUTF16(b []byte, bigEndian bool) string {
	var order binary.ByteOrder = binary.LittleEndian
	if bigEndian {
		order = binary.BigEndian
	}
	units := make([]uint16, len(b)/2)
	binary.Read(bytes.NewReader(b[:2*len(units)]), order, units)
	if len(b)%2 == 1 {
		return string(utf16.Decode(units)) + string(utf8.RuneError)
	}
	return string(utf16.Decode(units))
}
