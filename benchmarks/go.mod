module github.com/urnkit/urn/benchmarks

go 1.24

require github.com/urnkit/urn v0.0.0

require github.com/leodido/go-urn v1.4.0

replace github.com/urnkit/urn => ../
