// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package main

import (
	"io"
	"os"
)

// openFile opens the named file for reading. With regular set, for a
// file met inside a directory, it checks the type of what it opened,
// and returns errNotRegular for anything but a regular file.
func openFile(name string, regular bool) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil || !regular {
		return f, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, err
		}
		return nil, errNotRegular
	}
	return f, nil
}
