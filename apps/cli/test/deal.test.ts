import { describe, expect, test } from 'vitest';
import { parsePbnDeal } from '@bridge-laws/cards-and-boards';
import { cli } from './helpers.js';

function tags(pbn: string, tag: string): string[] {
  return [...pbn.matchAll(new RegExp(`^\\[${tag} "([^"]*)"\\]$`, 'gm'))].map((m) => m[1] as string);
}

describe('bridge-laws deal (Law 6)', () => {
  test('6: a session of 32 boards as PBN with Board, Dealer, Vulnerable and a valid Deal', async () => {
    const r = await cli('deal', '--boards', '1-32', '--seed', 'club-2026-11-23');
    expect(r.code).toBe(0);
    expect(tags(r.stdout, 'Board')).toEqual(Array.from({ length: 32 }, (_, i) => String(i + 1)));
    expect(tags(r.stdout, 'Dealer').slice(0, 5)).toEqual(['N', 'E', 'S', 'W', 'N']);
    expect(tags(r.stdout, 'Vulnerable').slice(0, 4)).toEqual(['None', 'NS', 'EW', 'All']);
    const deals = tags(r.stdout, 'Deal');
    expect(deals).toHaveLength(32);
    for (const d of deals) expect(parsePbnDeal(d).ok).toBe(true);
    expect(deals[1]?.startsWith('E:')).toBe(true); // export format starts with the dealer
  });

  test('6: the same seed gives the same boards; board N does not depend on the range', async () => {
    const a = JSON.parse((await cli('deal', '--boards', '1-8', '--seed', 's', '--json')).stdout);
    const b = JSON.parse((await cli('deal', '--boards', '5-8', '--seed', 's', '--json')).stdout);
    expect(b).toEqual(a.slice(4));
    const c = JSON.parse((await cli('deal', '--boards', '5-8', '--seed', 't', '--json')).stdout);
    expect(c).not.toEqual(b);
  });

  test('without a seed, two runs differ', async () => {
    const a = (await cli('deal', '--boards', '1-4', '--json')).stdout;
    const b = (await cli('deal', '--boards', '1-4', '--json')).stdout;
    expect(a).not.toBe(b);
  });

  test('text format prints hand records', async () => {
    const r = await cli('deal', '--boards', '3', '--seed', 'x', '--format', 'text');
    expect(r.stdout).toMatch(/^Board 3 {2}Dealer S {2}Vulnerable EW/);
    expect(r.stdout.match(/HCP/g)).toHaveLength(4);
  });

  test.each([
    [['--boards', '5-2'], /1 ≤ first ≤ last/],
    [['--boards', 'all'], /--boards: must be N or N-M/],
    [['--boards', '1-4', '--format', 'xml'], /--format: must be pbn, text, json or html/],
    [['--boards', '1-4', '--format', 'text', '--json'], /--json and --format text ask for two formats/],
    [['--boards', '1-4', '--seed', ''], /--seed: must not be empty/],
    [[], /--boards is required/],
  ])('bad arguments %j exit 2 with a message', async (args, message) => {
    const r = await cli('deal', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
