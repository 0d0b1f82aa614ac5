// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn_test

import (
	"database/sql"
	"database/sql/driver"
	"fmt"
	"io"
	"slices"
	"sync"

	"github.com/urnkit/urn"
)

// A URN column: urn.URN is a driver.Valuer, stored as its text or as
// NULL for the zero URN, and *urn.URN is an sql.Scanner.
func Example_databaseSQL() {
	db, err := sql.Open("memtable", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer db.Close()
	for _, id := range []urn.URN{urn.MustParse("urn:isbn:0451450523"), {}} {
		if _, err := db.Exec("INSERT INTO docs (id) VALUES (?)", id); err != nil {
			fmt.Println(err)
			return
		}
	}
	rows, err := db.Query("SELECT id FROM docs")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer rows.Close()
	for rows.Next() {
		var id urn.URN // NULL scans as the zero URN
		if err := rows.Scan(&id); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%q %v\n", id, id.IsValid())
	}
	// Output:
	// "urn:isbn:0451450523" true
	// "" false
}

// memTable is a database/sql driver that holds one column in memory:
// every Exec appends its argument, every Query returns them all.
type memTable struct {
	mu   sync.Mutex
	vals []driver.Value
}

func init() { sql.Register("memtable", &memTable{}) }

func (d *memTable) Open(string) (driver.Conn, error) { return memConn{d}, nil }

type memConn struct{ d *memTable }

func (c memConn) Prepare(string) (driver.Stmt, error) { return memStmt(c), nil }
func (c memConn) Close() error                        { return nil }
func (c memConn) Begin() (driver.Tx, error)           { return nil, driver.ErrSkip }

type memStmt struct{ d *memTable }

func (s memStmt) Close() error  { return nil }
func (s memStmt) NumInput() int { return -1 }

func (s memStmt) Exec(args []driver.Value) (driver.Result, error) {
	s.d.mu.Lock()
	defer s.d.mu.Unlock()
	s.d.vals = append(s.d.vals, args[0])
	return driver.RowsAffected(1), nil
}

func (s memStmt) Query([]driver.Value) (driver.Rows, error) {
	s.d.mu.Lock()
	defer s.d.mu.Unlock()
	return &memRows{vals: slices.Clone(s.d.vals)}, nil
}

type memRows struct{ vals []driver.Value }

func (r *memRows) Columns() []string { return []string{"id"} }
func (r *memRows) Close() error      { return nil }

func (r *memRows) Next(dest []driver.Value) error {
	if len(r.vals) == 0 {
		return io.EOF
	}
	dest[0], r.vals = r.vals[0], r.vals[1:]
	return nil
}
