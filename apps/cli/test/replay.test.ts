import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './helpers.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

describe('bridge-laws replay', () => {
  test('a clean BBO record replays with no irregularity and the recorded result', async () => {
    const r = await cli('replay', fixture('sample.lin'));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('1 boards, 1 replayed, 0 irregularities, 0 result mismatches');
  });

  test('records that contradict themselves are result mismatches, never irregularities, and exit 1 (bad data)', async () => {
    const r = await cli('replay', fixture('shared_deals.pbn'));
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      // The fourth Play row is rotated by two seats: North cannot have played C6 there.
      expect.stringMatching(/board 62 \(game 1\): event 20 \(C6 by N\) impossible: N does not hold C6/),
      // The Auction section starts with South although the calls are West's: the auction gives another declarer.
      expect.stringMatching(/board 7 \(game 3\): declarer: recorded W, but the recorded auction makes S declarer/),
      expect.stringMatching(/board 7 \(game 4\): declarer: recorded W, but the recorded auction makes S declarer/),
      '4 boards, 4 replayed, 0 irregularities, 3 result mismatches',
    ]);
  });

  test('--json gives the counts', async () => {
    const r = await cli('replay', fixture('sample.lin'), '--json');
    const j = JSON.parse(r.stdout) as { boards: number; replayed: number; irregularities: number; mismatches: number };
    expect([j.boards, j.replayed, j.irregularities, j.mismatches]).toEqual([1, 1, 0, 0]);
  });

  test('an unreadable file is reported and exits 1; no file is a usage error', async () => {
    const r = await cli('replay', fixture('missing.pbn'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bridge-laws replay: cannot read \S*missing\.pbn: no such file/);
    expect((await cli('replay')).code).toBe(2);
  });

  test('issue 30: an empty file, a file of garbage and a file with nothing to replay exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const write = (name: string, text: string | Uint8Array): string => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const empty = await cli('replay', write('empty.pbn', ''));
    expect([empty.code, empty.stderr]).toEqual([1, `${join(dir, 'empty.pbn')}: nothing to replay (no board with a deal and an auction)`]);
    const binary = await cli('replay', write('binary.pbn', Uint8Array.from([0, 1, 2, 12, 255, 254, 0, 91, 0])));
    expect(binary.code).toBe(1);
    expect(`${binary.stdout}\n${binary.stderr}`).toMatch(/binary\.pbn:1:1: not a text file: control character 0x00/);
    const dealOnly = await cli('replay', write('deal.pbn', '[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'));
    expect(dealOnly.code).toBe(1);
    expect(dealOnly.stderr).toMatch(/nothing to replay/);
    const emptyLin = await cli('replay', write('empty.lin', ''));
    expect(emptyLin.code).toBe(1);
  });

  test('Law 7B1: a card recorded after an unknown card that its seat cannot play is reported, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const path = join(dir, 'unfinished.pbn');
    writeFileSync(path, '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n' +
      '[Declarer "N"]\n[Contract "1S"]\n[Result "7"]\n[Auction "N"]\n1S Pass Pass Pass\n[Play "E"]\nST S3 S2 SA\n- HA - SK\n*\n');
    const r = await cli('replay', path);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toContain(`${path}: board 1 (game 1): trick 2: S cannot play HA, which was dealt to N (recorded after an unknown card)`);
  });
});
