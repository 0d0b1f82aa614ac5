// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestNGSILD(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/ngsild.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		n, err := NGSILD(u)
		switch c.Fields[0] {
		case "ok":
			want := NGSILDName{Type: c.Fields[2], ID: c.Fields[3]}
			if err != nil || n != want {
				t.Errorf("%s: NGSILD(%s) = %+v, %v; want %+v", c.Pos, u, n, err, want)
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			off, _ := strconv.Atoi(c.Fields[2])
			var ne *Error
			if !errors.As(err, &ne) || ne.Offset != off {
				t.Errorf("%s: NGSILD(%s) = %+v, %v; want offset %d", c.Pos, u, n, err, off)
			}
			if wantOther := !strings.EqualFold(u.NID(), "ngsi-ld"); errors.Is(err, ErrOtherNamespace) != wantOther {
				t.Errorf("%s: NGSILD(%s): %v", c.Pos, u, err)
			}
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}
