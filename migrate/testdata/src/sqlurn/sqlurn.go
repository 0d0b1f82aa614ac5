// Package sqlurn stores a URN in an SQL column.
package sqlurn

import (
	"database/sql/driver"
	"fmt"

	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// ID is a URN column; NULL is no URN.
type ID struct {
	u *urn.URN // want `a urn.URN is a value`
}

// Scan implements sql.Scanner.
func (id *ID) Scan(src any) error {
	var b []byte
	switch v := src.(type) {
	case string:
		b = []byte(v)
	case []byte:
		b = v
	case nil:
		id.u = nil // want `the zero urn.URN`
		return nil
	default:
		return fmt.Errorf("sqlurn: cannot scan %T", src)
	}
	u, ok := urn.Parse(b) // want `parse with urnkit in RFC 2141`
	if !ok {
		return fmt.Errorf("sqlurn: not a URN: %q", b)
	}
	id.u = u
	return nil
}

// Value implements driver.Valuer.
func (id ID) Value() (driver.Value, error) {
	if id.u == nil { // want `the zero urn.URN`
		return nil, nil
	}
	return id.u.String(), nil
}

// Same reports whether id and other hold equivalent URNs.
func (id ID) Same(other ID) bool {
	return id.u != nil && id.u.Equal(other.u) // want `the zero urn.URN`
}
