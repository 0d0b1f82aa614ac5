// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"errors"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/urnkit/urn"
)

// expectedParts splits a valid RFC 8141 URN by the delimiters of the
// grammar, independently of either parser: the NID runs to the second
// ':', the NSS to the first '?' or '#'.
func expectedParts(s string) (nid, nss string) {
	rest := s[len("urn:"):]
	nid, rest, _ = strings.Cut(rest, ":")
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	return nid, rest
}

// TestConcurrentParse parses the same inputs, held in shared strings and
// shared byte slices, from many goroutines at once, and checks every
// result. Run it with -race: parsing only reads its input, so it needs
// no copy and no lock. (go-urn, by contrast, writes into the []byte it
// is given while it parses, so sharing one input between goroutines is
// a data race there.)
func TestConcurrentParse(t *testing.T) {
	valid := readLines(t, "real-urns.txt")
	broken := readLines(t, "real-broken.txt")
	shared := byteInputs(valid)
	workers := max(8, 4*runtime.GOMAXPROCS(0))

	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- checkAll(valid, broken, shared, w)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

// checkAll parses every input, starting at a different place for each
// worker w so that the goroutines meet on the same inputs, and returns
// the first wrong result.
func checkAll(valid, broken []string, shared [][]byte, w int) error {
	for k := range valid {
		i := (k + w*97) % len(valid)
		s := valid[i]
		u, err := urn.Parse(s)
		if err != nil {
			return err
		}
		var v urn.URN
		if err := v.UnmarshalText(shared[i]); err != nil {
			return err
		}
		nid, nss := expectedParts(s)
		switch {
		case u.String() != s || u.NID() != nid || u.NSS() != nss:
			return errors.New("wrong parse of " + s + ": " + u.NID() + " " + u.NSS())
		case v != u || v.String() != string(shared[i]):
			return errors.New("UnmarshalText of " + s + " differs from Parse")
		case !u.Equal(urn.MustParse(variant(s))):
			return errors.New(s + " is not equivalent to " + variant(s))
		}
	}
	for _, s := range broken {
		_, err := urn.Parse(s)
		var pe *urn.ParseError
		if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) {
			return errors.New("broken input " + s + " gave no proper *ParseError")
		}
	}
	return nil
}
