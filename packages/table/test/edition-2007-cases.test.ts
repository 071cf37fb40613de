// The 2007 edition at the table: each difference as a pair of cases (same events, one per edition, each asserting its
// own outcome), and the property that a case touching no law that differs reports the same under both editions.
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Edition } from '@bridge-laws/cards-and-boards';
import { FINDINGS, isFindingId } from '@bridge-laws/cards-and-boards';
import { COMPARISONS, comparison, findLaw, isKnownRef, tableCasePairs } from '@bridge-laws/law-registry';
import type { CaseFile, Report } from '@bridge-laws/table';
import { CASE_FILE_NAME, lawInEdition, parseCase, runCase } from '@bridge-laws/table';

const cases = join(import.meta.dirname, '..', 'cases');
const dir2007 = join(cases, '2007');

function files(path: string): string[] {
  return readdirSync(path).sort().flatMap((name) => {
    const full = join(path, name);
    if (statSync(full).isDirectory()) return full === dir2007 ? [] : files(full);
    return CASE_FILE_NAME.test(name) ? [full] : [];
  });
}

function load(file: string): CaseFile {
  const c = parseCase(readFileSync(file, 'utf8'), file);
  if (!c.ok) throw new Error(c.error);
  return c.value;
}

const withoutExpectations = (c: CaseFile) => (c.events ?? []).filter((e) => e.kind !== 'expect');

describe('the 2007 edition: one pair of cases per difference (same events, each edition asserting its outcome)', () => {
  const names = readdirSync(dir2007).filter((n) => n.endsWith('.2007.case.yaml')).sort();

  test('the folder holds a pair for each difference applied', () => {
    expect(names.length).toBeGreaterThanOrEqual(7);
  });

  for (const name of names) {
    const old = load(join(dir2007, name));
    const now = load(join(dir2007, name.replace('.2007.', '.2017.')));
    test(`${old.id}: the 2007 case passes under 2007 and its twin under 2017, with the same events`, () => {
      expect(old.edition).toBe('2007');
      expect(now.edition).toBe('2017');
      // One twin may go on where the other stops: 2017 answers a question 2007 never asks (whether a call is
      // comparable), 2007 takes an option 2017 does not give (accepting a lead at trick 13).
      const [short, long] = [withoutExpectations(old), withoutExpectations(now)].sort((a, b) => a.length - b.length);
      expect(short?.length).toBeGreaterThan(0);
      expect(long?.slice(0, short?.length)).toEqual(short);
      expect(runCase(old).failure).toBeNull();
      expect(runCase(now).failure).toBeNull();
    });
    test(`${old.id}: every law the 2007 report lists is a 2007 reference`, () => {
      const run = runCase(old);
      const refs = [...run.report.laws, ...(run.report.pending === null ? [] : [run.report.pending.law]), ...run.report.leadRestrictions.map((x) => x.law)];
      expect(refs.filter((law) => !isKnownRef(law, '2007'))).toEqual([]);
    });
    test(`${old.id}: the editions rule differently (each case fails under the other edition)`, () => {
      expect(runCase(old, { edition: '2017' }).passed).toBe(false);
      expect(runCase(now, { edition: '2007' }).passed).toBe(false);
    });
  }
});

describe('the law registry\'s table audit names the pairs that apply each difference', () => {
  const present = new Set(readdirSync(dir2007));

  test('every case pair an applied difference names is in cases/2007, both twins', () => {
    const missing = tableCasePairs().flatMap((name) => [`${name}.2007.case.yaml`, `${name}.2017.case.yaml`]).filter((f) => !present.has(f));
    expect(missing).toEqual([]);
  });

  test('each applied difference\'s 2007 twin cites, or sits in a case citing, the 2007 number of the rule', () => {
    for (const c of COMPARISONS) {
      if (c.table?.status !== 'applied') continue;
      const cited = c.table.cases.flatMap((name) => {
        const old = load(join(dir2007, `${name}.2007.case.yaml`));
        return [...(old.laws ?? []), ...(old.events ?? []).flatMap((e) => (e.kind === 'expect' ? (e.expect.laws ?? []) : []))];
      });
      // The rule's 2007 numbers, or a part of one of them (a row speaks for its reference; the case may cite a part).
      expect(cited.some((law) => c.was.some((old) => law === old || law.startsWith(old))), `${c.ref}: ${c.was.join(', ')} in ${cited.join(', ')}`).toBe(true);
    }
  });
});

/** The reference and every part above it compare as the same rule in both editions. */
function unchanged(ref: string): boolean {
  for (let r: string | null = ref; r !== null; r = findLaw(r)?.parent ?? null) {
    if (comparison(r)?.status !== 'same') return false;
  }
  return true;
}

function translated(r: Report, edition: Edition): Report {
  // Two 2017 parts may share one 2007 number; the report lists each law once.
  const to = (law: string) => lawInEdition(law, edition);
  return {
    ...r,
    laws: [...new Set(r.laws.map(to))],
    pending: r.pending === null ? null : { ...r.pending, law: to(r.pending.law) },
    leadRestrictions: r.leadRestrictions.map((x) => ({ ...x, law: to(x.law) })),
  };
}

describe('property: a 2017 case that touches no law that differs reports the same under 2007', () => {
  const all = files(cases).map(load);
  const untouched = all.filter((c) => {
    const run = runCase(c);
    const cited = run.state?.citations.map((x) => x.law) ?? [];
    // A finding the case gives touches the laws that ask it, even where the ruling then cites another law.
    const asked = (c.events ?? []).flatMap((e) => Object.keys(e.kind === 'facts' ? e.facts : e.kind === 'table' ? (e.event.facts ?? {}) : {}))
      .flatMap((id) => (isFindingId(id) ? FINDINGS[id].laws : []));
    // A lead right the report lists touches its law too (26B differs), even where no step cited it (39C).
    const rights = run.report.leadRestrictions.map((x) => x.law);
    return run.passed && [...cited, ...asked, ...rights, ...(c.laws ?? [])].every(unchanged);
  });

  test('enough of the suite touches only unchanged laws to make the property worth stating', () => {
    expect(untouched.length).toBeGreaterThanOrEqual(10);
  });

  for (const c of untouched) {
    test(`${c.id}: same report under both editions, modulo citation numbering`, () => {
      const now = runCase(c);
      const old = runCase(c, { edition: '2007' });
      // The case's own expectations name 2017 numbers; what is compared is the table's report.
      expect(old.stopped).toBeNull();
      expect(old.report).toEqual(translated(now.report, '2007'));
    });
  }
});
