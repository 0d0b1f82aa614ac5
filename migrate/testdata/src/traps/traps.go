// Package traps holds uses of go-urn that a naive rewrite turns into code
// that builds and does something else. Each is rewritten with its
// behaviour kept; testdata/behave/traps_test.go runs the same tests on
// this code with go-urn and on its rewrite with urnkit.
package traps

import (
	"encoding/json"
	"strconv"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// ValidEndpoint reads ok in a closure after err is declared again in the
// same scope: the error must get a name of its own.
func ValidEndpoint(id, port string) bool {
	_, ok := gourn.Parse([]byte(id)) // want `parse with urnkit.*ok becomes parseErr == nil`
	valid := func() bool { return ok }
	p, err := strconv.Atoi(port)
	if err != nil || p <= 0 {
		return false
	}
	return valid()
}

// Checked reads ok in a deferred call, after err is declared again.
func Checked(id, port string) (res string) {
	_, ok := gourn.Parse([]byte(id)) // want `parse with urnkit.*ok becomes parseErr == nil`
	defer func() {
		if !ok {
			res = "invalid"
		}
	}()
	if _, err := strconv.Atoi(port); err != nil {
		return "bad port"
	}
	_, err := strconv.Atoi(port)
	if err != nil {
		return "bad port"
	}
	return "ok"
}

// Memo assigns ok again with a map lookup: ok stays a bool.
func Memo(memo map[string]string, k string) string {
	u, ok := gourn.Parse([]byte(k)) // want `parse with urnkit.*ok stays a bool`
	if !ok {
		return ""
	}
	s, ok := memo[u.String()]
	if !ok {
		return "none"
	}
	return s
}

// Retry assigns the bool of Parse to a variable that exists already.
func Retry(first, second string) string {
	u, ok := gourn.Parse([]byte(first)) // want `parse with urnkit.*ok stays a bool`
	if !ok {
		u, ok = gourn.Parse([]byte(second)) // want `parse with urnkit.*ok stays a bool`
	}
	if !ok {
		return ""
	}
	return u.SS // want `read the NSS`
}

// Redeclared declares err later in the block that parses: the error
// takes another name, or the block would not build.
func Redeclared(s string) string {
	u, ok := gourn.Parse([]byte(s)) // want `parse with urnkit.*ok becomes parseErr == nil`
	if !ok {
		return ""
	}
	var err error
	_, err = strconv.Atoi(u.SS) // want `read the NSS`
	if err != nil {
		return "text"
	}
	return "number"
}

// Record has an optional URN: omitempty left out a nil *URN.
type Record struct {
	Name  string     `json:"name"`
	Owner *gourn.URN `json:"owner,omitempty"` // want `a field that JSON decoding fills becomes a urn.RFC2141URN.*MIGRATING.md#json-decoding-widens-the-syntax` `omitzero omits the zero URN`
}

// Encode encodes a Record whose owner is owner, when it is a URN.
func Encode(name, owner string) string {
	r := Record{Name: name}
	if u, ok := gourn.Parse([]byte(owner)); ok { // want `parse with urnkit`
		r.Owner = u // want `the urn.URN of a urn.RFC2141URN field`
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// Describe calls a method value: a urn.URN is immutable, so a method
// value of a copy says what the method of the pointer said.
func Describe(s string) string {
	u, ok := gourn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return ""
	}
	str := u.String
	return str()
}

// Collect sends URNs, and nil for an input that is not one, on a channel.
func Collect(ids []string) []string {
	ch := make(chan *gourn.URN, len(ids)) // want `a urn.URN is a value`
	for _, id := range ids {
		u, ok := gourn.Parse([]byte(id)) // want `parse with urnkit`
		if !ok {
			ch <- nil // want `the zero urn.URN`
			continue
		}
		ch <- u
	}
	close(ch)
	var out []string
	for u := range ch {
		if u == nil { // want `the zero urn.URN`
			out = append(out, "-")
			continue
		}
		out = append(out, u.SS) // want `read the NSS`
	}
	return out
}
