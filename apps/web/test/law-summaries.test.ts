import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRegisteredLaw } from '@bridge-laws/law-registry';
import { LAW_SUMMARIES, lawSummary, summaryRef } from '../src/i18n/law-summaries.js';
import { LANGUAGES } from '../src/i18n/messages.js';

const PACKAGES = join(import.meta.dirname, '..', '..', '..', 'packages');
const CITATION = /(?:\bL|lawRef)\('([0-9][^']*)'\)|'([0-9]{1,2}[A-Z][^']*)' as LawRef/g;

/** Every law reference an engine's sources can cite (`L('27B2')`, `lawRef('54')`, `'26B' as LawRef`). */
function citedBy(pkg: string): string[] {
  const dir = join(PACKAGES, pkg, 'src');
  if (!existsSync(dir)) return [];
  const refs = new Set<string>();
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(CITATION)) refs.add((m[1] ?? m[2]) as string);
  }
  return [...refs].filter((r) => isRegisteredLaw(r));
}

describe('law summaries in each interface language', () => {
  test('every law the auction and table engines cite has its own summary in English and Polish', () => {
    const cited = [...citedBy('auction'), ...citedBy('table')];
    expect(cited.length).toBeGreaterThan(60);
    expect(cited.filter((r) => LAW_SUMMARIES[r] === undefined)).toEqual([]);
  });

  test('every law the play, claims, director\u2019s and scoring engines cite has a summary of itself or of the part of the law that holds it', () => {
    for (const pkg of ['play', 'claims', 'irregularities', 'scoring']) {
      const cited = citedBy(pkg);
      expect(cited.length, pkg).toBeGreaterThan(0);
      expect(cited.filter((r) => summaryRef(r) === null), pkg).toEqual([]);
    }
  });

  test('every summary names a real 2017 law and is written in all three languages, each differently', () => {
    for (const [ref, s] of Object.entries(LAW_SUMMARIES)) {
      expect(isRegisteredLaw(ref), ref).toBe(true);
      for (const language of LANGUAGES) expect(s[language].length, `${ref} ${language}`).toBeGreaterThan(10);
      expect(s.pl, ref).not.toBe(s.en);
      expect(s.cs, ref).not.toBe(s.en);
      expect(s.cs, ref).not.toBe(s.pl);
    }
  });

  test('the Czech summaries use the Czech law text\u2019s terms, not club words', () => {
    expect(lawSummary('61A', 'cs')).toContain('Nepřiznání barvy');
    expect(lawSummary('50B', 'cs')).toContain('malá pokutová karta');
    expect(lawSummary('54D', 'cs')).toContain('velkou pokutovou kartou');
    expect(lawSummary('27A1', 'cs')).toContain('nedostatečnou nabídku');
    expect(lawSummary('12C2(a)', 'cs')).toContain('umělé výsledky');
    expect(lawSummary('9B2', 'cs')).toContain('vedoucí');
    // "renonc" stays a search synonym of the guide, never in a summary.
    for (const s of Object.values(LAW_SUMMARIES)) expect(s.cs).not.toMatch(/renonc|rozhodčí/i);
  });

  test('a sub-law without its own summary uses the nearest enclosing one, never another law', () => {
    expect(summaryRef('57A3')).toBe('57A');
    expect(summaryRef('30B1(b)(i)')).toBe('30B1(b)(i)');
    expect(summaryRef('89')).toBeNull();
    expect(lawSummary('27A1', 'pl')).toContain('Lewy przeciwnik');
  });
});
