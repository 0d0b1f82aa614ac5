module example.com/v121

go 1.19

require github.com/leodido/go-urn v1.2.1
