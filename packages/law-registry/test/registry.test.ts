import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseLawRef, lawNumber, lawCovers } from '@bridge-laws/cards-and-boards';
import type { LawEntry } from '../src/index.js';
import { LAWS, LAW_KINDS, LAW_PACKAGES, findLaw, isRegisteredLaw, childrenOf } from '../src/index.js';

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** The sort key of a reference's last part among its siblings: A < B, 1 < 2, (a) < (b), (i) < (ii). */
function siblingKey(entry: LawEntry): number {
  const tail = entry.parent === null ? entry.ref : entry.ref.slice(entry.parent.length);
  const item = /^\(([a-z]+)\)$/.exec(tail)?.[1];
  if (item === undefined) return /^\d+$/.test(tail) ? Number(tail) : tail.charCodeAt(0);
  // A parent that is itself a lettered item has roman sub-items.
  return entry.parent !== null && entry.parent.endsWith(')') ? ROMAN.indexOf(item) : item.charCodeAt(0);
}

function entry(ref: string): LawEntry {
  const e = findLaw(ref);
  if (e === undefined) throw new Error(`${ref} is not registered`);
  return e;
}

describe('Law registry — every law 1 to 93', () => {
  test('each law 1–93 is a top-level entry, in order, and nothing else is top-level', () => {
    const top = LAWS.filter((e) => e.parent === null);
    expect(top.map((e) => e.ref)).toEqual(Array.from({ length: 93 }, (_, i) => String(i + 1)));
    expect(top.every((e) => e.law === Number(e.ref))).toBe(true);
  });

  test('references are unique and well formed as the Laws print them', () => {
    expect(new Set(LAWS.map((e) => e.ref)).size).toBe(LAWS.length);
    for (const e of LAWS) {
      const parsed = parseLawRef(e.ref);
      expect(parsed.ok, e.ref).toBe(true);
      if (parsed.ok) expect(lawNumber(parsed.value)).toBe(e.law);
    }
  });

  test('every parent exists, comes earlier, and covers its child', () => {
    const position = new Map(LAWS.map((e, i) => [e.ref, i]));
    for (const [i, e] of LAWS.entries()) {
      if (e.parent === null) continue;
      const p = position.get(e.parent);
      expect(p, `${e.ref} → ${e.parent}`).toBeDefined();
      expect(p ?? Infinity).toBeLessThan(i);
      expect(lawCovers(e.parent, e.ref)).toBe(true);
      expect(e.ref.startsWith(e.parent)).toBe(true);
    }
  });

  test('entries are in law order: laws ascending, siblings ascending, each part right after its parent subtree starts', () => {
    for (let i = 1; i < LAWS.length; i++) {
      const prev = LAWS[i - 1] as LawEntry;
      const e = LAWS[i] as LawEntry;
      expect(e.law).toBeGreaterThanOrEqual(prev.law);
      // The previous entry is the parent, a sibling, or a descendant of a sibling / of an ancestor.
      expect(e.parent === null || prev.ref.startsWith(e.parent), `${prev.ref} then ${e.ref}`).toBe(true);
    }
    for (const e of LAWS) {
      const keys = childrenOf(e.ref).map(siblingKey);
      expect(keys, e.ref).toEqual([...keys].sort((a, b) => a - b));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  test('kinds and packages come from the fixed lists', () => {
    for (const e of LAWS) {
      expect(LAW_KINDS).toContain(e.kind);
      expect(LAW_PACKAGES).toContain(e.package);
    }
    expect(new Set(LAWS.map((e) => e.kind))).toEqual(new Set(LAW_KINDS));
    expect(new Set(LAWS.map((e) => e.package))).toEqual(new Set(LAW_PACKAGES));
  });

  test('titles are short English phrases', () => {
    for (const e of LAWS) {
      expect(e.title.length, e.ref).toBeGreaterThan(2);
      expect(e.title.length, e.ref).toBeLessThanOrEqual(80);
      expect(e.title, e.ref).not.toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/);
      expect(e.title).toBe(e.title.trim());
    }
  });

  test('the registry is frozen data', () => {
    expect(Object.isFrozen(LAWS)).toBe(true);
    expect(LAWS.every((e) => Object.isFrozen(e))).toBe(true);
  });
});

describe('Law registry — spot checks against the 2017 text', () => {
  test('27B1(a): lowest sufficient bid is a judgment for the auction package', () => {
    expect(entry('27B1(a)')).toMatchObject({ law: 27, kind: 'judgment', package: 'auction', parent: '27B1' });
  });

  test('2: duplicate boards are mechanical, in cards-and-boards', () => {
    expect(entry('2')).toMatchObject({ law: 2, kind: 'mechanical', package: 'cards-and-boards', parent: null });
  });

  test('64A1: automatic trick transfer is mechanical play', () => {
    expect(entry('64A1')).toMatchObject({ kind: 'mechanical', package: 'play', parent: '64A' });
  });

  test('Law 80 and all its parts belong to the regulation contract', () => {
    const parts = LAWS.filter((e) => e.law === 80);
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.every((e) => e.package === 'regulation')).toBe(true);
  });

  test('deep items exist: 40B2(a)(iii), 12C1(e)(ii), 20F5(b)(i), 68D2(b)(ii), 80B2(g)(ii)', () => {
    for (const ref of ['40B2(a)(iii)', '12C1(e)(ii)', '20F5(b)(i)', '68D2(b)(ii)', '80B2(g)(ii)']) {
      expect(isRegisteredLaw(ref), ref).toBe(true);
    }
  });

  test('6E4: the fourth dealing method exists and 6E has exactly four parts', () => {
    expect(childrenOf('6E').map((e) => e.ref)).toEqual(['6E1', '6E2', '6E3', '6E4']);
    expect(entry('6E4').kind).toBe('reference');
  });

  test('16A3, 16A4 and 67B1(a)/(b) are registered despite the gaps in the translation', () => {
    expect(childrenOf('16A').map((e) => e.ref)).toEqual(['16A1', '16A2', '16A3', '16A4']);
    expect(childrenOf('67B1').map((e) => e.ref)).toEqual(['67B1(a)', '67B1(b)']);
  });

  test('parts the 2017 text does not have are not registered: 70D3, 73B2, 27B5, 94', () => {
    for (const ref of ['70D3', '73B2', '27B5', '94', '77A', '1D']) expect(isRegisteredLaw(ref), ref).toBe(false);
  });

  test('grouping rule: a parent that is not a catalogue entry takes its parts’ kind only when they all agree', () => {
    // 17D1–17D3 are all mechanical; 27A1 is a choice and 27A2 mechanical.
    expect(entry('17D').kind).toBe('mechanical');
    expect(entry('27A').kind).toBe('reference');
    expect(entry('27').kind).toBe('reference');
    // Inherited downwards: 9B1(a)–(d) take the kind of their catalogue entry 9B1.
    expect(childrenOf('9B1').every((e) => e.kind === entry('9B1').kind)).toBe(true);
  });
});

describe('Law registry — look-ups', () => {
  test('childrenOf lists direct parts in law order', () => {
    expect(childrenOf('27B').map((e) => e.ref)).toEqual(['27B1', '27B2', '27B3', '27B4']);
    expect(childrenOf('93C3').map((e) => e.ref)).toEqual(['93C3(a)', '93C3(b)']);
    expect(childrenOf('77')).toEqual([]);
    expect(childrenOf('not a law')).toEqual([]);
  });

  test('findLaw matches exact references only', () => {
    expect(findLaw('27b1(a)')).toBeUndefined();
    expect(findLaw(' 27B1(a)')).toBeUndefined();
    expect(findLaw('')).toBeUndefined();
    expect(findLaw('27B1(a)')?.title).toMatch(/sufficient/);
  });

  test('every entry is found by its own reference and listed among its parent’s children', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LAWS), (e) => {
        expect(findLaw(e.ref)).toBe(e);
        if (e.parent !== null) expect(childrenOf(e.parent)).toContain(e);
        // The parent chain ends at the whole law within four steps (27B1(a)(i) → 27B1(a) → 27B1 → 27B → 27).
        let steps = 0;
        let at: LawEntry = e;
        while (at.parent !== null && steps < 5) {
          at = entry(at.parent);
          steps++;
        }
        expect(at.ref).toBe(String(e.law));
      }),
    );
  });

  test('arbitrary text never throws; whatever is registered is a well-formed reference', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[1-9][0-9]?[A-H]?[1-9]?(\([a-z]{1,3}\))?$/)), (text) => {
        const known = isRegisteredLaw(text);
        expect(findLaw(text) !== undefined).toBe(known);
        if (known) expect(parseLawRef(text).ok).toBe(true);
      }),
    );
  });
});
