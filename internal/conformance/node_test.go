// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestNodeChecker runs conformance/check.mjs, the checker for those
// who have node and not Go, on answers that pass, fail and differ on
// open readings, and requires it to judge every case as Check does.
func TestNodeChecker(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: conformance/check.mjs is not checked")
	}
	s := load(t)
	good := URNKit(s)
	mixed := &Answers{Implementation: "mixed", Answers: map[string]map[string]any{}}
	i := 0
	for id, ans := range good.Answers {
		a := map[string]any{}
		for k, v := range ans {
			a[k] = v
		}
		switch i % 4 {
		case 1: // wrong in some way
			switch {
			case a["valid"] == true:
				a["nss"] = "wrong"
			case a["valid"] == false:
				a["offset"] = -1.0
			case a["equivalent"] != nil:
				a["equivalent"] = !a["equivalent"].(bool)
			case a["canonical"] != nil:
				a["canonical"] = "urn:x:y"
			case a["class"] != nil:
				a["class"] = "none"
			}
		case 2:
			a = map[string]any{"na": "left out"}
		}
		i++
		mixed.Answers[id] = a
	}
	for j, c := range s.Parse {
		if len(c.Other) > 0 && j%2 == 0 {
			mixed.Answers[c.ID] = c.Other[0]
		}
	}
	tmp := t.TempDir()
	var files []string
	for _, a := range []*Answers{good, mixed} {
		data, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(tmp, a.Implementation+".json")
		if err := os.WriteFile(f, data, 0o666); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	statuses := filepath.Join(tmp, "statuses.json")
	args := append([]string{filepath.Join(dir, "check.mjs"), "--examples", "0", "--statuses", statuses}, files...)
	out, err := exec.Command(node, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("node check.mjs: %v\n%s", err, out)
	}
	data, err := os.ReadFile(statuses)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]map[string]string
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	names := map[Status]string{Pass: "pass", Fail: "fail", NA: "na", Open: "open"}
	for _, a := range []*Answers{good, mixed} {
		seen := map[string]int{}
		for _, r := range Check(s, a) {
			seen[names[r.Status]]++
			if g := got[a.Implementation][r.ID]; g != names[r.Status] {
				t.Errorf("%s %s %s: check.mjs says %q, Check %q", a.Implementation, r.ID, r.Input, g, names[r.Status])
			}
		}
		t.Logf("%s: %v", a.Implementation, seen)
		if a == mixed && (seen["pass"] == 0 || seen["fail"] == 0 || seen["na"] == 0 || seen["open"] == 0) {
			t.Errorf("the mixed answers do not reach every outcome: %v", seen)
		}
	}
}

// TestReferencesAgree runs conformance/js/agree.mjs: the second
// reference parser, written in JavaScript from the ABNF alone, must give
// the expected answer of every case that is not open.
func TestReferencesAgree(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the JavaScript reference is not checked")
	}
	out, err := exec.Command(node, filepath.Join(dir, "js", "agree.mjs")).CombinedOutput()
	if err != nil {
		t.Fatalf("node agree.mjs: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
