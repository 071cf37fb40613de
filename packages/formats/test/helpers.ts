// Fixture access for tests: files copied from public bridge data (see fixtures/README.md).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, MANDATORY_TAGS } from '../src/index.js';
import type { PbnGame } from '../src/index.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

export function fixture(path: string): string {
  return decodeText(readFileSync(join(FIXTURES, path)));
}

/** The bytes as ISO 8859-1, the character set the PBN Verifier tests were written in. */
export function latin1Fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), 'latin1');
}

export function fixtureNames(dir: string, ext: string): string[] {
  return readdirSync(join(FIXTURES, dir)).filter((f) => f.endsWith(ext)).sort();
}

const FACT_OF_TAG: Readonly<Record<string, readonly string[]>> = {
  Board: ['board'], Dealer: ['dealer'], Vulnerable: ['vulnerable'], Deal: ['deal'],
  Declarer: ['declarer', 'declarerIrregular'], Contract: ['contract'], Result: ['result', 'resultIrregular'],
};

/**
 * The games as read back after writing, without the mandatory tags the writer added to them (and
 * the facts read from those), to compare with the games first read.
 */
export function withoutFilled(back: readonly PbnGame[], original: readonly PbnGame[]): PbnGame[] {
  return back.map((g, i) => {
    const o = original[i];
    if (o === undefined) return g;
    const names = new Set([...MANDATORY_TAGS, ...Object.keys(o.values)]);
    const written = new Set<string>([...names].filter((n) => !o.tags.some((t) => t.name === n)));
    // A `#` that inherited nothing is written as the value it read.
    const orphans = new Set(o.tags.filter((t) => t.value === '#' && original[i - 1]?.tags.some((p) => p.name === t.name) !== true).map((t) => t.name));
    if (orphans.size > 0) g = { ...g, tags: g.tags.map((t) => (orphans.has(t.name) && t.value === o.values[t.name] ? { ...t, value: '#' } : t)) };
    if (written.size === 0) return g;
    // A value the game had without its tag (carried, inherited) is written as it was: only new values go.
    const added = new Set([...written].filter((n) => o.values[n] === undefined));
    const values = Object.fromEntries(Object.entries(g.values).filter(([n]) => !added.has(n)));
    const dropped = new Set([...added].flatMap((n) => FACT_OF_TAG[n] ?? []));
    const facts = Object.fromEntries(Object.entries(g.facts).filter(([k]) => !dropped.has(k)));
    return { ...g, tags: g.tags.filter((t) => !written.has(t.name)), values, facts };
  });
}
