#!/usr/bin/env node
// Fails on an import circle between files: two or more source files of one package that import each
// other, directly or through others (type-only imports and re-exports count: a circle of types is still
// two files that cannot be read one after the other). The layer check sees circles between packages;
// this one sees them inside a package. Usage: node check-file-cycles.mjs [--root DIR]
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1] ?? '.') : resolve(here, '..', '..');

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.turbo']);

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.')) yield* files(p);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield p;
  }
}

// `import … from './x.js'`, `export … from './x.js'`, `import './x.js'`, `import('./x.js')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative specifier names: `./x.js` is `x.ts` in TypeScript sources, a folder its index. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.js`, `${stem}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx'), join(base, 'index.js')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const graph = new Map();
for (const group of ['packages', 'apps', 'tools']) {
  for (const file of files(join(root, group))) {
    const deps = new Set();
    for (const m of stripComments(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const target = resolveSpecifier(file, m[1]);
      if (target !== null && target !== file) deps.add(target);
    }
    graph.set(file, deps);
  }
}

// Tarjan's strongly connected components: every component of two or more files is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let counter = 0;
function connect(v) {
  index.set(v, counter);
  low.set(v, counter);
  counter++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.map((f) => relative(root, f).split(sep).join('/')).sort());
  }
}
for (const v of graph.keys()) if (!index.has(v)) connect(v);

// Every circle is a problem: none is allowed, so none can creep back in.
const problems = circles.map((files) => `import circle: ${files.join(' <-> ')}`);
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`file cycle check failed: ${problems.length} problem(s) in ${graph.size} files`);
  process.exit(1);
}
console.log(`file cycle check passed: ${graph.size} files, no import circle`);
