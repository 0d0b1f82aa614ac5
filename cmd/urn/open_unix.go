// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"io"
	"io/fs"
	"syscall"
)

// openFile opens the named file for reading with the open and read
// system calls alone. An *os.File would also register the descriptor
// with the runtime's network poller, which takes four more system calls
// for each file and is of no use for a regular file: on a tree of small
// files, those calls cost more than the search.
func openFile(name string) (io.ReadCloser, error) {
	for {
		fd, err := syscall.Open(name, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		return &fdReader{fd: fd, name: name}, nil
	}
}

// An fdReader reads a file descriptor.
type fdReader struct {
	fd   int
	name string
}

func (f *fdReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	for {
		n, err := syscall.Read(f.fd, b)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return 0, &fs.PathError{Op: "read", Path: f.name, Err: err}
		case n == 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

func (f *fdReader) Close() error { return syscall.Close(f.fd) }
