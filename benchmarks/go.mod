module github.com/urnkit/urn/benchmarks

go 1.25.0

require github.com/urnkit/urn v0.0.0

require (
	github.com/go-playground/validator/v10 v10.30.4
	github.com/leodido/go-urn v1.5.0
)

require (
	github.com/gabriel-vasile/mimetype v1.4.15 // indirect
	github.com/go-playground/locales v0.14.1 // indirect
	github.com/go-playground/universal-translator v0.18.1 // indirect
	golang.org/x/crypto v0.55.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)

replace github.com/urnkit/urn => ../
