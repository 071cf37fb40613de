import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cases-'));
const good = join(dir, 'good.case.yaml');
writeFileSync(good, `id: good
board: 1
events:
  - {by: N, call: 1S}
  - {by: E, call: 1H}
  - expect: {pending: {by: S, options: [accept, reject]}, laws: ["27A1"]}
`);
const bad = join(dir, 'bad.case.json');
writeFileSync(bad, JSON.stringify({ id: 'bad', board: 1, events: [{ by: 'N', call: '1C' }, { by: 'Q', call: 'P' }] }));
const wrong = join(dir, 'wrong.case.yaml');
writeFileSync(wrong, 'id: wrong\nboard: 1\nevents:\n  - {by: N, call: 1C}\n  - expect: {turn: S}\n');

describe('bridge-laws case', () => {
  test('case run prints the report with every key', async () => {
    const r = await cli('case', 'run', good);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report).sort()).toEqual(['adjusted', 'auction', 'contract', 'declarer', 'error', 'laws', 'leadRestrictions', 'mustPass',
      'penaltyCards', 'pending', 'phase', 'revokes', 'score', 'transferred', 'tricks', 'turn']);
    expect(report.pending).toMatchObject({ by: 'S', options: ['accept', 'reject'] });
  });

  test('case check prints PASS/FAIL per case and the totals, exit 1 on a failure', async () => {
    const r = await cli('case', 'check', dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('PASS good');
    expect(lines.find((l) => l.startsWith('FAIL wrong:'))).toMatch(/turn: expected "S", got "E"/);
    expect(lines.find((l) => l.includes('bad.case.json'))).toMatch(/^FAIL .*bad\.case\.json: event 1, field by: must be a seat/);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
  });

  test('case check on passing files exits 0', async () => {
    const r = await cli('case', 'check', good);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('PASS good\n1 passed, 0 failed');
  });

  test('an unknown subcommand is a usage error', async () => {
    expect((await cli('case', 'frobnicate')).code).toBe(2);
  });
});

describe('case files under a federation\'s regulation (Law 80)', () => {
  const under = (regulation: string): string => {
    const path = join(dir, `${regulation}.case.yaml`);
    writeFileSync(path, `id: under-${regulation}\nregulation: ${regulation}\nboard: 3\nevents:\n  - {by: S, call: P}\n  - {by: W, call: P}\n  - {by: N, call: P}\n  - {by: E, call: P}\n  - expect: {phase: passed-out, score: {NS: 0}}\n`);
    return path;
  };

  test('a case naming a federation the command line ships with runs (pzbs, ebu); an unknown one is refused, exit 1', async () => {
    for (const id of ['pzbs', 'ebu']) {
      const r = await cli('case', 'check', under(id));
      expect([id, r.code, r.stdout.split('\n')[0]]).toEqual([id, 0, `PASS under-${id}`]);
    }
    const unknown = await cli('case', 'run', under('atlantis'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/atlantis/);
  });
});

describe('case run/check --edition: the edition of the Laws, a value like the regulation', () => {
  const partnerTurnPass = join(mkdtempSync(join(tmpdir(), 'edition-cases-')), 'edition.case.yaml');
  writeFileSync(partnerTurnPass, 'id: partner-turn-pass\nboard: 1\nevents:\n  - {by: N, call: 1C}\n  - {by: W, call: P}\n  - {by: N, decide: reject, facts: {artificial: false}}\n');

  test('2007 30B2(a): under --edition 2007 the offender passes for the rest of the auction, cited by its 2007 number', async () => {
    const r = await cli('case', 'run', partnerTurnPass, '--edition', '2007');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction' }]);
    expect(report.laws).toContain('30B2(a)');
    const now = JSON.parse((await cli('case', 'run', partnerTurnPass)).stdout);
    expect([now.mustPass, now.laws.includes('30B1(a)')]).toEqual([[], true]);
  });

  test('an unknown edition is a usage error naming the editions (exit 2)', async () => {
    const r = await cli('case', 'check', partnerTurnPass, '--edition', '1997');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--edition 1997: not an edition of the Laws \(known: 2017, 2007\)/);
  });
});
