import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', '..', '..', 'tools', 'scripts', 'laws-coverage.mjs');

type Files = Record<string, string>;

function tree(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'laws-coverage-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function run(root: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

interface Row {
  ref: string;
  kind: string;
  package: string;
  code: { file: string; line: number }[];
  tests: { file: string; line: number; title: string }[];
}
interface Report {
  files: number;
  laws: Row[];
  totals: { byPackage: Record<string, { registered: number; citedInCode: number; citedInTests: number }> };
  unknown: { ref: string; file: string; line: number; source: string }[];
}

function json(root: string, ...args: string[]): Report {
  const r = run(root, '--json', ...args);
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Report;
}

function row(report: Report, ref: string): Row {
  const found = report.laws.find((r) => r.ref === ref);
  if (found === undefined) throw new Error(`${ref} missing from the report`);
  return found;
}

const clean: Files = {
  'packages/auction/src/insufficient-bid.ts': [
    '// Law 27B1(a): the lowest sufficient bid in the same denomination.',
    "const url = 'http://example.org/ // Law 99 is inside a string, not a comment';",
    'const slash = /\\/\\/ Law 98/;',
    '/* Laws 64A1, 64A2 and 64B',
    ' * are the revoke laws; see also Law 2. */',
    "export const REF = lawRef('27B2');",
    'export const n = 2017; // Laws of Duplicate Bridge 2017',
    '// Laws 1–3 are preliminaries.',
    "// lawRef('1A') in a comment is not a call.",
  ].join('\n'),
  'packages/auction/src/insufficient-bid.test.ts': [
    "describe('Law 27 — insufficient bid', () => {",
    "  test('27B1(a): replaced by the lowest sufficient bid', () => {});",
    "  it('64A1, 64A2: transfer of tricks', () => {});",
    "  test('2 boards a round is not a citation', () => {});",
    '  // Law 99 in a comment of a test file is not code.',
    '  const sample = "test(\'27B2: a title inside a string\', () => {})";',
    '});',
  ].join('\n'),
  'apps/cli/src/deal.ts': '// Law 6: shuffle and deal\n',
  'packages/auction/dist/index.js': '// Law 99 in a build output is ignored\n',
};

describe('laws-coverage script', () => {
  test('code citations: Law/Laws in comments and lawRef() calls, with file:line; strings and regexes are not comments', () => {
    const report = json(tree(clean));
    expect(report.files).toBe(3);
    expect(row(report, '27B1(a)').code).toEqual([{ file: 'packages/auction/src/insufficient-bid.ts', line: 1 }]);
    expect(row(report, '64A2').code).toEqual([{ file: 'packages/auction/src/insufficient-bid.ts', line: 4 }]);
    expect(row(report, '64B').code).toEqual([{ file: 'packages/auction/src/insufficient-bid.ts', line: 4 }]);
    expect(row(report, '2').code.map((c) => c.line)).toEqual([5, 8]);
    expect(row(report, '27B2').code).toEqual([{ file: 'packages/auction/src/insufficient-bid.ts', line: 6 }]);
    expect(row(report, '6').code).toEqual([{ file: 'apps/cli/src/deal.ts', line: 1 }]);
    // A range of whole laws cites each of them.
    expect(row(report, '3').code).toEqual([{ file: 'packages/auction/src/insufficient-bid.ts', line: 8 }]);
    expect(row(report, '1A').code).toEqual([]);
    expect(report.unknown).toEqual([]);
  });

  test('test citations: a reference heading a test() or it() title, or Law N in a describe() title', () => {
    const report = json(tree(clean));
    const file = 'packages/auction/src/insufficient-bid.test.ts';
    expect(row(report, '27').tests).toEqual([{ file, line: 1, title: 'Law 27 — insufficient bid' }]);
    expect(row(report, '27B1(a)').tests).toEqual([{ file, line: 2, title: '27B1(a): replaced by the lowest sufficient bid' }]);
    expect(row(report, '64A1').tests.map((t) => t.line)).toEqual([3]);
    expect(row(report, '64A2').tests.map((t) => t.line)).toEqual([3]);
    // "2 boards…" has no colon or dash after the number, so it is not a citation.
    expect(row(report, '2').tests).toEqual([]);
    // A test() call written inside a string literal is not a test.
    expect(row(report, '27B2').tests).toEqual([]);
  });

  test('text output lists each law in order with kind, package, sites and counts, then totals by package and kind', () => {
    const r = run(tree(clean));
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const line27B1a = lines.find((l) => l.startsWith('27B1(a) '));
    expect(line27B1a).toMatch(/^27B1\(a\)\s+judgment\s+auction\s+code\s+1\s+packages\/auction\/src\/insufficient-bid\.ts:1\s+tests 1\s+no event$/);
    expect(lines.indexOf(line27B1a ?? '')).toBeGreaterThan(lines.findIndex((l) => l.startsWith('27B1 ')));
    expect(r.out).toMatch(/^package\s+registered\s+in code\s+in tests\s+table event$/m);
    expect(r.out).toMatch(/^auction\s+206\s+2\s+2\s+0$/m);
    expect(r.out).toMatch(/^kind\s+registered\s+in code\s+in tests\s+table event$/m);
    expect(r.out).toMatch(/3 files scanned; 10 code and 4 test citations; 0 unknown/);
  });

  test('--package keeps one package’s laws and totals', () => {
    const report = json(tree(clean), '--package', 'play');
    expect(report.laws.length).toBeGreaterThan(200);
    expect(report.laws.every((r) => r.package === 'play')).toBe(true);
    expect(Object.keys(report.totals.byPackage)).toEqual(['play']);
    expect(report.totals.byPackage['play']?.citedInCode).toBe(3);
  });

  test('--check passes with one summary line when every citation is registered', () => {
    const r = run(tree(clean), '--check');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('laws-coverage: 14 citations in 3 files, all registered');
  });

  test('--check fails naming file:line for each unknown reference in code or test titles', () => {
    const root = tree({
      ...clean,
      'packages/play/src/revoke.ts': "// Law 64A1\n\n// Law 27B5 does not exist\nconst r = lawRef('12C2a');\n",
      'packages/play/test/revoke.test.ts': "test('70D3: not in the 2017 text', () => {});\n",
    });
    const r = run(root, '--check');
    expect(r.code).toBe(1);
    expect(r.err).toContain('packages/play/src/revoke.ts:3: code cites "27B5"');
    expect(r.err).toContain('packages/play/src/revoke.ts:4: code cites "12C2a"');
    expect(r.err).toContain('packages/play/test/revoke.test.ts:1: test title cites "70D3"');
    expect(r.err).not.toContain('revoke.ts:1:');
    expect(r.err.trim().split('\n').at(-1)).toBe('laws-coverage: 3 of 18 citations name no registered law (5 files scanned)');
    expect(json(root).unknown.map((u) => `${u.source} ${u.ref}`)).toEqual(['code 27B5', 'code 12C2a', 'test 70D3']);
  });

  const with2007: Files = {
    ...clean,
    'packages/play/src/claim-2007.ts': [
      '// Law 2007 70D3: the 2007 number, which 2017 no longer has.',
      '// Laws 2007 12C2(a) and 30B1; Law 12C2(d) is the 2017 number.',
      '// Law 2007 12C2(d) does not exist in 2007.',
    ].join('\n'),
    'packages/play/test/claim-2007.test.ts': [
      "describe('Law 2007 70 — contested claims', () => {",
      "  test('2007 70D3: a line the claimer did not state', () => {});",
      "  test('70D3: not a 2017 reference', () => {});",
      "  test('2007 edition: no reference here', () => {});",
      '});',
    ].join('\n'),
  };

  test('Law 2007: citations of the 2007 Laws are checked against the 2007 references, per edition', () => {
    const report = json(tree(with2007));
    const r2007 = (ref: string) => (report as unknown as { laws2007: Row[] }).laws2007.find((r) => r.ref === ref);
    expect(r2007('70D3')?.code).toEqual([{ file: 'packages/play/src/claim-2007.ts', line: 1 }]);
    expect(r2007('12C2(a)')?.code.map((c) => c.line)).toEqual([2]);
    expect(r2007('30B1')?.code.map((c) => c.line)).toEqual([2]);
    expect(r2007('70')?.tests.map((t) => t.line)).toEqual([1]);
    expect(r2007('70D3')?.tests.map((t) => t.line)).toEqual([2]);
    // A 2007 citation never counts for the 2017 number, and the 2017 citation on the same line is 2017's.
    expect(row(report, '12C2(d)').code.map((c) => c.line)).toEqual([2]);
    expect(row(report, '70').tests).toEqual([]);
    expect(report.unknown.map((u) => `${u.source} ${(u as { edition?: string }).edition} ${u.ref}`)).toEqual(['test 2017 70D3', 'code 2007 12C2(d)']);
  });

  test('--check fails on an unknown 2007 reference like an unknown 2017 one, naming the edition', () => {
    const r = run(tree(with2007), '--check');
    expect(r.code).toBe(1);
    expect(r.err).toContain('packages/play/src/claim-2007.ts:3: code cites 2007 "12C2(d)", which is not a 2007 law reference');
    expect(r.err).toContain('packages/play/test/claim-2007.test.ts:3: test title cites "70D3", which is not a 2017 law reference');
    expect(r.err.trim().split('\n').at(-1)).toBe('laws-coverage: 2 of 22 citations (6 of them 2007) name no registered law (5 files scanned)');
    const fine = run(tree({ ...clean, 'packages/play/src/claim-2007.ts': '// Law 2007 70D3\n' }), '--check');
    expect(fine.code).toBe(0);
    expect(fine.out.trim()).toBe('laws-coverage: 15 citations (1 of them 2007) in 4 files, all registered');
  });

  test('--edition keeps one edition in the report', () => {
    const only2007 = run(tree(with2007), '--edition', '2007');
    expect(only2007.code).toBe(0);
    expect(only2007.out).toMatch(/^2007 70D3\s+claims\s+code\s+1\s+packages\/play\/src\/claim-2007\.ts:1\s+tests 1  no event$/m);
    expect(only2007.out).not.toMatch(/^27B1\(a\) /m);
    expect(only2007.out).toMatch(/^2007\s+\d+\s+3\s+2\s+0$/m);
    const only2017 = json(tree(with2007), '--edition', '2017') as unknown as { laws: Row[]; laws2007: Row[] };
    expect(only2017.laws2007).toEqual([]);
    expect(only2017.laws.length).toBe(840);
    expect(run(tree(clean), '--edition', '1997').err).toMatch(/--edition: "1997" is not an edition; known: 2017, 2007/);
  });

  test('bad arguments exit 2 with a message naming the flag', () => {
    const root = tree(clean);
    const badPackage = run(root, '--package', 'bidding');
    expect(badPackage.code).toBe(2);
    expect(badPackage.err).toMatch(/--package: "bidding" owns no law; known: cards-and-boards, /);
    expect(run(root, '--verbose').err).toMatch(/unknown argument "--verbose"/);
    expect(run(root, '--package').code).toBe(2);
    const missing = spawnSync(process.execPath, [script, '--root', join(root, 'nowhere')], { encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--root: no such folder/);
  });
});
