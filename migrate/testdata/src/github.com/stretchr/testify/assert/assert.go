// Package assert is a stand-in for github.com/stretchr/testify/assert in
// the analyzer's tests: the functions the analyzer rewrites.
package assert

// TestingT is the interface of *testing.T that assert uses.
type TestingT interface {
	Errorf(format string, args ...any)
}

// Nil asserts that object is nil.
func Nil(t TestingT, object any, msgAndArgs ...any) bool { return true }

// NotNil asserts that object is not nil.
func NotNil(t TestingT, object any, msgAndArgs ...any) bool { return true }

// True asserts that value is true.
func True(t TestingT, value bool, msgAndArgs ...any) bool { return true }

// False asserts that value is false.
func False(t TestingT, value bool, msgAndArgs ...any) bool { return true }

// Assertions holds a TestingT.
type Assertions struct{ t TestingT }

// New returns the Assertions of t.
func New(t TestingT) *Assertions { return &Assertions{t} }

// Nil asserts that object is nil.
func (a *Assertions) Nil(object any, msgAndArgs ...any) bool { return true }

// NotNil asserts that object is not nil.
func (a *Assertions) NotNil(object any, msgAndArgs ...any) bool { return true }

// True asserts that value is true.
func (a *Assertions) True(value bool, msgAndArgs ...any) bool { return true }

// False asserts that value is false.
func (a *Assertions) False(value bool, msgAndArgs ...any) bool { return true }
