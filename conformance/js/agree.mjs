// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Checks that the two references of the suite agree: the answers of
// reference.mjs must be the expected answer of every parse,
// equivalence and normalization case whose strength is "must" or
// "should", and the expected answer or one of the other answers of
// every open case. It prints each disagreement and exits with status 1
// if there is one.
//
//   node agree.mjs

import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers } from './reference.mjs';
import { loadSuite, check } from '../check.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const suite = loadSuite(dir);
const results = check(suite, answers(dir).answers);
const strength = new Map();
for (const c of [...suite.parse, ...suite.equivalence, ...suite.normalization]) strength.set(c.id, c.strength);
const counts = { pass: 0, open: 0, fail: 0, na: 0 };
let bad = 0;
for (const r of results) {
  if (r.category.startsWith('namespace') || r.category === 'NID classes') continue;
  if (r.status === 'open' && strength.get(r.id) !== 'open') r.status = 'fail';
  counts[r.status]++;
  if (r.status === 'fail' || r.status === 'na') {
    bad++;
    console.log(`${r.id} ${r.category} ${r.input}: ${r.status}: ${r.kind || ''} ${r.detail || ''}`);
  }
}
console.log(`reference.mjs against the suite (version ${suite.version}): ${counts.pass} cases agree, ${counts.open} give another answer of an open case, ${counts.fail} disagree, ${counts.na} unanswered`);
process.exit(bad > 0 ? 1 : 0);
