module github.com/urnkit/urn/migrate

go 1.26.0

require (
	golang.org/x/mod v0.42.0
	golang.org/x/tools v0.52.0
)

require (
	github.com/urnkit/urn v0.0.0-20261129045358-b04d8edc5151
	golang.org/x/sync v0.24.0 // indirect
)
