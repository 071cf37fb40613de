import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const fixture = join(import.meta.dirname, 'fixtures', 'bridge-composer-two-boards.pbn');
const optimumTables = (pbn: string): string[] =>
  [...pbn.matchAll(/^\[OptimumResultTable "[^"]*"\]\n((?:[NESW] +\S+ +\d+\n?){20})/gm)].map((m) => (m[1] as string).trimEnd());

// Workers are started from the built bundle; the tests run from the sources, in one thread.
describe('bridge-laws handrecord', () => {
  test("a club's PBN file: the same tables, par score and par contract as Bridge Composer printed", async () => {
    const r = await cli('handrecord', fixture, '--threads', '1');
    expect(r.code).toBe(0);
    const theirs = readFileSync(fixture, 'utf8');
    expect(optimumTables(r.stdout)).toEqual(optimumTables(theirs));
    expect(optimumTables(r.stdout)).toHaveLength(2);
    for (const tag of ['OptimumScore', 'ParContract']) {
      const values = (t: string) => [...t.matchAll(new RegExp(`^\\[${tag} "([^"]*)"\\]`, 'gm'))].map((m) => m[1]);
      expect(values(r.stdout)).toEqual(values(theirs));
    }
    expect(r.stderr.split('\n')).toEqual(['double dummy: 1/2 boards', 'double dummy: 2/2 boards']);
  }, 120_000);

  test('dealt boards as text: four boards on one page, each with the makeable grid and par', async () => {
    const r = await cli('handrecord', '--boards', '1-4', '--seed', 'hr', '--format', 'text', '--title', 'Club pairs', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('Club pairs\n')).toBe(true);
    expect(r.stdout).not.toContain('\f');
    expect((r.stdout.match(/^Makeable {2}NT {2}S {2}H {2}D {2}C$/gm) ?? []).length).toBe(4);
    expect((r.stdout.match(/^Par (NS|EW) -?\d+: \S/gm) ?? []).length).toBe(4);
    // The same seed gives the same deals as `deal`.
    const dealt = await cli('deal', '--boards', '1-4', '--seed', 'hr', '--format', 'text');
    expect(r.stdout).toContain(dealt.stdout.split('\n\n')[0] as string);
  }, 120_000);

  test('html to a file: one printable page', async () => {
    const written: string[] = [];
    const out = join(import.meta.dirname, 'fixtures', 'never-written.html');
    const { runCli } = await import('../src/run.js');
    const code = await runCli(['handrecord', '--boards', '7', '--seed', 'hr', '--format', 'html', '--out', out, '--threads', '1'], {
      out: () => undefined,
      err: () => undefined,
      readFile: () => Promise.reject(new Error('no reads')),
      entries: () => Promise.reject(new Error('no reads')),
      writeFile: (path, text) => {
        written.push(path, text);
        return Promise.resolve();
      },
    });
    expect(code).toBe(0);
    expect(written[0]).toBe(out);
    expect(written[1]).toMatch(/^<!doctype html>/);
    expect(written[1]).toContain('<h2>Board 7</h2>');
    expect(written[1]).toContain('<table class="makeable">');
  }, 120_000);

  test.each([
    [[join(import.meta.dirname, 'fixtures', 'no-such-file.pbn')], 1, /cannot read .*no-such-file\.pbn/],
    [[join(import.meta.dirname, 'fixtures', 'sample.lin')], 1, /sample\.lin: no game with a Deal tag/],
    [[], 2, /give either a PBN file or --boards/],
    [[fixture, '--boards', '1-2'], 2, /give either a PBN file or --boards/],
    [['--boards', '1-2', '--format', 'pdf'], 2, /--format: must be pbn, text, html or json/],
    [['--boards', '1-2', '--threads', '0'], 2, /--threads: must be a whole number from 1 to 64/],
  ])('bad input %j exits %i with a message', async (args, code, message) => {
    const r = await cli('handrecord', ...(args as string[]));
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
  });
});

describe('bridge-laws deal --dd', () => {
  test('6: PBN with OptimumScore, ParContract and a 20-row OptimumResultTable per board', async () => {
    const r = await cli('deal', '--boards', '3', '--seed', 'club', '--dd', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\[Event "bridge-laws deal, seed club"\]$/m);
    // Export format: every mandatory tag, the unknown ones as "?" (PBN 2.1 §3.4).
    expect(r.stdout).toMatch(/^\[Board "3"\]\n\[West "\?"\]\n\[North "\?"\]\n\[East "\?"\]\n\[South "\?"\]\n\[Dealer "S"\]\n\[Vulnerable "EW"\]\n\[Deal "S:/m);
    expect(r.stdout).toMatch(/^\[OptimumScore "(NS|EW) -?\d+"\]\n\[ParContract "[^"]+"\]\n\[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\[12]R"\]$/m);
    expect(optimumTables(`${r.stdout}\n`)).toHaveLength(1);
  }, 120_000);

  test('html without --dd is a usage error', async () => {
    const r = await cli('deal', '--boards', '1-4', '--format', 'html');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/add --dd/);
  });
});
