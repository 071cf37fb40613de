#!/usr/bin/env node
// Fails on a dependency that points up or sideways, a cycle, an undeclared or deep import, or a
// relative import that leaves its package. Usage: node check-layers.mjs [--root DIR]
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1] ?? '.') : resolve(here, '..', '..');
const config = JSON.parse(readFileSync(join(here, 'layers.json'), 'utf8'));

const problems = [];
const packages = new Map(); // name → { dir, pkg }
for (const group of ['packages', 'apps']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    packages.set(pkg.name, { dir: join(dir, name), pkg });
  }
}

const isFederation = (name) => name.startsWith(config.federationPrefix);
const layerOf = (name) => (isFederation(name) ? 9 : config.layers[name]);
const internal = (name) => name.startsWith('@bridge-laws/') && !config.toolPackages.includes(name);

function declared(pkg) {
  return Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies }).filter(internal);
}

for (const [name, { pkg }] of packages) {
  if (layerOf(name) === undefined) {
    problems.push(`${name}: not in the layer table (tools/scripts/layers.json)`);
    continue;
  }
  for (const dep of declared(pkg)) {
    if (!packages.has(dep)) problems.push(`${name}: depends on ${dep}, which is not a workspace package`);
    else if (isFederation(dep)) {
      if (!name.startsWith('@bridge-laws/cli') && !name.startsWith('@bridge-laws/web')) problems.push(`${name}: depends on federation package ${dep}; chapters receive a regulation as a value`);
    } else if (isFederation(name)) {
      if (!config.federationMayDependOn.includes(dep)) problems.push(`${name}: a federation package may depend only on ${config.federationMayDependOn.join(' and ')}, not ${dep}`);
    } else if (layerOf(dep) === undefined) {
      problems.push(`${name}: depends on ${dep}, which is not in the layer table`);
    } else if (layerOf(dep) >= layerOf(name)) {
      problems.push(`${name} (layer ${layerOf(name)}): depends on ${dep} (layer ${layerOf(dep)}), which points ${layerOf(dep) === layerOf(name) ? 'sideways' : 'up'}`);
    }
  }
}

// Cycles (strict layering forbids them, but report one plainly if the table is ever wrong).
const state = new Map();
function visit(name, path) {
  if (state.get(name) === 'done') return;
  if (state.get(name) === 'open') {
    problems.push(`cycle: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    return;
  }
  state.set(name, 'open');
  for (const dep of declared(packages.get(name)?.pkg ?? {})) if (packages.has(dep)) visit(dep, [...path, name]);
  state.set(name, 'done');
}
for (const name of packages.keys()) visit(name, []);

// Source imports: declared, public entry points only, never out of the package folder.
function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') yield* sourceFiles(p);
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) yield p;
  }
}
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
for (const [name, { dir, pkg }] of packages) {
  const deps = new Set(declared(pkg));
  for (const sub of ['src', 'test', 'bench']) {
    for (const file of sourceFiles(join(dir, sub))) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(root, file);
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const line = text.slice(0, m.index).split('\n').length;
        if (spec.startsWith('@bridge-laws/')) {
          const [scope, base, ...rest] = spec.split('/');
          const target = `${scope}/${base}`;
          if (config.toolPackages.includes(target)) continue;
          if (target === name) continue;
          if (!deps.has(target)) problems.push(`${rel}:${line}: imports ${target}, which ${name} does not declare`);
          const exported = packages.get(target)?.pkg.exports ?? {};
          const key = rest.length ? `./${rest.join('/')}` : '.';
          if (!(key in exported)) problems.push(`${rel}:${line}: deep import "${spec}"; use the package's public entry`);
        } else if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          if (!(target + sep).startsWith(dir + sep)) problems.push(`${rel}:${line}: relative import "${spec}" leaves ${name}`);
        }
      }
    }
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(`layers: ${p}`);
  console.error(`layer check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`layer check passed: ${packages.size} packages, dependencies point down, no cycles, no deep imports`);
