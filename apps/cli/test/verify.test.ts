import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './helpers.js';

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'verify-')), name);
  writeFileSync(path, text, 'latin1');
  return path;
}

const GOOD = '% PBN 2.1\n% EXPORT\n[Event "Club"]\n[Site "Here"]\n[Date "2024.01.05"]\n[Board "1"]\n[West "w"]\n[North "n"]\n[East "e"]\n[South "s"]\n[Dealer "N"]\n[Vulnerable "None"]\n' +
  '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[Scoring "MP"]\n[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n[Auction "N"]\nPass Pass Pass Pass\n';

describe('bridge-laws verify', () => {
  test('a correct file: its summary, exit 0', async () => {
    const path = file('good.pbn', GOOD);
    const r = await cli('verify', path);
    expect([r.code, r.stdout]).toEqual([0, `${path}: 1 game, 0 errors, 0 warnings (PBN 2.1)`]);
  });

  test('Law 18: an insufficient bid is an error at its line and column; an unknown tag a warning (PBN §4.9); exit 1', async () => {
    const path = file('bad.pbn', GOOD.replace('Pass Pass Pass Pass', '1H 1D Pass Pass\nPass').replace('[Event "Club"]', '[Event "Club"]\n[Mood "fine"]'));
    const r = await cli('verify', path);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(`${path}:4:1: game 1 [Mood] warning: tag Mood is not defined by PBN 2.1`);
    expect(lines).toContain(`${path}:20:4: game 1 [Auction] error: 1D is insufficient after a higher or equal bid, and is not marked ^I`);
    // Law 22: the auction's contract (1D by East) against the Declarer and Contract tags.
    expect(lines).toContain(`${path}:17:1: game 1 [Contract] error: Contract "Pass" differs from the auction's final contract 1D`);
    expect(lines[lines.length - 1]).toBe(`${path}: 1 game, 3 errors, 1 warning (PBN 2.1)`);
  });

  test('--standard 1.0 checks against PBN 1.0; --json gives the findings', async () => {
    const path = file('good.pbn', GOOD);
    const r = await cli('verify', path, '--standard', '1.0', '--json');
    const j = JSON.parse(r.stdout) as { files: { version: string; games: number; errors: unknown[]; warnings: unknown[] }[] };
    expect(j.files[0]).toMatchObject({ version: '1.0', games: 1 });
  });

  test('issue 30: an empty file, a binary file and a missing file exit 1; a bad standard or a LIN file exit 2', async () => {
    const empty = await cli('verify', file('empty.pbn', ''));
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(/error: the text holds no game/);
    const binary = await cli('verify', file('bin.pbn', '\u0000\u0001[\u0000E'));
    expect(binary.code).toBe(1);
    expect(binary.stderr).toMatch(/bin\.pbn:1:1: not a text file: control character 0x00/);
    const missing = await cli('verify', join(tmpdir(), 'no-such-dir-x', 'missing.pbn'));
    expect([missing.code, missing.stderr]).toEqual([1, `bridge-laws verify: cannot read ${join(tmpdir(), 'no-such-dir-x', 'missing.pbn')}: no such file`]);
    expect((await cli('verify', file('good.pbn', GOOD), '--standard', '3.0')).code).toBe(2);
    expect((await cli('verify', 'x.lin')).code).toBe(2);
    expect((await cli('verify')).code).toBe(2);
  });
});
