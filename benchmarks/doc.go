// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package benchmarks compares github.com/urnkit/urn with
// github.com/leodido/go-urn on identical inputs: speed and allocations
// (the benchmarks), agreement on real URNs and the recorded cases where
// the two differ (the differential tests), and safety under concurrent
// use (the race test). It also holds the code of the migration guide
// and of the validator integration, compiled and run as tests, since
// they import go-urn and github.com/go-playground/validator/v10.
//
// It is a module of its own so that the library keeps no dependencies.
// Run compare.sh for the side-by-side table; see README.md.
package benchmarks
