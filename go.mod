module github.com/urnkit/urn

go 1.24
