import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITIONS, lawCovers, lawNumber, parseLawRef } from '@bridge-laws/cards-and-boards';
import {
  COMPARISONS,
  COMPARISON_STATUSES,
  DROPPED_2007,
  NOT_AT_TABLE_REASONS,
  TABLE_STATUSES,
  tableCasePairs,
  LAWS,
  LAWS_2007,
  comparison,
  differences,
  editionsDocument,
  findLaw,
  isKnownRef,
  isLawCompared,
  isRegisteredLaw,
  lawEntry,
  numberIn2007,
  renumbered,
} from '../src/index.js';

const known2007 = new Set(LAWS_2007.map((e) => e.ref));
const CZECH_OR_POLISH = /[ąćęłńóśźżěščřžýáíéůúťďňĄĆĘŁŃÓŚŹŻĚŠČŘŽÝÁÍÉŮÚŤĎŇ]/;

describe('2007 edition — the references of the 2007 text', () => {
  test('each law 1–93 is a top-level entry, in order, and nothing else is top-level', () => {
    const top = LAWS_2007.filter((e) => e.parent === null);
    expect(top.map((e) => e.ref)).toEqual(Array.from({ length: 93 }, (_, i) => String(i + 1)));
  });

  test('references are unique and well formed, with the law number they start with', () => {
    expect(known2007.size).toBe(LAWS_2007.length);
    for (const e of LAWS_2007) {
      const parsed = parseLawRef(e.ref);
      expect(parsed.ok, e.ref).toBe(true);
      if (parsed.ok) expect(lawNumber(parsed.value), e.ref).toBe(e.law);
    }
  });

  test('every parent exists, comes earlier and covers its child; laws ascend', () => {
    const position = new Map(LAWS_2007.map((e, i) => [e.ref, i]));
    for (const [i, e] of LAWS_2007.entries()) {
      if (i > 0) expect(e.law).toBeGreaterThanOrEqual((LAWS_2007[i - 1] as (typeof LAWS_2007)[number]).law);
      if (e.parent === null) continue;
      expect(position.get(e.parent) ?? Infinity, `${e.ref} → ${e.parent}`).toBeLessThan(i);
      expect(lawCovers(e.parent, e.ref), e.ref).toBe(true);
    }
  });

  test('the data is frozen', () => {
    expect(Object.isFrozen(LAWS_2007)).toBe(true);
    expect(Object.isFrozen(COMPARISONS)).toBe(true);
    expect(LAWS_2007.every((e) => Object.isFrozen(e) && Object.isFrozen(e.now))).toBe(true);
    expect(COMPARISONS.every((c) => Object.isFrozen(c) && Object.isFrozen(c.was))).toBe(true);
  });
});

describe('2007 → 2017 comparison — every 2017 reference, every 2007 reference accounted for', () => {
  test('every 2017 reference has exactly one comparison row, in the order of the 2017 Laws', () => {
    expect(COMPARISONS.map((c) => c.ref)).toEqual(LAWS.map((e) => e.ref));
  });

  test('statuses come from the list; compared rows point at real 2007 references, new and unchecked at none', () => {
    for (const c of COMPARISONS) {
      expect(COMPARISON_STATUSES, c.ref).toContain(c.status);
      if (c.status === 'new' || c.status === 'unchecked') expect(c.was, c.ref).toEqual([]);
      else expect(c.was.length, c.ref).toBeGreaterThan(0);
      for (const old of c.was) expect(known2007.has(old), `${c.ref} was ${old}`).toBe(true);
      expect(new Set(c.was).size, c.ref).toBe(c.was.length);
    }
  });

  test('a difference, a new rule and a renumbering say what in English; an unchecked row says nothing', () => {
    for (const c of COMPARISONS) {
      if (c.status === 'differs' || c.status === 'new') expect(c.note, c.ref).not.toBeNull();
      if (c.status === 'unchecked') expect(c.note, c.ref).toBeNull();
      if (c.note === null) continue;
      expect(c.note.length, c.ref).toBeGreaterThan(10);
      expect(c.note.length, c.ref).toBeLessThanOrEqual(400);
      expect(c.note, c.ref).not.toMatch(CZECH_OR_POLISH);
      expect(c.note).toBe(c.note.trim());
    }
  });

  test('dropped 2007 references exist, are unique, have a note, and have no 2017 counterpart', () => {
    expect(new Set(DROPPED_2007.map((d) => d.ref)).size).toBe(DROPPED_2007.length);
    for (const d of DROPPED_2007) {
      expect(known2007.has(d.ref), d.ref).toBe(true);
      expect(lawEntry(d.ref, '2007')?.now, d.ref).toEqual([]);
      expect(d.note.length, d.ref).toBeGreaterThan(10);
      expect(d.note, d.ref).not.toMatch(CZECH_OR_POLISH);
    }
  });

  test('in every fully compared law, each 2007 reference has a 2017 counterpart or is listed as dropped', () => {
    for (const e of LAWS_2007) {
      if (!isLawCompared(e.law)) continue;
      const dropped = DROPPED_2007.some((d) => d.ref === e.ref);
      expect(e.now.length > 0 || dropped, `2007 ${e.ref} is neither compared nor dropped`).toBe(true);
    }
  });

  test('renumbered() lists exactly the 2007 references whose counterparts do not include their own number', () => {
    for (const e of renumbered()) expect(e.now).not.toContain(e.ref);
    const moved = new Set(renumbered().map((e) => e.ref));
    for (const e of LAWS_2007) if (e.now.length > 0 && !e.now.includes(e.ref)) expect(moved.has(e.ref), e.ref).toBe(true);
  });
});

describe('2007 edition — look-ups by edition', () => {
  test('numberIn2007: a 2017 reference gives the 2007 number of its rule, null for a rule new in 2017', () => {
    expect(numberIn2007('16C2')).toBe('16D2');
    expect(numberIn2007('72C')).toBe('23');
    expect(numberIn2007('26B')).toBe('26B');
    expect(numberIn2007('16C3')).toBeNull();
    expect(numberIn2007('1B')).toBeNull();
    expect(numberIn2007('no such law')).toBeNull();
    // Every number it gives is a 2007 reference.
    for (const c of COMPARISONS) {
      const n = numberIn2007(c.ref);
      if (n !== null) expect(isKnownRef(n, '2007'), c.ref).toBe(true);
    }
  });

  test('lawEntry(ref, "2017") is the 2017 registry entry; isKnownRef follows each edition', () => {
    expect(lawEntry('27B1(a)', '2017')).toBe(findLaw('27B1(a)'));
    for (const ref of ['23', '27B1(a)', '64A2']) for (const edition of EDITIONS) expect(isKnownRef(ref, edition), `${ref} ${edition}`).toBe(true);
    expect(isKnownRef('27B1(a)', '2007')).toBe(known2007.has('27B1(a)'));
    expect(isKnownRef('94', '2007')).toBe(false);
    expect(isKnownRef('', '2007')).toBe(false);
  });

  test('lawEntry(ref, "2007") gives the 2007 entry with its parent and its 2017 counterparts', () => {
    const entry = lawEntry('27B1', '2007');
    expect(entry).toMatchObject({ ref: '27B1', law: 27, parent: '27B', now: ['27B1'] });
    // Both directions agree: a 2007 entry's counterparts are exactly the 2017 rows that name it in `was`.
    for (const e of LAWS_2007) {
      expect(lawEntry(e.ref, '2007')).toBe(e);
      for (const now of e.now) expect(comparison(now)?.was, `${e.ref} → ${now}`).toContain(e.ref);
    }
    for (const c of COMPARISONS) for (const old of c.was) expect(lawEntry(old, '2007')?.now, `${c.ref} ← ${old}`).toContain(c.ref);
  });

  test('comparison() finds every 2017 row and nothing else; differences() is the differs and new rows in law order', () => {
    expect(comparison('27B1(b)')?.ref).toBe('27B1(b)');
    expect(comparison('94')).toBeUndefined();
    const diff = differences();
    expect(diff.every((c) => c.status === 'differs' || c.status === 'new')).toBe(true);
    expect(diff.length).toBe(COMPARISONS.filter((c) => c.status === 'differs' || c.status === 'new').length);
    const order = new Map(LAWS.map((e, i) => [e.ref, i]));
    const positions = diff.map((c) => order.get(c.ref) ?? -1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('arbitrary text never throws; whatever is a known 2007 reference is well formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[1-9][0-9]?[A-H]?[1-9]?(\([a-z]{1,3}\))?$/)), (text) => {
        const known = isKnownRef(text, '2007');
        expect(lawEntry(text, '2007') !== undefined).toBe(known);
        if (known) expect(parseLawRef(text).ok).toBe(true);
        expect(isKnownRef(text, '2017')).toBe(isRegisteredLaw(text));
        expect(comparison(text) !== undefined).toBe(isRegisteredLaw(text));
      }),
    );
  });
});

describe('2007 → 2017 comparison — spot checks against the two texts', () => {
  test('23: the comparable call is new in 2017; the 2007 Law 23 (awareness of damage) is now 72C', () => {
    expect(comparison('23')?.status).toBe('new');
    expect(comparison('23A1')?.status).toBe('new');
    expect(comparison('72C')).toMatchObject({ status: 'same', was: ['23'] });
    expect(lawEntry('23', '2007')?.now).toEqual(['72C']);
    expect(renumbered().map((e) => e.ref)).toContain('23');
  });

  test('30B1(b)(ii), 31A2(b), 32A2(b): partner is silenced once in 2017, where 2007 silenced him for the whole auction', () => {
    expect(comparison('30B1(b)(ii)')?.status).toBe('new');
    expect(comparison('31A2(b)')).toMatchObject({ status: 'differs', was: ['31A2(b)'] });
    expect(comparison('32A2(b)')).toMatchObject({ status: 'differs', was: ['32B2'] });
    for (const ref of ['31A2(b)', '32A2(b)']) expect(comparison(ref)?.note).toMatch(/rest of the auction/);
  });

  test('26B: 2017 declarer may only forbid a suit; 2007 could also require one', () => {
    const row = comparison('26B');
    expect(row?.status).toBe('differs');
    expect(row?.was).toEqual(expect.arrayContaining(['26B', '26A2(a)', '26A2(b)']));
    expect(row?.note).toMatch(/require/);
  });

  test('53B and 53C swapped numbers; 16C and 16D swapped numbers', () => {
    expect(comparison('53B')?.was).toEqual(['53C']);
    expect(comparison('53C')?.was).toEqual(['53B']);
    expect(comparison('16C')?.was).toEqual(['16D']);
    expect(comparison('16D')?.was).toEqual(['16C']);
  });

  test('2007 70D3, 13E, 12C1(f): dropped in 2017, none of them with a 2017 counterpart', () => {
    expect(DROPPED_2007.map((d) => d.ref)).toEqual(['12C1(f)', '13E', '70D3']);
    expect(isKnownRef('70D3', '2007')).toBe(true);
    expect(isKnownRef('70D3', '2017')).toBe(false);
    expect(lawEntry('70D3', '2007')?.now).toEqual([]);
  });

  test('structure of the 2007 text: 40B6 and 12C1(e)(ii) exist in 2007, 12C2(d) and 40A4 only in 2017', () => {
    for (const ref of ['40B6(b)', '12C1(e)(ii)', '35D', '71B', '17E2', '22B2']) expect(isKnownRef(ref, '2007'), ref).toBe(true);
    for (const ref of ['12C2(d)', '40A4', '23A', '89D3', '68D2(b)']) expect(isKnownRef(ref, '2007'), ref).toBe(false);
    expect(comparison('40A4')?.was).toEqual(['40B2(a)']);
  });

  test('16A3 and 16A4, which the Polish translation omits, are settled as the same rule through the index; no row is left unchecked', () => {
    expect(COMPARISONS.filter((c) => c.status === 'unchecked')).toEqual([]);
    for (const ref of ['16A3', '16A4']) {
      expect(comparison(ref), ref).toMatchObject({ status: 'same', was: [ref] });
      expect(comparison(ref)?.note, ref).toMatch(/omits A3 and A4/);
    }
    expect(isLawCompared(16)).toBe(true);
    expect(isLawCompared(27)).toBe(true);
  });
});

describe('the table audit — for every difference, whether one table can show it and whether it does', () => {
  const differing = COMPARISONS.filter((c) => c.status === 'differs');

  test('every row that differs carries an audit; no other row does', () => {
    expect(differing.length).toBe(77);
    for (const c of COMPARISONS) expect(c.table !== null, c.ref).toBe(c.status === 'differs');
  });

  test('an applied difference names its case pairs; the others say why, in English, briefly', () => {
    for (const c of differing) {
      const t = c.table;
      expect(TABLE_STATUSES, c.ref).toContain(t?.status);
      if (t === null) continue;
      if (t.status === 'applied') {
        expect(t.cases.length, c.ref).toBeGreaterThan(0);
        for (const name of t.cases) expect(name, c.ref).toMatch(/^law[0-9]+[a-z0-9]*(-[a-z0-9]+)+$/);
        expect(new Set(t.cases).size, c.ref).toBe(t.cases.length);
        continue;
      }
      if (t.status === 'not-at-table') expect(NOT_AT_TABLE_REASONS, c.ref).toContain(t.why);
      expect(t.reason.length, c.ref).toBeGreaterThan(20);
      expect(t.reason.length, c.ref).toBeLessThanOrEqual(300);
      expect(t.reason, c.ref).not.toMatch(CZECH_OR_POLISH);
      expect(t.reason, c.ref).not.toMatch(/\/work|helper/);
    }
  });

  test('64B3, 16D3, 53A, 70E1 are applied; 79B3 is scoring, 73B conduct', () => {
    for (const ref of ['64B3', '16D3', '53A', '70E1']) expect(comparison(ref)?.table?.status, ref).toBe('applied');
    expect(comparison('79B3')?.table).toMatchObject({ status: 'not-at-table', why: 'scoring' });
    expect(comparison('73B')?.table).toMatchObject({ status: 'not-at-table', why: 'conduct' });
  });

  test('tableCasePairs: each applied case pair once, sorted, every one named by a row', () => {
    const pairs = tableCasePairs();
    expect(pairs).toEqual([...new Set(pairs)].sort());
    expect(pairs).toContain('law53a-lead-at-trick-13');
    const named = new Set(differing.flatMap((c) => (c.table?.status === 'applied' ? c.table.cases : [])));
    expect(new Set(pairs)).toEqual(named);
  });

  test('the document counts the audit and shows it on each line', () => {
    const doc = editionsDocument();
    const applied = differing.filter((c) => c.table?.status === 'applied').length;
    expect(doc).toContain(`applied ${applied}, `);
    expect(doc).toMatch(/- \*\*64B3\*\* .*At the table: applied — `cases\/2007\/law64b3-revoke-from-faced-hand`/);
  });
});

describe('EDITIONS.md — the document generated from the data', () => {
  test('the file is what the data generates (run `pnpm --filter @bridge-laws/law-registry editions` after changing the data)', () => {
    const file = readFileSync(join(import.meta.dirname, '..', 'EDITIONS.md'), 'utf8');
    expect(file).toBe(editionsDocument());
  });

  test('the document names every difference and every dropped 2007 reference', () => {
    const doc = editionsDocument();
    for (const c of differences()) expect(doc, c.ref).toContain(`- **${c.ref}** `);
    for (const d of DROPPED_2007) expect(doc, d.ref).toContain(`- **2007 ${d.ref}** — dropped in 2017`);
  });
});
