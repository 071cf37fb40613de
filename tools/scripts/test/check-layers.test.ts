import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', 'check-layers.mjs');

type Files = Record<string, string>;

function tree(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function pkg(name: string, deps: string[] = []): string {
  const exports = { '.': { '@bridge-laws/source': './src/index.ts' } };
  return JSON.stringify({ name, exports, dependencies: Object.fromEntries(deps.map((d) => [d, 'workspace:^'])) });
}

function run(files: Files) {
  const r = spawnSync(process.execPath, [script, '--root', tree(files)], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

const base: Files = {
  'packages/cards-and-boards/package.json': pkg('@bridge-laws/cards-and-boards'),
  'packages/cards-and-boards/src/index.ts': 'export const x = 1;\n',
  'packages/regulation/package.json': pkg('@bridge-laws/regulation', ['@bridge-laws/cards-and-boards']),
  'packages/regulation/src/index.ts': "import { x } from '@bridge-laws/cards-and-boards';\nexport const y = x;\n",
};

describe('layer check', () => {
  test('a downward graph passes', () => {
    const r = run(base);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/layer check passed: 2 packages/);
  });

  test('a dependency that points up fails', () => {
    const r = run({ ...base, 'packages/cards-and-boards/package.json': pkg('@bridge-laws/cards-and-boards', ['@bridge-laws/regulation']) });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/@bridge-laws\/cards-and-boards \(layer 0\): depends on @bridge-laws\/regulation \(layer 1\), which points up/);
    expect(r.out).toMatch(/cycle: /);
  });

  test('a deep import fails with file and line', () => {
    const r = run({ ...base, 'packages/regulation/src/index.ts': "\nimport { x } from '@bridge-laws/cards-and-boards/src/card';\n" });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/packages\/regulation\/src\/index.ts:2: deep import "@bridge-laws\/cards-and-boards\/src\/card"/);
  });

  test('an undeclared import and a relative import out of the package fail', () => {
    const r = run({
      ...base,
      'packages/cards-and-boards/src/index.ts': "import { y } from '../../regulation/src/index.js';\nexport const x = y;\n",
      'packages/regulation/package.json': pkg('@bridge-laws/regulation'),
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/relative import "..\/..\/regulation\/src\/index.js" leaves @bridge-laws\/cards-and-boards/);
    expect(r.out).toMatch(/imports @bridge-laws\/cards-and-boards, which @bridge-laws\/regulation does not declare/);
  });

  test('a chapter may not depend on a federation package, nor a federation on a chapter', () => {
    const r = run({
      ...base,
      'packages/regulation-xx/package.json': pkg('@bridge-laws/regulation-xx', ['@bridge-laws/auction']),
      'packages/auction/package.json': pkg('@bridge-laws/auction', ['@bridge-laws/regulation-xx']),
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/@bridge-laws\/auction: depends on federation package @bridge-laws\/regulation-xx/);
    expect(r.out).toMatch(/a federation package may depend only on/);
  });

  test('a package missing from the layer table fails', () => {
    const r = run({ ...base, 'packages/mystery/package.json': pkg('@bridge-laws/mystery') });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/@bridge-laws\/mystery: not in the layer table/);
  });
});
