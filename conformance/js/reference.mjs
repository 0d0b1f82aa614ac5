// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// A second reference parser for the URN conformance suite, written from
// the ABNF of RFC 8141 section 2, RFC 2141 section 2 and draft 14
// section 3 and the prose that says where each part ends, apart from
// the Go reference of internal/conformance: it reads the input once,
// byte by byte, and stops at the first byte that no URN could have
// there. No packages.
//
//   node reference.mjs [--answers FILE]
//
// writes its answers to every parse, equivalence and normalization case
// of the suite (the answers format of ../README.md) to FILE, or to
// standard output. agree.mjs checks them against the suite.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const isAlpha = (c) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c) => c >= 0x30 && c <= 0x39;
const isAlnum = (c) => isAlpha(c) || isDigit(c);
const isHex = (c) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const oneOf = (set) => {
  const codes = new Set([...set].map((ch) => ch.charCodeAt(0)));
  return (c) => codes.has(c);
};
// RFC 3986 section 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
const isUnreservedMark = oneOf('-._~');
// RFC 3986 section 2.2: sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
const isSubDelim = oneOf("!$&'()*+,;=");
// RFC 3986 section 3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
// (pct-encoded is read apart, at '%').
const isPcharByte = (c) => isAlnum(c) || isUnreservedMark(c) || isSubDelim(c) || c === 0x3a || c === 0x40;
// RFC 2141 section 2.2: <other> ::= "(" | ")" | "+" | "," | "-" | "." | ":" | "=" | "@" | ";" | "$" | "_" | "!" | "*" | "'"
const isOther2141 = oneOf("()+,-.:=@;$_!*'");

const Q = 0x3f; // ?
const HASH = 0x23;
const PCT = 0x25;
const SLASH = 0x2f;
const COLON = 0x3a;

class Stop {
  constructor(offset, error) {
    this.offset = offset;
    this.error = error;
  }
}

// parse reads the bytes b as a URN of the syntax ("rfc8141", "rfc2141"
// or "draft14") and returns its parts, or the offset of the first byte
// that cannot belong and the rule it breaks.
export function parse(b, syntax, rejectNul = false) {
  try {
    return read(b, syntax, rejectNul);
  } catch (e) {
    if (e instanceof Stop) return { valid: false, offset: e.offset, error: e.error };
    throw e;
  }
}

function read(b, syntax, rejectNul) {
  const n = b.length;
  let i = 0;
  const stop = (error) => {
    throw new Stop(i, error);
  };
  const text = (from, to) => Buffer.from(b.subarray(from, to)).toString('latin1');

  // "urn" ":", in any case.
  for (const ch of 'urn:') {
    if (i === n || String.fromCharCode(b[i]).toLowerCase() !== ch) stop('scheme');
    i++;
  }

  // NID: RFC 8141 and draft 14: (alphanum) 0*30(ldh) (alphanum);
  // RFC 2141: <let-num> [ 1,31<let-num-hyp> ], and not "urn".
  const nidStart = i;
  if (i === n || !isAlnum(b[i])) stop('nid');
  i++;
  while (i < n && (isAlnum(b[i]) || b[i] === 0x2d) && i - nidStart < 32) {
    // The 32nd character of an RFC 8141 or draft 14 NID is its last,
    // an alphanum.
    if (i - nidStart === 31 && b[i] === 0x2d && syntax !== 'rfc2141') stop('nid');
    i++;
  }
  if (i === n || b[i] !== COLON) stop('nid');
  const nid = text(nidStart, i);
  if (syntax === 'rfc2141') {
    if (nid.toLowerCase() === 'urn') stop('nid');
  } else if (nid.length < 2 || b[i - 1] === 0x2d) {
    stop('nid');
  }
  i++; // ':'

  // pct reads "%" HEXDIG HEXDIG at i.
  const pct = () => {
    i++;
    for (let k = 0; k < 2; k++) {
      if (i === n || !isHex(b[i])) stop('percent');
      if (k === 1 && rejectNul && b[i - 1] === 0x30 && b[i] === 0x30) stop('percent');
      i++;
    }
  };

  // NSS.
  const nssStart = i;
  if (syntax === 'rfc2141') {
    // 1*<URN chars>, without the reserved "/", "?" and "#" (section
    // 2.3.2) and without %00 (section 2.4); no components.
    while (i < n) {
      const c = b[i];
      if (c === PCT) {
        const at = i;
        pct();
        if (b[at + 1] === 0x30 && b[at + 2] === 0x30) {
          i = at + 2;
          stop('percent');
        }
      } else if (isAlnum(c) || isOther2141(c)) i++;
      else stop('nss');
    }
    if (i === nssStart) stop('nss');
    return { valid: true, nid, nss: text(nssStart, n), r: null, q: null, f: null };
  }
  // NSS = pchar *(pchar / "/"); it ends at '?' or '#', neither a pchar.
  while (i < n && b[i] !== Q && b[i] !== HASH) {
    if (b[i] === PCT) pct();
    else if (isPcharByte(b[i]) || (b[i] === SLASH && i > nssStart)) i++;
    else stop('nss');
  }
  if (i === nssStart) stop('nss');
  const nss = text(nssStart, i);

  // component reads a component from i: pchar *( pchar / "/" / "?" ),
  // up to the end, a '#', or the sequence that ends it (end(i) true).
  const component = (end) => {
    const from = i;
    while (i < n && b[i] !== HASH && !end(i)) {
      if (b[i] === PCT) pct();
      else if (isPcharByte(b[i]) || (i > from && (b[i] === SLASH || b[i] === Q))) i++;
      else stop('component');
    }
    if (i === from) stop('component');
    return text(from, i);
  };

  let r = null;
  let q = null;
  const at = (k, c) => k < n && b[k] === c;
  if (syntax === 'rfc8141') {
    // "?+" r-component, ending at "?=" or '#' (section 2.3.1);
    // "?=" q-component, ending at '#' (section 2.3.2). Any other '?'
    // here is a syntax error (section 2, SHOULD).
    if (at(i, Q) && at(i + 1, 0x2b)) {
      i += 2;
      r = component((k) => at(k, Q) && at(k + 1, 0x3d));
    }
    if (at(i, Q)) {
      i++;
      if (!at(i, 0x3d)) stop('component');
      i++;
      q = component(() => false);
    }
  } else {
    // "?" q-component, ending at "??" or '#' (section 3.3.1); "??"
    // r-component, ending at '#' (section 3.3.2).
    if (at(i, Q) && !at(i + 1, Q)) {
      i++;
      q = component((k) => at(k, Q) && at(k + 1, Q));
    }
    if (at(i, Q)) {
      i += 2;
      r = component(() => false);
    }
  }
  let f = null;
  if (at(i, HASH)) {
    // "#" fragment: *( pchar / "/" / "?" ) to the end (RFC 3986 section 3.5).
    i++;
    const from = i;
    while (i < n) {
      if (b[i] === PCT) pct();
      else if (isPcharByte(b[i]) || b[i] === SLASH || b[i] === Q) i++;
      else stop('component');
    }
    f = text(from, n);
  }
  if (i < n) stop(r === null && q === null ? 'nss' : 'component');
  return { valid: true, nid, nss, r, q, f };
}

// canonical is the canonical form of a valid URN s of the syntax: "urn"
// and the NID in lower case, the hex digits of the NSS's
// percent-encoded octets in upper case, the components as written.
export function canonical(s, syntax) {
  const u = parse(Buffer.from(s, 'utf8'), syntax);
  if (!u.valid) return null;
  const nss = u.nss.replace(/%[0-9a-fA-F]{2}/g, (t) => t.toUpperCase());
  const name = `urn:${u.nid.toLowerCase()}:${nss}`;
  return { name, full: name + s.slice(4 + u.nid.length + 1 + u.nss.length) };
}

// answers answers the parse, equivalence and normalization cases of the
// suite in dir.
export function answers(dir) {
  const load = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')).cases;
  const out = {};
  for (const c of load('parse.json')) {
    const bytes = c.input !== undefined ? Buffer.from(c.input, 'utf8') : Buffer.from(c.input_hex, 'hex');
    out[c.id] = parse(bytes, c.syntax, !!c.reject_nul);
  }
  for (const c of load('equivalence.json')) {
    const a = canonical(c.a, c.syntax);
    const b = canonical(c.b, c.syntax);
    out[c.id] = a && b ? { equivalent: a.name === b.name } : { error: 'not a URN' };
  }
  for (const c of load('normalization.json')) {
    const a = canonical(c.input, c.syntax);
    out[c.id] = a ? { canonical: a.full, assigned_name: a.name } : { error: 'not a URN' };
  }
  for (const c of load('namespace.json')) out[c.id] = { na: 'no namespace rules' };
  return { implementation: 'reference.mjs', answers: out };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const suite = join(dirname(fileURLToPath(import.meta.url)), '..');
  const data = JSON.stringify(answers(suite));
  if (args[0] === '--answers' && args[1]) writeFileSync(args[1], data);
  else if (args.length === 0) process.stdout.write(data);
  else {
    console.error('usage: node reference.mjs [--answers FILE]');
    process.exit(2);
  }
}
