// Finding an irregularity or a law by number ("27B") or by words in either language
// ("lead out of turn", "wist poza kolejnością", "výnos mimo pořadí"), ignoring case and diacritics.
import type { LawEntry } from '@bridge-laws/law-registry';
import { LAWS } from '@bridge-laws/law-registry';
import { LAW_SUMMARIES } from '../i18n/law-summaries.js';
import type { Scenario } from './scenarios.js';
import { SCENARIOS } from './scenarios.js';

/** Lower case, no diacritics (ł is not decomposed by NFD, so it is mapped by hand). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'l').toLowerCase();
}

const LAW_QUERY = /^(?:law|laws|przepis|przepisy|prawo|pravidlo|pravidla)?\s*(\d{1,2}[a-z0-9()]*)$/i;

/** The law reference a query names, if it is one ("27B", "Law 54", "przepis 27b1(a)"). */
export function lawQuery(query: string): string | null {
  const m = LAW_QUERY.exec(query.trim());
  if (!m || m[1] === undefined) return null;
  return m[1].toUpperCase().replace(/\(([A-Z]+)\)/g, (_, x: string) => `(${x.toLowerCase()})`);
}

/** `ref` is `law` or a part of it (27B1 is within 27B and 27, but 27 is not within 2). */
const within = (law: string, ref: string): boolean => ref.startsWith(law) && !(/^\d+$/.test(law) && /^\d/.test(ref.slice(law.length)));
/** Two references are related when one encloses the other (27 and 27B1(a); 27B and 27). */
const related = (a: string, b: string): boolean => within(a, b) || within(b, a);

function scenarioText(s: Scenario): string {
  return fold([s.title.en, s.title.pl, s.title.cs, s.situation.en, s.situation.pl, s.situation.cs, ...s.words.en, ...s.words.pl, ...s.words.cs].join(' '));
}

/**
 * Club words a director may type, kept only as search synonyms: our summaries speak the law book's Polish (fałszywy
 * renons, karta przygwożdżona, wynik rozjemczy, wyjście). Each applies to the laws listed and the parts within them.
 */
const CLUB_WORDS: readonly { readonly words: string; readonly laws: readonly string[] }[] = [
  { words: 'renons', laws: ['61', '62', '63', '64'] },
  { words: 'karta karna karty karne', laws: ['24E', '49', '50', '51', '52', '54D', '62B'] },
  { words: 'zapis arbitralny zapisy arbitralne zapis wyrównany', laws: ['12C'] },
  { words: 'wist poza kolejnością', laws: ['53', '54', '55', '56'] },
];

function lawText(e: LawEntry): string {
  const summary = LAW_SUMMARIES[e.ref];
  const club = CLUB_WORDS.filter((c) => c.laws.some((l) => within(l, e.ref))).map((c) => c.words);
  return fold([e.title, summary?.en ?? '', summary?.pl ?? '', summary?.cs ?? '', ...club].join(' '));
}

export interface SearchResult {
  readonly scenarios: readonly Scenario[];
  readonly laws: readonly LawEntry[];
}

const MAX_LAWS = 30;

/** Scenarios and registry entries matching every word of the query, or the law it names. */
export function search(query: string): SearchResult {
  const q = query.trim();
  if (q === '') return { scenarios: SCENARIOS, laws: [] };
  const ref = lawQuery(q);
  if (ref !== null) {
    return {
      scenarios: SCENARIOS.filter((s) => s.laws.some((l) => related(l, ref))),
      laws: LAWS.filter((e) => within(ref, e.ref)).slice(0, MAX_LAWS),
    };
  }
  const words = fold(q).split(/\s+/).filter((w) => w.length > 0);
  const matches = (text: string) => words.every((w) => text.includes(w));
  return {
    scenarios: SCENARIOS.filter((s) => matches(scenarioText(s))),
    laws: LAWS.filter((e) => matches(lawText(e))).slice(0, MAX_LAWS),
  };
}
