// A program that reports what go-urn does with its input, for
// TestGoURNv140 in ../../migrating_test.go, which checks what
// ../../../MIGRATING.md says of go-urn v1.4.0 and v1.5.0. It is a module
// of its own, as the benchmarks module requires v1.5.0 only: go.mod
// requires v1.4.0, and go.v1.5.0.mod v1.5.0 (go run -modfile).
module github.com/urnkit/urn/benchmarks/testdata/gourn

go 1.24.0

require github.com/leodido/go-urn v1.5.0
