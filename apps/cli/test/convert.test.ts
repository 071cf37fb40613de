import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLin, parsePbn } from '@bridge-laws/formats';
import { cli } from './helpers.js';

const fixture = join(import.meta.dirname, 'fixtures', 'sample.lin');
const handRecord = join(import.meta.dirname, 'fixtures', 'convert-hand-record.lin');

describe('bridge-laws convert', () => {
  test('a BBO LIN record becomes a PBN file that reads back with its deal and auction', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'convert-')), 'board.pbn');
    const r = await cli('convert', fixture, out);
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^\[Deal "[NESW]:/m);
    expect(text).toMatch(/^\[Auction "[NESW]"\]/m);
    const back = parsePbn(text);
    expect(back.ok && back.value.file.games.length).toBeGreaterThan(0);
  });

  test('PBN to PBN is a round trip of the export format', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const first = join(dir, 'a.pbn');
    const second = join(dir, 'b.pbn');
    expect((await cli('convert', fixture, first)).code).toBe(0);
    expect((await cli('convert', first, second)).code).toBe(0);
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
  });

  test('a broken file fails with one line naming the file, and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const bad = join(dir, 'bad.pbn');
    writeFileSync(bad, '[Event "x"]\n[Deal "N:AK.QJ"]\n');
    const out = join(dir, 'out.pbn');
    const r = await cli('convert', bad, out);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('bad.pbn');
    expect(existsSync(out)).toBe(false);
  });

  test('PBN to LIN: a BBO hand record comes back with its deal, auction, alert and explanation, play and claim', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const pbn = join(dir, 'board.pbn');
    const lin = join(dir, 'board.lin');
    expect((await cli('convert', handRecord, pbn)).code).toBe(0);
    const r = await cli('convert', pbn, lin);
    expect(r.code).toBe(0);
    const read = (path: string) => {
      const parsed = parseLin(readFileSync(path, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const [b] = parsed.value.boards;
      return { dealer: b?.dealer, vulnerable: b?.vulnerable, calls: b?.calls, play: b?.play, claim: b?.claim, hands: b?.deal === null ? null : Object.values(b?.deal ?? {}).map((h) => [...(h ?? [])].sort()) };
    };
    expect(read(lin)).toEqual(read(handRecord));
    expect(read(lin).calls?.[1]).toEqual({ call: '2NT', alert: true, explanation: 'gesthem' });
    expect(read(lin).claim).toBe(11);
  });

  test('a PBN game that LIN cannot hold fails naming file, line and game, and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const pbn = join(dir, 'nodeal.pbn');
    writeFileSync(pbn, '[Event "x"]\n[Board "1"]\n');
    const out = join(dir, 'out.lin');
    const r = await cli('convert', pbn, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`bridge-laws convert: ${pbn}:1:1: game 1 error: the game has no Deal`);
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    [['in.txt', 'out.pbn'], /use .pbn or .lin/],
    [['in.pbn', 'out.txt'], /cannot tell the format of "out.txt": use .pbn or .lin/],
    [['only.pbn'], /expected an input and an output file/],
  ])('usage errors %j exit 2', async (args, message) => {
    const r = await cli('convert', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  test('issue 30: an empty file, a file without games and a binary file exit 1 with a message, and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['empty.pbn', '', /empty\.pbn:1:1: error: the file holds no game/],
      ['comment.pbn', '% PBN 2.1\n% EXPORT\n{ nothing }\n', /holds no game/],
      ['empty.lin', '', /holds no board/],
      ['binary.pbn', Uint8Array.from([0x5b, 0x00, 0x01, 0x02, 0x7f, 0x80, 0xff, 0x00, 0x5d]), /binary\.pbn:1:2/],
    ];
    for (const [name, content, message] of cases) {
      const input = join(dir, name);
      writeFileSync(input, content);
      const out = join(dir, `out-${name}.pbn`);
      const r = await cli('convert', input, out);
      expect([name, r.code]).toEqual([name, 1]);
      expect(r.stderr).toMatch(message);
      expect(existsSync(out)).toBe(false);
    }
  });

  test('a UTF-16 file (byte order mark) is decoded, and the encoding is named on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const input = join(dir, 'utf16.pbn');
    const text = '[Board "3"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n';
    writeFileSync(input, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const out = join(dir, 'out.pbn');
    const r = await cli('convert', input, out);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/UTF-16/);
    expect(readFileSync(out, 'utf8')).toContain('[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]');
  });

  test('every game gets the mandatory tags; a file that cannot be export format is written as import format with a note', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-'));
    const input = join(dir, 'import.pbn');
    writeFileSync(input, '[Board "3"]\n[Auction "N"]\n- - 1C Pass\nPass Pass\n');
    const out = join(dir, 'out.pbn');
    const r = await cli('convert', input, out);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`bridge-laws convert: ${out} is written in PBN import format, not export format: game 1: the auction starts with N, not with the dealer (S)`);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toMatch(/% EXPORT/);
    // Law 2: board 3 is dealt by South, East-West vulnerable.
    expect(text).toContain('[Dealer "S"]\r\n[Vulnerable "EW"]\r\n[Deal "?"]');
  });
});
