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
	return onlyRegular(f)
}

// nameTooLong reports whether err says that a file's name is longer
// than the system takes. The systems of this file have no such limit
// that a walk by relative names would get past.
func nameTooLong(err error) bool { return false }

// openInRoot opens the file of root named rel, as openFile does with
// regular set.
func openInRoot(root *os.Root, rel string) (io.ReadCloser, error) {
	f, err := root.Open(rel)
	if err != nil {
		return nil, err
	}
	return onlyRegular(f)
}

// onlyRegular returns f if it is a regular file, and closes it and
// returns errNotRegular if not.
func onlyRegular(f *os.File) (io.ReadCloser, error) {
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, err
		}
		return nil, errNotRegular
	}
	return f, nil
}
