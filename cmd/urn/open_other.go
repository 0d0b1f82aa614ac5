// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package main

import (
	"io"
	"os"
)

// openFile opens the named file for reading.
func openFile(name string) (io.ReadCloser, error) { return os.Open(name) }
