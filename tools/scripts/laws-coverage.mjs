#!/usr/bin/env node
// Law coverage: which code and which tests cite each registered law reference, and (with --check)
// every citation of a reference the registry does not know.
//
// Usage: node laws-coverage.mjs [--json] [--package NAME] [--edition 2017|2007] [--check] [--root DIR]
//
// A code citation is `Law 27B1(a)` or `Laws 27B1(a), 27B2` inside a comment of a non-test source
// file, or a `lawRef('27B1(a)')` call anywhere in one. A test citation is a reference at the start of
// a test()/it() title (`'27B1(a): …'`, `'Law 27 — …'`) or anywhere after `Law` in a describe() title.
// Both editions: a citation of the 2007 Laws puts the year before the 2007 number — `Law 2007 30B1(a)`,
// `Laws 2007 30B1, 31A` in a comment, `'2007 30B1(a): …'` or `'Law 2007 30 — …'` heading a test title —
// and is checked against the 2007 references (packages/law-registry/src/laws-2007.json).
// Files scanned: packages/*/{src,test}/**/*.ts and apps/*/{src,test}/**/*.ts under the root.
//
// Reached through a table event: a sub-law is marked `event` when a case file the table's tests run through the
// table (packages/table/cases, and the play, claims and irregularities chapters' cases) names it, or a sub-law
// beneath it, in its `laws:` list or an `expect`'s `laws:` — a case that runs green reaches it from table events,
// not only through a library function.
//
// Regulation settings: the contract's catalogue (packages/regulation/src/catalogue.ts) and each
// setting's status (packages/regulation/src/setting-status.json: `readBy` package functions, or
// `notYet` with a reason). A setting is read where a chapter's source (packages/*/src, not the
// regulation packages, not tests) accesses `.setting` in code. --check fails when a setting has no
// status, an honoured setting's reader is missing or its file never mentions the setting, or a
// package reads a setting the status does not list it for. The report also counts the chapter test
// files that name each setting in code (a hint where a setting's effect is tested; not checked).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const registryFile = resolve(here, '..', '..', 'packages', 'law-registry', 'src', 'laws.json');
const registry2007File = resolve(here, '..', '..', 'packages', 'law-registry', 'src', 'laws-2007.json');
const EDITIONS = ['2017', '2007'];
const USAGE = 'usage: node laws-coverage.mjs [--json] [--package NAME] [--edition 2017|2007] [--check] [--root DIR]';

function fail(message) {
  console.error(`laws-coverage: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

// ---- arguments -------------------------------------------------------------------------------
const options = { json: false, check: false, pkg: undefined, edition: undefined, root: resolve(here, '..', '..') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '--json') options.json = true;
  else if (arg === '--check') options.check = true;
  else if (arg === '--package' || arg === '--root' || arg === '--edition') {
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`);
    if (arg === '--package') options.pkg = value;
    else if (arg === '--edition') {
      if (!EDITIONS.includes(value)) fail(`--edition: "${value}" is not an edition; known: ${EDITIONS.join(', ')}`);
      options.edition = value;
    } else options.root = resolve(value);
  } else fail(`unknown argument "${arg}"`);
}
if (!existsSync(options.root) || !statSync(options.root).isDirectory()) fail(`--root: no such folder ${options.root}`);

const laws = JSON.parse(readFileSync(registryFile, 'utf8'));
const registry = new Map(laws.map((e) => [e.ref, e]));
const laws2007 = JSON.parse(readFileSync(registry2007File, 'utf8'));
const registry2007 = new Map(laws2007.map((e) => [e.ref, e]));
/** A 2007 reference belongs to the package that owns the same law number in 2017. */
const packageOf2007 = (e) => registry.get(String(e.law))?.package;
const packageNames = [...new Set(laws.map((e) => e.package))];
const kindNames = [...new Set(laws.map((e) => e.kind))];
if (options.pkg !== undefined && !packageNames.includes(options.pkg)) {
  fail(`--package: "${options.pkg}" owns no law; known: ${packageNames.join(', ')}`);
}

// ---- files -----------------------------------------------------------------------------------
function* tsFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* tsFiles(p);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield p;
  }
}
function* sourceFiles() {
  for (const group of ['packages', 'apps']) {
    const groupDir = join(options.root, group);
    if (!existsSync(groupDir)) continue;
    for (const pkg of readdirSync(groupDir).sort()) {
      for (const sub of ['src', 'test']) yield* tsFiles(join(groupDir, pkg, sub));
    }
  }
}

// ---- lexing: comments and string literals, with their offsets --------------------------------
// Enough of TypeScript to tell comments from strings and regular expressions. Returns the comments
// (their text and where it starts) and every non-code span [start, end) in order.
const REGEX_BEFORE = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
function lex(text) {
  const found = [];
  const spans = [];
  let i = 0;
  let last = '';
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const d = text[i + 1];
    if (c === '/' && d === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      found.push({ start: i + 2, text: text.slice(i + 2, stop) });
      spans.push([i, stop]);
      i = stop;
    } else if (c === '/' && d === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end;
      found.push({ start: i + 2, text: text.slice(i + 2, stop) });
      spans.push([i, stop + 2]);
      i = stop + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      const end = skipString(text, i, c);
      spans.push([i, end]);
      i = end;
      last = c;
    } else if (c === '/' && REGEX_BEFORE.has(last)) {
      const end = skipRegex(text, i);
      spans.push([i, end]);
      i = end;
      last = '/';
    } else {
      if (!/\s/.test(c)) last = /[\w$)\]]/.test(c) ? 'w' : c;
      i++;
    }
  }
  return { comments: found, spans };
}
/** Whether `offset` is in code, not inside a comment, string or regular expression. */
function inCode(spans, offset) {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = spans[mid];
    if (offset < start) hi = mid - 1;
    else if (offset >= end) lo = mid + 1;
    else return false;
  }
  return true;
}
function skipString(text, i, quote) {
  let j = i + 1;
  let depth = 0;
  while (j < text.length) {
    const c = text[j];
    if (c === '\\') j += 2;
    else if (quote === '`' && c === '$' && text[j + 1] === '{') {
      depth++;
      j += 2;
    } else if (quote === '`' && depth > 0 && c === '}') {
      depth--;
      j++;
    } else if (c === quote && depth === 0) return j + 1;
    else if (c === '\n' && quote !== '`') return j;
    else j++;
  }
  return j;
}
function skipRegex(text, i) {
  let j = i + 1;
  let inClass = false;
  while (j < text.length && text[j] !== '\n') {
    const c = text[j];
    if (c === '\\') j += 2;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) return j + 1;
      j++;
    }
  }
  return j;
}

// ---- references ------------------------------------------------------------------------------
// A token that looks like a law reference; the registry decides whether it is one. Numbers of three
// digits or more (years, scores) are not law references.
const TOKEN = String.raw`\d{1,2}(?![\d])[A-Za-z0-9]*(?:\([a-z]{1,4}\))*`;
const LIST = String.raw`${TOKEN}(?:\s*(?:,|and|or|&|\/|[–-])\s*${TOKEN})*`;
const CITED_IN_COMMENT = new RegExp(String.raw`\bLaws?\s+(${LIST})`, 'g');
const LAW_REF_CALL = /\blawRef\(\s*(['"`])([^'"`\n]*)\1\s*\)/g;
const TEST_CALL = /\b(test|it|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\2)[^\\\n])*)\2/g;
// At the start of a title: `Law 27 …`, or a bare list ended by a colon or a dash (`27B1(a): …`).
const TITLE_START = new RegExp(String.raw`^\s*(?:Laws?\s+(${LIST})(?![\w(])|(${LIST})\s*(?::|[—–-]\s))`);
// The 2007 forms: the year, then the 2007 number. (A year has four digits, so the 2017 patterns never take it.)
const CITED_2007 = new RegExp(String.raw`\bLaws?\s+2007\s+(${LIST})`, 'g');
const TITLE_START_2007 = new RegExp(String.raw`^\s*(?:Laws?\s+2007\s+(${LIST})(?![\w(])|2007\s+(${LIST})\s*(?::|[—–-]\s))`);

/** The references in a list such as `27B1(a), 27B2` or `1–8` (a range of whole laws is expanded). */
function refsOf(list) {
  const refs = [];
  const parts = list.split(/\s*(,|and|or|&|\/|[–-])\s*/);
  for (let k = 0; k < parts.length; k += 2) {
    const ref = parts[k];
    const sepBefore = parts[k - 1];
    const prev = refs[refs.length - 1];
    if ((sepBefore === '–' || sepBefore === '-') && /^\d+$/.test(ref) && prev !== undefined && /^\d+$/.test(prev)) {
      for (let law = Number(prev) + 1; law <= Number(ref); law++) refs.push(String(law));
    } else refs.push(ref);
  }
  return refs;
}

function lineAt(lineStarts, offset) {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

const codeCitations = []; // { ref, file, line }
const testCitations = []; // { ref, file, line, title }
const code2007 = []; // the same, for citations of the 2007 Laws
const tests2007 = [];
let fileCount = 0;
for (const path of sourceFiles()) {
  fileCount++;
  const text = readFileSync(path, 'utf8');
  const file = relative(options.root, path).split(sep).join('/');
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 10) lineStarts.push(k + 1);
  const isTest = path.endsWith('.test.ts');
  const lexed = lex(text);
  if (isTest) {
    for (const m of text.matchAll(TEST_CALL)) {
      if (!inCode(lexed.spans, m.index)) continue;
      const title = m[3].replace(/\\(.)/g, '$1');
      const line = lineAt(lineStarts, m.index);
      const cited = new Set();
      const start = TITLE_START.exec(title);
      if (start) for (const ref of refsOf(start[1] ?? start[2])) cited.add(ref);
      if (m[1] === 'describe') {
        for (const c of title.matchAll(CITED_IN_COMMENT)) for (const ref of refsOf(c[1])) cited.add(ref);
      }
      for (const ref of cited) testCitations.push({ ref, file, line, title });
      const cited2007 = new Set();
      const start2007 = TITLE_START_2007.exec(title);
      if (start2007) for (const ref of refsOf(start2007[1] ?? start2007[2])) cited2007.add(ref);
      if (m[1] === 'describe') {
        for (const c of title.matchAll(CITED_2007)) for (const ref of refsOf(c[1])) cited2007.add(ref);
      }
      for (const ref of cited2007) tests2007.push({ ref, file, line, title });
    }
  } else {
    for (const comment of lexed.comments) {
      for (const m of comment.text.matchAll(CITED_IN_COMMENT)) {
        const line = lineAt(lineStarts, comment.start + m.index);
        for (const ref of refsOf(m[1])) codeCitations.push({ ref, file, line });
      }
      for (const m of comment.text.matchAll(CITED_2007)) {
        const line = lineAt(lineStarts, comment.start + m.index);
        for (const ref of refsOf(m[1])) code2007.push({ ref, file, line });
      }
    }
    for (const m of text.matchAll(LAW_REF_CALL)) {
      if (!inCode(lexed.spans, m.index)) continue;
      codeCitations.push({ ref: m[2].trim(), file, line: lineAt(lineStarts, m.index) });
    }
  }
}

// ---- reached through a table event: the laws the case files run through the table name ----------------------
const TABLE_CASE_DIRS = [['packages', 'table', 'cases'], ['packages', 'play', 'cases'], ['packages', 'claims', 'cases'], ['packages', 'irregularities', 'cases']];
function* caseFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* caseFiles(full);
    else if (/\.case\.(ya?ml|json)$/.test(name)) yield full;
  }
}
// A case run under the 2007 Laws names 2007 numbers: it reaches the 2007 references, never the 2017 ones.
const eventLaws = new Set();
const eventLaws2007 = new Set();
const EDITION_2007 = /^\s*"?edition"?\s*:\s*["']?2007\b/m;
for (const parts of TABLE_CASE_DIRS) {
  for (const file of caseFiles(join(options.root, ...parts))) {
    const text = readFileSync(file, 'utf8');
    const into = EDITION_2007.test(text) ? eventLaws2007 : eventLaws;
    for (const m of text.matchAll(/"?laws"?\s*:\s*\[([^\]]*)\]/g)) {
      for (const ref of m[1].split(',')) {
        const r = ref.trim().replace(/^["']|["']$/g, '');
        if (r !== '') into.add(r);
      }
    }
  }
}
/** A registered sub-law is reached when a case names it or a sub-law beneath it (16B1 by 16B1(a)). */
function reachedByEvent(ref, named = eventLaws) {
  for (const l of named) {
    if (l === ref) return true;
    if (!l.startsWith(ref)) continue;
    const rest = l.slice(ref.length);
    // A level beneath: 21B1 → 21B1(a), 16B → 16B1, 16 → 16B (never 16B1 → 16B10).
    if (rest[0] === '(' || (/[A-Z]$/.test(ref) && /^\d/.test(rest)) || (/\d$/.test(ref) && /^[A-Z]/.test(rest))) return true;
  }
  return false;
}

// ---- regulation settings: honoured where a chapter reads them -----------------------------------
const settings = regulationSettings();

function regulationSettings() {
  const regulationDir = join(options.root, 'packages', 'regulation', 'src');
  const catalogueFile = join(regulationDir, 'catalogue.ts');
  const statusFile = join(regulationDir, 'setting-status.json');
  if (!existsSync(catalogueFile)) return null;
  const problems = [];
  // `s('key', 'R26', ['78A'], …)` rows of the catalogue.
  const catalogue = [...readFileSync(catalogueFile, 'utf8').matchAll(/\bs\(\s*'(\w+)',\s*'(R\d+)',\s*\[([^\]]*)\]/g)].map((m) => ({
    key: m[1],
    id: m[2],
    laws: [...m[3].matchAll(/'([^']+)'/g)].map((l) => l[1]),
  }));
  let status = {};
  if (!existsSync(statusFile)) problems.push('packages/regulation/src/setting-status.json: missing (every setting needs a status)');
  else {
    try {
      status = JSON.parse(readFileSync(statusFile, 'utf8'));
    } catch (e) {
      problems.push(`packages/regulation/src/setting-status.json: not JSON (${e.message})`);
    }
  }
  const keys = new Set(catalogue.map((c) => c.key));
  for (const key of Object.keys(status)) if (!keys.has(key)) problems.push(`setting-status.json: "${key}" is not a setting of the catalogue`);

  // Package folders by name, and per package: declared names and `.setting` reads in non-test sources.
  const packagesDir = join(options.root, 'packages');
  const packages = new Map(); // name -> { dir, declared: Map(name -> file), files: Map(file -> text) }
  const reads = []; // { key, pkg, file, line }
  const testFiles = []; // { key, file }
  const readPattern = keys.size === 0 ? null : new RegExp(String.raw`\.(${[...keys].join('|')})(?![\w$])`, 'g');
  for (const dir of existsSync(packagesDir) ? readdirSync(packagesDir).sort() : []) {
    const manifest = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    let name;
    try {
      name = JSON.parse(readFileSync(manifest, 'utf8')).name;
    } catch {
      continue;
    }
    const entry = { dir, declared: new Map(), files: new Map() };
    packages.set(name, entry);
    const isRegulation = name === '@bridge-laws/regulation' || name.startsWith('@bridge-laws/regulation-');
    if (!isRegulation) {
      // Tests that name a setting in code (`{ matchpointUnit: 1 }`, `settings.appealDeposit`): shown, never checked.
      for (const sub of ['src', 'test']) {
        for (const path of tsFiles(join(packagesDir, dir, sub))) {
          if (!path.endsWith('.test.ts') || readPattern === null) continue;
          const text = readFileSync(path, 'utf8');
          const { spans } = lex(text);
          const file = relative(options.root, path).split(sep).join('/');
          for (const key of keys) {
            const named = [...text.matchAll(new RegExp(String.raw`(?<![\w$])${key}(?![\w$])`, 'g'))].some((m) => inCode(spans, m.index));
            if (named) testFiles.push({ key, file });
          }
        }
      }
    }
    for (const path of tsFiles(join(packagesDir, dir, 'src'))) {
      if (path.endsWith('.test.ts')) continue;
      const text = readFileSync(path, 'utf8');
      const file = relative(options.root, path).split(sep).join('/');
      const { spans } = lex(text);
      const lineStarts = [0];
      for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 10) lineStarts.push(k + 1);
      entry.files.set(file, { text, spans, lineStarts });
      for (const m of text.matchAll(/\b(?:function\*?|const|let|class|type|interface)\s+([\w$]+)/g)) {
        if (inCode(spans, m.index) && !entry.declared.has(m[1])) entry.declared.set(m[1], { file, line: lineAt(lineStarts, m.index) });
      }
      if (isRegulation || readPattern === null) continue;
      for (const m of text.matchAll(readPattern)) {
        if (inCode(spans, m.index)) reads.push({ key: m[1], pkg: name, file, line: lineAt(lineStarts, m.index) });
      }
    }
  }

  /** Whether `file` names the setting in code, or quoted (`Pick<RegulationSettings, 'key'>`). */
  function mentions(f, key) {
    for (const m of f.text.matchAll(new RegExp(String.raw`(?<![\w$])${key}(?![\w$])`, 'g'))) {
      if (inCode(f.spans, m.index)) return true;
      const before = f.text[m.index - 1];
      if ((before === "'" || before === '"') && f.text[m.index + key.length] === before) return true;
    }
    return false;
  }

  const rows = catalogue.map((c) => {
    const s = status[c.key];
    const row = { key: c.key, id: c.id, laws: c.laws, honoured: false, readBy: [], reason: null, reads: reads.filter((r) => r.key === c.key).map(({ pkg, file, line }) => ({ package: pkg, file, line })), tests: testFiles.filter((f) => f.key === c.key).map((f) => f.file) };
    if (s === undefined) {
      if (existsSync(statusFile)) problems.push(`${c.id} ${c.key}: no status in setting-status.json (mark it readBy or notYet)`);
      return row;
    }
    if (Array.isArray(s.readBy) && s.readBy.length > 0) {
      row.honoured = true;
      for (const r of s.readBy) {
        const pkg = packages.get(r.package);
        const shown = { package: r.package, function: r.function, file: null, line: null };
        row.readBy.push(shown);
        if (pkg === undefined) {
          problems.push(`${c.id} ${c.key}: marked honoured by ${r.package}, which is not a package here`);
          continue;
        }
        const decl = pkg.declared.get(r.function);
        if (decl === undefined) {
          problems.push(`${c.id} ${c.key}: marked honoured by ${r.package} ${r.function}, which its sources do not declare`);
          continue;
        }
        shown.file = decl.file;
        shown.line = decl.line;
        if (!mentions(pkg.files.get(decl.file), c.key)) problems.push(`${c.id} ${c.key}: marked honoured by ${r.package} ${r.function}, but ${decl.file} never reads it`);
      }
    } else if (typeof s.notYet === 'string' && s.notYet.trim() !== '') row.reason = s.notYet;
    else problems.push(`${c.id} ${c.key}: a status needs readBy (a non-empty list) or notYet (a reason)`);
    for (const r of row.reads) {
      if (!row.honoured) problems.push(`${r.file}:${r.line}: reads ${c.key} (${c.id}), which the contract marks not yet honoured`);
      else if (!row.readBy.some((b) => b.package === r.package)) problems.push(`${r.file}:${r.line}: reads ${c.key} (${c.id}), but the contract does not list ${r.package} among its readers`);
    }
    return row;
  });
  return { rows, problems };
}

// ---- report ----------------------------------------------------------------------------------
const unknown = [
  ...codeCitations.filter((c) => !registry.has(c.ref)).map((c) => ({ ...c, source: 'code', edition: '2017' })),
  ...testCitations.filter((c) => !registry.has(c.ref)).map((c) => ({ ...c, source: 'test', edition: '2017' })),
  ...code2007.filter((c) => !registry2007.has(c.ref)).map((c) => ({ ...c, source: 'code', edition: '2007' })),
  ...tests2007.filter((c) => !registry2007.has(c.ref)).map((c) => ({ ...c, source: 'test', edition: '2007' })),
];
const describeUnknown = (u) =>
  `${u.file}:${u.line}: ${u.source === 'code' ? 'code cites' : 'test title cites'} ${u.edition === '2007' ? '2007 ' : ''}"${u.ref}", which is not a ${u.edition} law reference in the registry`;

if (options.check) {
  for (const u of unknown) console.error(describeUnknown(u));
  const cited2007 = code2007.length + tests2007.length;
  const total = codeCitations.length + testCitations.length + cited2007;
  const of2007 = cited2007 > 0 ? ` (${cited2007} of them 2007)` : '';
  if (unknown.length > 0) {
    console.error(`laws-coverage: ${unknown.length} of ${total} citations${of2007} name no registered law (${fileCount} files scanned)`);
    process.exitCode = 1;
  } else {
    console.log(`laws-coverage: ${total} citations${of2007} in ${fileCount} files, all registered`);
  }
  if (settings !== null) {
    for (const p of settings.problems) console.error(p);
    const honoured = settings.rows.filter((r) => r.honoured).length;
    if (settings.problems.length > 0) {
      console.error(`laws-coverage: ${settings.problems.length} problems in the regulation settings' status`);
      process.exitCode = 1;
    } else console.log(`laws-coverage: regulation settings: ${honoured} honoured, ${settings.rows.length - honoured} not yet, every read marked`);
  }
} else {
  report();
}

/** The settings to show: all of them, or with --package those a package reads (all for `regulation`). */
function shownSettings() {
  if (settings === null) return [];
  if (options.pkg === undefined || options.pkg === 'regulation') return settings.rows;
  const name = `@bridge-laws/${options.pkg}`;
  return settings.rows.filter((r) => r.readBy.some((b) => b.package === name));
}

// Output is written with exitCode, never process.exit: a large report to a pipe must not be cut off.
function report() {

const byPlace = (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line);
codeCitations.sort(byPlace);
testCitations.sort(byPlace);
const sitesByRef = new Map();
const testsByRef = new Map();
for (const c of codeCitations) sitesByRef.set(c.ref, [...(sitesByRef.get(c.ref) ?? []), c]);
for (const c of testCitations) testsByRef.set(c.ref, [...(testsByRef.get(c.ref) ?? []), c]);

const show2017 = options.edition !== '2007';
const show2007 = options.edition !== '2017';
const selected = show2017 ? laws.filter((e) => options.pkg === undefined || e.package === options.pkg) : [];
const rows = selected.map((e) => ({
  ref: e.ref,
  title: e.title,
  kind: e.kind,
  package: e.package,
  code: (sitesByRef.get(e.ref) ?? []).map(({ file, line }) => ({ file, line })),
  tests: (testsByRef.get(e.ref) ?? []).map(({ file, line, title }) => ({ file, line, title })),
  tableEvent: reachedByEvent(e.ref),
}));

function totals(key, names) {
  const out = {};
  for (const name of names) {
    const mine = rows.filter((r) => r[key] === name);
    if (mine.length === 0) continue;
    out[name] = {
      registered: mine.length,
      citedInCode: mine.filter((r) => r.code.length > 0).length,
      citedInTests: mine.filter((r) => r.tests.length > 0).length,
      tableEvent: mine.filter((r) => r.tableEvent).length,
    };
  }
  return out;
}
const byPackage = totals('package', packageNames);
const byKind = totals('kind', kindNames);

// The 2007 edition: each 2007 reference with the code and tests that cite it under its 2007 number.
code2007.sort(byPlace);
tests2007.sort(byPlace);
const sites2007 = new Map();
const testSites2007 = new Map();
for (const c of code2007) sites2007.set(c.ref, [...(sites2007.get(c.ref) ?? []), c]);
for (const c of tests2007) testSites2007.set(c.ref, [...(testSites2007.get(c.ref) ?? []), c]);
const rows2007 = (show2007 ? laws2007 : [])
  .filter((e) => options.pkg === undefined || packageOf2007(e) === options.pkg)
  .map((e) => ({
    ref: e.ref,
    package: packageOf2007(e),
    code: (sites2007.get(e.ref) ?? []).map(({ file, line }) => ({ file, line })),
    tests: (testSites2007.get(e.ref) ?? []).map(({ file, line, title }) => ({ file, line, title })),
    tableEvent: reachedByEvent(e.ref, eventLaws2007),
  }));
const totals2007 = {
  registered: rows2007.length,
  citedInCode: rows2007.filter((r) => r.code.length > 0).length,
  citedInTests: rows2007.filter((r) => r.tests.length > 0).length,
  tableEvent: rows2007.filter((r) => r.tableEvent).length,
};

if (options.json) {
  const shownUnknown = unknown.map(({ ref, file, line, source, edition }) => ({ ref, file, line, source, edition }));
  const settingRows = shownSettings();
  console.log(JSON.stringify({ files: fileCount, laws: rows, laws2007: rows2007, totals: { byPackage, byKind, edition2007: totals2007 }, unknown: shownUnknown, settings: settingRows, settingProblems: settings?.problems ?? [] }, null, 2));
  return;
}

const width = Math.max(...rows.map((r) => r.ref.length), ...rows2007.map((r) => r.ref.length), 3);
const lines = [];
for (const r of rows) {
  const sites = r.code.map((s) => `${s.file}:${s.line}`).join(', ');
  lines.push(
    `${r.ref.padEnd(width)}  ${r.kind.padEnd(10)}  ${r.package.padEnd(16)}  code ${String(r.code.length).padStart(2)}` +
      `${sites ? `  ${sites}` : ''}  tests ${r.tests.length}  ${r.tableEvent ? 'event' : 'no event'}`,
  );
  for (const t of r.tests) lines.push(`${' '.repeat(width)}    test: ${t.title}  (${t.file}:${t.line})`);
}
function table(title, data) {
  const names = Object.keys(data);
  const w = Math.max(title.length, ...names.map((n) => n.length));
  lines.push('', `${title.padEnd(w)}  registered  in code  in tests  table event`);
  for (const name of names) {
    const t = data[name];
    lines.push(`${name.padEnd(w)}  ${String(t.registered).padStart(10)}  ${String(t.citedInCode).padStart(7)}  ${String(t.citedInTests).padStart(8)}  ${String(t.tableEvent).padStart(11)}`);
  }
}
if (show2017) {
  table('package', byPackage);
  table('kind', byKind);
}
if (show2007) {
  lines.push('', '2007 edition (cited as `Law 2007 …`)');
  for (const r of rows2007) {
    const sites = r.code.map((s) => `${s.file}:${s.line}`).join(', ');
    lines.push(`2007 ${r.ref.padEnd(width)}  ${String(r.package).padEnd(16)}  code ${String(r.code.length).padStart(2)}${sites ? `  ${sites}` : ''}  tests ${r.tests.length}  ${r.tableEvent ? 'event' : 'no event'}`);
    for (const t of r.tests) lines.push(`${' '.repeat(width + 5)}    test: ${t.title}  (${t.file}:${t.line})`);
  }
  lines.push('', `edition  registered  in code  in tests  table event`);
  lines.push(`2007     ${String(totals2007.registered).padStart(10)}  ${String(totals2007.citedInCode).padStart(7)}  ${String(totals2007.citedInTests).padStart(8)}  ${String(totals2007.tableEvent).padStart(11)}`);
}
const settingRows = shownSettings();
if (settingRows.length > 0) {
  const honoured = settingRows.filter((r) => r.honoured).length;
  const kw = Math.max(...settingRows.map((r) => r.key.length));
  lines.push('', `regulation settings (Law 80 delegations): ${honoured} honoured, ${settingRows.length - honoured} not yet`);
  for (const r of settingRows) {
    const where = r.honoured
      ? r.readBy.map((b) => `${b.package} ${b.function}${b.file ? ` (${b.file}:${b.line})` : ' (not found)'}`).join(', ')
      : r.reason ?? 'no status';
    lines.push(`${r.id.padEnd(4)} ${r.key.padEnd(kw)}  ${r.honoured ? 'honoured' : 'not yet '}  tests ${String(r.tests.length).padStart(2)}  ${where}`);
  }
  if ((settings?.problems.length ?? 0) > 0) lines.push(`${settings.problems.length} problems in the settings' status (run with --check to list them)`);
}
const of2007 = code2007.length + tests2007.length > 0 ? ` (2007: ${code2007.length} code and ${tests2007.length} test citations)` : '';
lines.push('', `${fileCount} files scanned; ${codeCitations.length} code and ${testCitations.length} test citations${of2007}; ${unknown.length} unknown (run with --check to list them)`);
console.log(lines.join('\n'));
}
