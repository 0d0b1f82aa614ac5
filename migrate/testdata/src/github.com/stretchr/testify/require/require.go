// Package require is a stand-in for github.com/stretchr/testify/require
// in the analyzer's tests: the functions the analyzer rewrites.
package require

// TestingT is the interface of *testing.T that require uses.
type TestingT interface {
	Errorf(format string, args ...any)
	FailNow()
}

// Nil asserts that object is nil.
func Nil(t TestingT, object any, msgAndArgs ...any) {}

// NotNil asserts that object is not nil.
func NotNil(t TestingT, object any, msgAndArgs ...any) {}

// True asserts that value is true.
func True(t TestingT, value bool, msgAndArgs ...any) {}

// False asserts that value is false.
func False(t TestingT, value bool, msgAndArgs ...any) {}
