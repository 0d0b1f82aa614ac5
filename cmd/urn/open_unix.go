// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// openFile opens the named file for reading with the open and read
// system calls alone. An *os.File would also register the descriptor
// with the runtime's network poller, which takes four more system calls
// for each file and is of no use for a regular file: on a tree of small
// files, those calls cost more than the search.
//
// With regular set, for a file met inside a directory, it opens only a
// regular file, whatever took the name since the directory was read:
// it does not follow a symbolic link (O_NOFOLLOW), does not wait for a
// writer as a FIFO would (O_NONBLOCK), and checks the type of what it
// opened (fstat). Anything else is errNotRegular.
func openFile(name string, regular bool) (io.ReadCloser, error) {
	flags := syscall.O_RDONLY | syscall.O_CLOEXEC
	if regular {
		flags |= syscall.O_NOFOLLOW | syscall.O_NONBLOCK
	}
	for {
		fd, err := syscall.Open(name, flags, 0)
		if err == syscall.EINTR {
			continue
		}
		if regular && err == syscall.ELOOP {
			return nil, errNotRegular // a symbolic link
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		r := &fdReader{fd: fd, name: name, left: -1}
		if regular {
			var st syscall.Stat_t
			if err := syscall.Fstat(fd, &st); err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
				syscall.Close(fd)
				if err != nil {
					return nil, &fs.PathError{Op: "fstat", Path: name, Err: err}
				}
				return nil, errNotRegular
			}
			if st.Size > 0 {
				// The read that would only say io.EOF is spared,
				// which makes up for the fstat.
				r.left = st.Size
			}
		}
		return r, nil
	}
}

// An fdReader reads a file descriptor. When left is not negative, the
// file is read up to that many bytes more, the size it had when it was
// opened: a file that grows while it is searched is searched as it was.
type fdReader struct {
	fd   int
	name string
	left int64
}

func (f *fdReader) Read(b []byte) (int, error) {
	if f.left == 0 {
		return 0, io.EOF
	}
	if len(b) == 0 {
		return 0, nil
	}
	if f.left > 0 && int64(len(b)) > f.left {
		b = b[:f.left]
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
		if f.left > 0 {
			f.left -= int64(n)
		}
		return n, nil
	}
}

func (f *fdReader) Close() error { return syscall.Close(f.fd) }

// nameTooLong reports whether err says that a file's name is longer
// than the system takes (ENAMETOOLONG).
func nameTooLong(err error) bool { return errors.Is(err, syscall.ENAMETOOLONG) }

// openInRoot opens the file of root named rel, as openFile does with
// regular set: only a regular file, without waiting for a writer
// (O_NONBLOCK). An os.Root follows a symbolic link that stays inside it,
// so the file opened must be the one that Lstat found a regular file
// under that name: a link put in its place since is errNotRegular.
func openInRoot(root *os.Root, rel string) (io.ReadCloser, error) {
	li, err := root.Lstat(rel)
	if err != nil {
		return nil, err
	}
	if !li.Mode().IsRegular() {
		return nil, errNotRegular
	}
	f, err := root.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || !os.SameFile(li, fi) {
		f.Close()
		if err != nil {
			return nil, err
		}
		return nil, errNotRegular
	}
	return f, nil
}
