// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Checks answers files against the URN conformance suite of this
// directory; needs only node (18 or later), no packages. The flags are
// in help below; README.md describes the answers format.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const help = `usage: node check.mjs [flags] ANSWERS.json...

Checks answers files (the format is in README.md) against the URN
conformance suite and prints, for each implementation, its cases and
behaviours passed, failed, differing on an open reading, and not
applicable, then the first cases of each kind of failure and of open
difference.

Flags:
  --suite DIR      the suite's directory (default: the directory of
                   check.mjs)
  --examples N     show the first N cases of each kind (default 3;
                   0 for none; "all" for every one)
  --markdown FILE  also write the pass table and the failures as
                   Markdown to FILE (RESULTS.md is written so)
  --statuses FILE  also write the outcome of every case as JSON:
                   {IMPLEMENTATION: {ID: "pass"|"fail"|"open"|"na"}}
  --strict         exit with status 1 when a case fails (a difference
                   on an open reading is not a failure)
  --help           print this help

The exit status is 0 when every file could be read (1 with --strict
and a failure), 2 on a usage error or a file that cannot be read.
`;

export const categories = [
  'parse rfc8141', 'parse draft14', 'parse rfc2141', 'parse, %00 rejected',
  'equivalence', 'normalization', 'namespace rules', 'namespace rules, unregistered NIDs', 'NID classes',
];

// loadSuite reads the four files of the suite.
export function loadSuite(dir) {
  const load = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const files = {
    parse: load('parse.json'), equivalence: load('equivalence.json'),
    normalization: load('normalization.json'), namespace: load('namespace.json'),
  };
  return {
    version: files.parse.version,
    parse: files.parse.cases, equivalence: files.equivalence.cases,
    normalization: files.normalization.cases, namespace: files.namespace.cases,
  };
}

const show = (v) => (v === undefined ? 'nothing' : JSON.stringify(v));
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

// matchesOther reports whether ans gives the other answer o: the same
// verdict, and the same value for every key of o that ans reports.
function matchesOther(ans, o) {
  if (has(o, 'valid') && ans.valid !== o.valid) return false;
  let reported = false;
  for (const [k, v] of Object.entries(o)) {
    if (has(ans, k)) {
      if (ans[k] !== v) return false;
      reported = true;
    }
  }
  return reported;
}

function checkParse(c, ans) {
  if (typeof ans.valid !== 'boolean') return ['no verdict', show(ans)];
  if (!c.valid) {
    if (ans.valid) return ['accepts an invalid URN', `want an error at offset ${c.offset} (${c.error})`];
    if (has(ans, 'offset') && ans.offset !== c.offset) return ['wrong offset', `got ${show(ans.offset)}, want ${c.offset}`];
    if (has(ans, 'error') && ans.error !== c.error) return ['wrong rule', `got ${show(ans.error)}, want "${c.error}"`];
    return null;
  }
  if (!ans.valid) {
    const why = ans.message ?? ans.error;
    return ['rejects a valid URN', why === undefined ? 'want it valid' : `said ${show(why)}`];
  }
  for (const [key, kind] of [['nid', 'wrong NID'], ['nss', 'wrong NSS'], ['r', 'wrong r-component'],
    ['q', 'wrong q-component'], ['f', 'wrong f-component']]) {
    if (has(ans, key) && ans[key] !== c[key]) return [kind, `got ${show(ans[key])}, want ${show(c[key])}`];
  }
  return null;
}

function checkEquivalence(c, ans) {
  if (c.invalid) {
    if (ans.error != null) return null;
    return ['compares an input that is not a URN', `want an error: ${c.invalid === 'both' ? 'neither is' : `${c.invalid} is not`} a URN`];
  }
  if (ans.error != null) return ['error on valid URNs', String(ans.error)];
  if (ans.equivalent === c.equivalent) return null;
  return c.equivalent ? ['not equivalent, want equivalent', 'want equivalent'] : ['equivalent, want not equivalent', 'want not equivalent'];
}

function checkNormalization(c, ans) {
  if (c.invalid) return ans.error != null ? null : ['normalizes an input that is not a URN', `want an error, got ${show(ans)}`];
  if (ans.error != null) return ['error on a valid URN', String(ans.error)];
  if (ans.canonical == null && ans.assigned_name == null) return ['no canonical form', show(ans)];
  if (ans.canonical != null && ans.canonical !== c.canonical) return ['wrong canonical form', `got ${show(ans.canonical)}, want "${c.canonical}"`];
  if (ans.assigned_name != null && ans.assigned_name !== c.assigned_name) {
    return ['wrong canonical assigned-name', `got ${show(ans.assigned_name)}, want "${c.assigned_name}"`];
  }
  return null;
}

function checkNamespace(c, ans) {
  switch (c.kind) {
    case 'validate':
      if (typeof ans.valid !== 'boolean') return ['no verdict', show(ans)];
      if (ans.valid && !c.valid) return ['accepts an NSS its namespace forbids', `want an error at offset ${c.offset}`];
      if (!ans.valid && c.valid) return ['rejects an NSS its namespace allows', `said ${show(ans.error)}`];
      if (!ans.valid && ans.offset != null && ans.offset !== c.offset) return ['wrong offset', `got ${show(ans.offset)}, want ${c.offset}`];
      return null;
    case 'equivalence':
      if (ans.equivalent === c.equivalent) return null;
      return [c.equivalent ? 'not equivalent, want equivalent' : 'equivalent, want not equivalent', `with "${c.other}"`];
    case 'normalize':
      return ans.canonical === c.canonical ? null : ['wrong canonical form', `got ${show(ans.canonical)}, want "${c.canonical}"`];
    case 'class':
      return ans.class === c.class ? null : ['wrong class', `got ${show(ans.class)}, want "${c.class}"`];
  }
  return null;
}

// check returns the result of every case for one answers object.
export function check(suite, answers) {
  const out = [];
  const judge = (category, c, input, fn) => {
    const r = { category, id: c.id, input, section: c.section, behaviour: c.behaviour, groups: c.groups || [], status: 'pass' };
    if (c.syntax && c.syntax !== 'rfc8141') r.input += ` (${c.syntax})`;
    const ans = answers[c.id];
    if (ans === undefined || ans === null || has(ans, 'na')) {
      r.status = 'na';
    } else {
      const bad = fn(ans);
      if (bad) {
        [r.kind, r.detail] = bad;
        r.status = (c.other_answers || []).some((o) => matchesOther(ans, o)) ? 'open' : 'fail';
      }
    }
    out.push(r);
  };
  const text = (c) => (c.input !== undefined ? JSON.stringify(c.input) : `hex ${c.input_hex}`);
  for (const c of suite.parse) {
    judge(c.reject_nul ? 'parse, %00 rejected' : `parse ${c.syntax}`, c, text(c), (a) => checkParse(c, a));
  }
  for (const c of suite.equivalence) judge('equivalence', c, `${JSON.stringify(c.a)} and ${JSON.stringify(c.b)}`, (a) => checkEquivalence(c, a));
  for (const c of suite.normalization) judge('normalization', c, JSON.stringify(c.input), (a) => checkNormalization(c, a));
  for (const c of suite.namespace) {
    let category = 'namespace rules';
    if (c.kind === 'class') category = 'NID classes';
    else if (c.registered === false) category = 'namespace rules, unregistered NIDs';
    judge(category, { ...c, syntax: undefined }, JSON.stringify(c.input), (a) => checkNamespace(c, a));
  }
  return out;
}

// tally counts cases and behaviours by category. A behaviour fails
// when one of its cases fails; it is open when none fails and one
// differs on an open reading; not applicable when all its cases are.
export function tally(results) {
  const t = {};
  const behaviours = {};
  for (const r of results) {
    const c = (t[r.category] ??= { pass: 0, fail: 0, open: 0, na: 0, bpass: 0, bfail: 0, bopen: 0 });
    c[r.status]++;
    const key = `${r.category}\u0000${r.behaviour}`;
    const b = (behaviours[key] ??= { category: r.category, pass: 0, fail: 0, open: 0, na: 0 });
    b[r.status]++;
  }
  for (const b of Object.values(behaviours)) {
    const c = t[b.category];
    if (b.fail > 0) c.bfail++;
    else if (b.open > 0) c.bopen++;
    else if (b.pass > 0) c.bpass++;
  }
  return t;
}

function cell(c, behaviours) {
  if (!c || c.pass + c.fail + c.open === 0) return 'n/a';
  let s = `${c.pass} passed, ${c.fail} failed`;
  if (c.open) s += `, ${c.open} open`;
  if (c.na) s += `, ${c.na} n/a`;
  if (behaviours) {
    s += `; behaviours: ${c.bpass} passed, ${c.bfail} failed`;
    if (c.bopen) s += `, ${c.bopen} open`;
  }
  return s;
}

function total(t) {
  const all = { pass: 0, fail: 0, open: 0, na: 0, bpass: 0, bfail: 0, bopen: 0 };
  for (const c of Object.values(t)) for (const k of Object.keys(all)) all[k] += c[k];
  return all;
}

// openKind words the kind of a difference on an open reading, where
// the suite's answer is one of those the texts allow.
const openKind = {
  'accepts an invalid URN': 'accepts what the suite rejects',
  'rejects a valid URN': 'rejects what the suite accepts',
};

// groupsOf groups the failures and open differences by kind, failures
// first, each by number of cases.
function groupsOf(results) {
  const by = new Map();
  for (const r of results) {
    if (r.status !== 'fail' && r.status !== 'open') continue;
    const k = r.status === 'open'
      ? `${r.category}: differs on an open reading (${r.groups.join(', ')}): ${openKind[r.kind] ?? r.kind}`
      : `${r.category}: ${r.kind}, by ${r.section}`;
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(r);
  }
  return [...by.entries()].sort((a, b) => {
    const oa = a[1][0].status === 'open', ob = b[1][0].status === 'open';
    if (oa !== ob) return oa ? 1 : -1;
    return b[1].length - a[1].length;
  });
}

function clip(s) {
  return s.length > 120 ? `${s.slice(0, 100)}... (${s.length} characters)` : s;
}

function code(s) {
  let fence = '`';
  while (s.includes(fence)) fence += '`';
  return s.startsWith('`') || s.endsWith('`') ? `${fence} ${s} ${fence}` : fence + s + fence;
}

// markdown renders the pass table and the failures of each
// implementation.
export function markdown(suite, impls, examples) {
  const n = suite.parse.length + suite.equivalence.length + suite.normalization.length + suite.namespace.length;
  let b = `# Conformance results

The URN conformance suite of this directory (version ${suite.version}, ${n} cases), run against each
implementation by \`bash conformance/run\`, which writes this file with \`node conformance/check.mjs\`.
Each cell gives cases, then behaviours: a behaviour is a set of cases that ask the same thing
(syntax, part, character class and outcome, the \`behaviour\` of each case), and fails when one
of its cases fails. "open" counts the answers that differ from the expected one on an open
reading (README.md, "Open readings"), which are not failures. A case is n/a where the
implementation has no way to answer it: no such syntax or option, an input that is not UTF-8 for
a library that takes strings, no such operation. Parts, offsets and rule names are compared only
where an implementation reports them. README.md says what each difference means.

| category |${impls.map((im) => ` ${im.name} |`).join('')}
| --- |${impls.map(() => ' --- |').join('')}
`;
  const tallies = impls.map((im) => tally(im.results));
  for (const cat of categories) b += `| ${cat} |${tallies.map((t) => ` ${cell(t[cat], true)} |`).join('')}\n`;
  b += `| all |${tallies.map((t) => ` ${cell(total(t), true)} |`).join('')}\n`;
  for (const im of impls) {
    b += `\n## ${im.name}\n\n`;
    const groups = groupsOf(im.results);
    if (groups.length === 0) {
      b += 'No failures.\n';
      continue;
    }
    for (const [k, rs] of groups) {
      b += `${k} (${rs.length}):\n\n`;
      for (const r of rs.slice(0, examples)) b += `- \`${r.id}\` ${code(clip(r.input))}: ${r.detail}\n`;
      b += '\n';
    }
  }
  return b;
}

// summary renders the plain-text report that check.mjs always prints.
export function summary(suite, impls, examples) {
  let s = `URN conformance suite version ${suite.version}\n`;
  for (const im of impls) {
    const t = tally(im.results);
    s += `\n${im.name}\n`;
    for (const cat of categories) {
      if (t[cat] && t[cat].pass + t[cat].fail + t[cat].open > 0) s += `  ${cat}: ${cell(t[cat], true)}\n`;
    }
    s += `  all: ${cell(total(t), true)}\n`;
    for (const [k, rs] of groupsOf(im.results)) {
      s += `  ${k} (${rs.length})\n`;
      for (const r of rs.slice(0, examples)) s += `    ${r.id} ${clip(r.input)}: ${r.detail}\n`;
    }
  }
  return s;
}

function usage(msg) {
  if (!msg) {
    process.stdout.write(help);
    process.exit(0);
  }
  console.error(`check.mjs: ${msg}\n${help.split('\n')[0]}\n(node check.mjs --help for the flags)`);
  process.exit(2);
}

function main(argv) {
  const here = dirname(fileURLToPath(import.meta.url));
  const opts = { suite: here, examples: 3, markdown: '', statuses: '', strict: false };
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    switch (a) {
      case '--suite': opts.suite = value(); break;
      case '--examples': {
        const v = value();
        opts.examples = v === 'all' ? Infinity : Number(v);
        if (!(opts.examples >= 0)) usage(`--examples: not a number: ${v}`);
        break;
      }
      case '--markdown': opts.markdown = value(); break;
      case '--statuses': opts.statuses = value(); break;
      case '--strict': opts.strict = true; break;
      case '--help': case '-h': usage(); break;
      default:
        if (a.startsWith('-')) usage(`unknown flag ${a}`);
        files.push(a);
    }
  }
  if (files.length === 0) usage('no answers file');
  let suite;
  const impls = [];
  try {
    suite = loadSuite(opts.suite);
    for (const f of files) {
      const a = JSON.parse(readFileSync(f, 'utf8'));
      if (typeof a.implementation !== 'string' || typeof a.answers !== 'object' || a.answers === null) {
        throw new Error(`${f}: not an answers file: want {"implementation": NAME, "answers": {...}}`);
      }
      impls.push({ name: a.implementation, results: check(suite, a.answers) });
      const ids = new Set(impls[impls.length - 1].results.map((r) => r.id));
      const unknown = Object.keys(a.answers).filter((id) => !ids.has(id)).length;
      if (unknown > 0) {
        console.error(`check.mjs: ${f}: ${unknown} answers to cases this suite (version ${suite.version}) does not have`);
      }
    }
  } catch (e) {
    console.error(`check.mjs: ${e.message}`);
    process.exit(2);
  }
  process.stdout.write(summary(suite, impls, opts.examples));
  if (opts.markdown) writeFileSync(opts.markdown, markdown(suite, impls, opts.examples));
  if (opts.statuses) {
    const st = {};
    for (const im of impls) st[im.name] = Object.fromEntries(im.results.map((r) => [r.id, r.status]));
    writeFileSync(opts.statuses, JSON.stringify(st));
  }
  const failed = impls.some((im) => im.results.some((r) => r.status === 'fail'));
  process.exit(opts.strict && failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
