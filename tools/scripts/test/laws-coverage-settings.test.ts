import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', 'laws-coverage.mjs');

type Files = Record<string, string>;

function tree(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'settings-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function run(files: Files, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, '--root', tree(files), ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

const catalogue = [
  "const s = (key, id, laws, authority, summary) => ({ key, id, laws, authority, summary });",
  "export const SETTING_SOURCES = [",
  "  s('matchpointUnit', 'R26', ['78A'], 'RA/TO', 'matchpoints per comparison'),",
  "  s('screens', 'R31', ['80B2(e)'], 'TO', 'screens'),",
  "];",
  '',
].join('\n');

const honoured = { matchpointUnit: { readBy: [{ package: '@bridge-laws/scoring', function: 'matchpointBoard' }] }, screens: { notYet: 'screens are not modelled' } };

const base: Files = {
  'packages/regulation/package.json': JSON.stringify({ name: '@bridge-laws/regulation' }),
  'packages/regulation/src/catalogue.ts': catalogue,
  'packages/regulation/src/setting-status.json': JSON.stringify(honoured),
  'packages/scoring/package.json': JSON.stringify({ name: '@bridge-laws/scoring' }),
  'packages/scoring/src/matchpoints.ts': [
    '// Law 78A: matchpoints.',
    'export function matchpointBoard(scores: number[], settings: { matchpointUnit: 1 | 2 }): number[] {',
    '  return scores.map(() => settings.matchpointUnit);',
    '}',
    '',
  ].join('\n'),
};

describe('Law 80 — the registry check of regulation settings', () => {
  test('every setting marked, every read listed: the check passes and counts them', () => {
    const r = run(base, '--check');
    expect(r.out).toMatch(/regulation settings: 1 honoured, 1 not yet, every read marked/);
    expect(r.code).toBe(0);
  });

  test('the report shows each setting with its reader or the reason it is not yet honoured', () => {
    const r = run(base);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/regulation settings \(Law 80 delegations\): 1 honoured, 1 not yet/);
    expect(r.out).toMatch(/R26 +matchpointUnit +honoured +tests +0 +@bridge-laws\/scoring matchpointBoard \(packages\/scoring\/src\/matchpoints.ts:2\)/);
    expect(r.out).toMatch(/R31 +screens +not yet +tests +0 +screens are not modelled/);
    const json = JSON.parse(run(base, '--json').out) as { settings: { key: string; honoured: boolean }[] };
    expect(json.settings.map((s) => [s.key, s.honoured])).toEqual([['matchpointUnit', true], ['screens', false]]);
  });

  test('the report counts the chapter test files that name a setting in code, not in strings', () => {
    const r = run({
      ...base,
      'packages/scoring/src/matchpoints.test.ts': "test('78A: x', () => matchpointBoard([1], { matchpointUnit: 1 }));\n",
      'packages/scoring/test/other.test.ts': "const s = 'screens';\n",
    });
    expect(r.out).toMatch(/R26 +matchpointUnit +honoured +tests +1 /);
    expect(r.out).toMatch(/R31 +screens +not yet +tests +0 /);
  });

  test('a setting marked honoured whose function does not exist fails', () => {
    const status = { ...honoured, matchpointUnit: { readBy: [{ package: '@bridge-laws/scoring', function: 'neuberg' }] } };
    const r = run({ ...base, 'packages/regulation/src/setting-status.json': JSON.stringify(status) }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/R26 matchpointUnit: marked honoured by @bridge-laws\/scoring neuberg, which its sources do not declare/);
  });

  test('a setting marked honoured whose reader never reads it fails', () => {
    const r = run({ ...base, 'packages/scoring/src/matchpoints.ts': 'export function matchpointBoard(): number[] {\n  return [];\n}\n' }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/R26 matchpointUnit: marked honoured by @bridge-laws\/scoring matchpointBoard, but packages\/scoring\/src\/matchpoints.ts never reads it/);
  });

  test('a setting read by code but marked not yet honoured fails, naming file and line', () => {
    const r = run({ ...base, 'packages/scoring/src/screens.ts': '// screens\nexport function screened(s: { screens: boolean }): boolean {\n  return s.screens;\n}\n' }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/packages\/scoring\/src\/screens.ts:3: reads screens \(R31\), which the contract marks not yet honoured/);
  });

  test('a read in a package the status does not list fails; a mention in a comment or string does not count', () => {
    const r = run({
      ...base,
      'packages/session/package.json': JSON.stringify({ name: '@bridge-laws/session' }),
      'packages/session/src/results.ts': "// settings.screens is ignored here\nexport const unit = (s: { matchpointUnit: number }) => [s.matchpointUnit, '.screens'];\n",
    }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/packages\/session\/src\/results.ts:2: reads matchpointUnit \(R26\), but the contract does not list @bridge-laws\/session among its readers/);
    expect(r.out).not.toMatch(/reads screens/);
  });

  test('a setting without a status, and a status for no setting, both fail', () => {
    const status = { matchpointUnit: honoured.matchpointUnit, mystery: { notYet: 'what is this' } };
    const r = run({ ...base, 'packages/regulation/src/setting-status.json': JSON.stringify(status) }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/R31 screens: no status in setting-status.json/);
    expect(r.out).toMatch(/setting-status.json: "mystery" is not a setting of the catalogue/);
  });

  test('a status that is neither honoured nor explained fails', () => {
    const status = { ...honoured, screens: { notYet: '' } };
    const r = run({ ...base, 'packages/regulation/src/setting-status.json': JSON.stringify(status) }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/R31 screens: a status needs readBy \(a non-empty list\) or notYet \(a reason\)/);
  });

  test('a status file that is not JSON fails instead of crashing', () => {
    const r = run({ ...base, 'packages/regulation/src/setting-status.json': '{ not json' }, '--check');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/setting-status.json: not JSON/);
  });
});
