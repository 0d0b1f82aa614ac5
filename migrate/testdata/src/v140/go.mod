module example.com/v140

go 1.18

require github.com/leodido/go-urn v1.3.0

replace github.com/leodido/go-urn v1.3.0 => github.com/leodido/go-urn v1.4.0
