// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// RulesVersion is the version of the rules of [Builtin] and
// [Conventions]: which NSSs each accepts, and the canonical form each
// gives. What a [Set] made of them answers (the keys of [Set.Key], the
// URNs of [Set.Normalize], [Set.Equal], [Set.Compare] and
// [Set.Validate]) changes only in a release that increments
// RulesVersion: one that corrects a rule, or adds rules for a NID.
// CHANGES.md, in the package's directory, lists what each version
// changed. A program that stores keys can store RulesVersion beside
// them, and compute them again from the URNs when it changes.
//
// The rules a program adds with [Set.With] or [Set.Union] are its own
// to version. The copy of the IANA registries that [LookupRegistration]
// reads is not a part of the rules: no key depends on it, and a new
// snapshot does not change RulesVersion.
const RulesVersion = 2
