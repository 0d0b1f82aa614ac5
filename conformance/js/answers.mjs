// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Runs the URN conformance suite of the parent directory against the
// JavaScript libraries of package.json and writes, for each, a file of
// answers (the format is in ../README.md) into the directory given as
// the only argument:
//
//	node answers.mjs DIR
//
// fast-uri and uri-js are RFC 3986 URI parsers with a URN scheme
// handler: they split a URN into nid, nss, query and fragment, with a
// further handler for urn:uuid. They have no RFC 2141 or draft 14
// mode, and do not split the query into r- and q-components, so those
// are not reported. urn-lib parses RFC 2141 only, and has no
// equivalence or normalization.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const suiteDir = join(here, '..');
const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node answers.mjs DIR');
  process.exit(2);
}

const load = (name) => JSON.parse(readFileSync(join(suiteDir, name), 'utf8')).cases;
const suite = {
  parse: load('parse.json'),
  equivalence: load('equivalence.json'),
  normalization: load('normalization.json'),
  namespace: load('namespace.json'),
};

const version = (name) => require(`${name}/package.json`).version;
const na = (why) => ({ na: why });

// attempt runs f and returns its value, or the message of what it threw.
function attempt(f) {
  try {
    return { value: f() };
  } catch (e) {
    return { thrown: String(e && e.message ? e.message : e) };
  }
}

// uriLibrary answers for fast-uri and uri-js, which share an API.
function uriLibrary(name, lib) {
  const parseURN = (s) => {
    const r = attempt(() => lib.parse(s));
    if (r.thrown !== undefined) return { valid: false, message: r.thrown };
    const p = r.value;
    if (p.error || typeof p.scheme !== 'string' || p.scheme.toLowerCase() !== 'urn' || p.nid === undefined) {
      return { valid: false, message: p.error || 'not parsed as a URN' };
    }
    // The uuid handler moves the NSS to "uuid".
    const nss = p.nss !== undefined ? p.nss : p.uuid;
    return { valid: true, nid: p.nid, nss, f: p.fragment === undefined ? null : p.fragment };
  };
  const answers = {};
  for (const c of suite.parse) {
    if (c.input === undefined) answers[c.id] = na('the input is not UTF-8, and the library takes a string');
    else if (c.syntax !== 'rfc8141') answers[c.id] = na(`no ${c.syntax} mode`);
    else if (c.reject_nul) answers[c.id] = na('no option to reject %00');
    else answers[c.id] = parseURN(c.input);
  }
  for (const c of suite.equivalence) {
    if (c.syntax !== 'rfc8141') { answers[c.id] = na(`no ${c.syntax} mode`); continue; }
    const r = attempt(() => lib.equal(c.a, c.b));
    answers[c.id] = r.thrown !== undefined ? { error: r.thrown } : { equivalent: r.value };
  }
  for (const c of suite.normalization) {
    if (c.syntax !== 'rfc8141') { answers[c.id] = na(`no ${c.syntax} mode`); continue; }
    const r = attempt(() => lib.normalize(c.input));
    answers[c.id] = r.thrown !== undefined ? { error: r.thrown } : { canonical: r.value };
  }
  // Of the namespace rules, only urn:uuid's (RFC 4122).
  for (const c of suite.namespace) {
    if (c.nid !== 'uuid' || c.kind === 'class') { answers[c.id] = na(c.kind === 'class' ? 'no NID classes' : `no rules for ${c.nid}`); continue; }
    if (c.kind === 'validate') { answers[c.id] = parseURN(c.input); continue; }
    const r = attempt(() => (c.kind === 'equivalence' ? lib.equal(c.input, c.other) : lib.normalize(c.input)));
    if (r.thrown !== undefined) answers[c.id] = { error: r.thrown };
    else answers[c.id] = c.kind === 'equivalence' ? { equivalent: r.value } : { canonical: r.value };
  }
  return { implementation: `${name} ${version(name)}`, answers };
}

// urnLib answers for urn-lib's RFC2141 parser.
function urnLib() {
  const { RFC2141 } = require('urn-lib');
  const answers = {};
  for (const c of suite.parse) {
    if (c.input === undefined) { answers[c.id] = na('the input is not UTF-8, and the library takes a string'); continue; }
    if (c.syntax !== 'rfc2141') { answers[c.id] = na(`no ${c.syntax} mode`); continue; }
    const r = attempt(() => {
      const p = RFC2141.parse(c.input);
      if (!p) return { valid: false, message: 'not parsed' };
      const errors = RFC2141.validate(p);
      if (errors) return { valid: false, message: errors.join('; ') };
      return { valid: true, nid: p.nid, nss: p.nss, r: null, q: null, f: null };
    });
    answers[c.id] = r.thrown !== undefined ? { valid: false, message: r.thrown } : r.value;
  }
  for (const c of [...suite.equivalence, ...suite.normalization]) answers[c.id] = na('no equivalence or normalization');
  for (const c of suite.namespace) answers[c.id] = na('no namespace rules');
  return { implementation: `urn-lib ${version('urn-lib')}`, answers };
}

const runs = {
  'fast-uri': () => uriLibrary('fast-uri', require('fast-uri')),
  'uri-js': () => uriLibrary('uri-js', require('uri-js')),
  'urn-lib': urnLib,
};
for (const [name, run] of Object.entries(runs)) {
  writeFileSync(join(outDir, `${name}.json`), JSON.stringify(run()));
}
