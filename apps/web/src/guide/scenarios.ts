// The ruling guide's irregularities: each a minimal situation, written as a case file's events, that
// brings the table to the moment the director is called. The engine then rules as at a real table.
import type { LawSummary } from '../i18n/law-summaries.js';

export interface Scenario {
  readonly id: string;
  readonly title: LawSummary;
  /** What happened, for the director reading the guide. */
  readonly situation: LawSummary;
  /** Other words a director may search for, in each language. */
  readonly words: { readonly en: readonly string[]; readonly pl: readonly string[]; readonly cs: readonly string[] };
  readonly laws: readonly string[];
  /** The case file: board (dealer and vulnerability by Law 2), deal if cards matter, events. */
  readonly case: { readonly board: number; readonly deal?: string; readonly events: readonly Record<string, unknown>[] };
}

/** The deal of the public opening-lead cases: South declares 4♠ after North–South bid spades. */
const LEAD_DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const FOUR_SPADES = ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P'].map((call, i) => ({ by: 'NESW'[i % 4] as string, call }));

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'insufficient-bid',
    title: { en: 'Insufficient bid', pl: 'Odzywka niewystarczająca', cs: 'Nedostatečná nabídka' },
    situation: { en: 'North opens 1♥; East bids 1♦.', pl: 'N otwiera 1♥; E licytuje 1♦.', cs: 'S zahájí 1♥; V draží 1♦.' },
    words: { en: ['bid too low', 'lower bid'], pl: ['za niska odzywka', 'niewystarczająca'], cs: ['příliš nízká nabídka', 'nižší nabídka'] },
    laws: ['27'],
    case: { board: 1, events: [{ by: 'N', call: '1H' }, { by: 'E', call: '1D' }] },
  },
  {
    id: 'pass-out-of-rotation',
    title: { en: 'Pass out of rotation', pl: 'Pas poza kolejnością', cs: 'Pas mimo pořadí' },
    situation: { en: 'North deals; East passes before North has called.', pl: 'Rozdaje N; E pasuje, zanim N zalicytował.', cs: 'Rozdává S; V pasuje dříve, než S hlásil.' },
    words: { en: ['call out of turn', 'call out of rotation', 'pass out of turn'], pl: ['zapowiedź poza kolejnością', 'odzywka poza kolejnością', 'pas przed kolejką'], cs: ['hláška mimo pořadí', 'pas mimo pořadí'] },
    laws: ['29', '30'],
    case: { board: 1, events: [{ by: 'E', call: 'P' }] },
  },
  {
    id: 'bid-out-of-rotation',
    title: { en: 'Bid out of rotation at partner\u2019s turn', pl: 'Odzywka poza kolejnością w kolejce partnera', cs: 'Nabídka mimo pořadí, když byl na řadě partner' },
    situation: { en: 'North deals; South opens 1♠ before North has called.', pl: 'Rozdaje N; S otwiera 1♠, zanim N zalicytował.', cs: 'Rozdává S; J zahájí 1♠ dříve, než S hlásil.' },
    words: { en: ['call out of turn', 'call out of rotation', 'bid out of turn'], pl: ['odzywka poza kolejnością', 'licytacja poza kolejnością'], cs: ['hláška mimo pořadí', 'nabídka mimo pořadí'] },
    laws: ['29', '31'],
    case: { board: 1, events: [{ by: 'S', call: '1S' }] },
  },
  {
    id: 'double-out-of-rotation',
    title: { en: 'Double out of rotation', pl: 'Kontra poza kolejnością', cs: 'Kontra mimo pořadí' },
    situation: { en: 'North opens 1♥; West doubles at East\u2019s turn.', pl: 'N otwiera 1♥; W kontruje w kolejce E.', cs: 'S zahájí 1♥; Z kontruje, když je na řadě V.' },
    words: { en: ['call out of turn', 'double out of turn'], pl: ['zapowiedź poza kolejnością', 'odzywka poza kolejnością', 'kontra przed kolejką'], cs: ['hláška mimo pořadí', 'kontra mimo pořadí'] },
    laws: ['29', '32'],
    case: { board: 1, events: [{ by: 'N', call: '1H' }, { by: 'W', call: 'X' }] },
  },
  {
    id: 'change-of-call',
    title: { en: 'Change of call', pl: 'Zmiana zapowiedzi', cs: 'Změna hlášky' },
    situation: { en: 'North opens 1♥ and at once replaces it with 1♠.', pl: 'N otwiera 1♥ i od razu zmienia na 1♠.', cs: 'S zahájí 1♥ a hned ji nahradí 1♠.' },
    words: { en: ['slip of the tongue', 'wrong card from the bidding box', 'unintended call'], pl: ['przejęzyczenie', 'niezamierzona zapowiedź', 'zmiana odzywki', 'pomyłka w pudełku'], cs: ['přeřeknutí', 'nezamýšlená hláška', 'špatná karta z krabičky'] },
    laws: ['25'],
    case: { board: 1, events: [{ by: 'N', call: '1H' }, { by: 'N', change: '1S' }] },
  },
  {
    id: 'inadmissible-double',
    title: { en: 'Inadmissible double', pl: 'Niedozwolona kontra', cs: 'Nepřípustná kontra' },
    situation: { en: 'North opens 1♥, East passes, South doubles his partner\u2019s bid.', pl: 'N otwiera 1♥, E pasuje, S kontruje odzywkę partnera.', cs: 'S zahájí 1♥, V pasuje, J kontruje nabídku svého partnera.' },
    words: { en: ['double of partner', 'illegal double', 'inadmissible call'], pl: ['kontra partnera', 'niedozwolona kontra', 'zapowiedź niedozwolona', 'odzywka niedopuszczalna'], cs: ['kontra partnera', 'nepřípustná hláška'] },
    laws: ['35', '36'],
    case: { board: 1, events: [{ by: 'N', call: '1H' }, { by: 'E', call: 'P' }, { by: 'S', call: 'X' }] },
  },
  {
    id: 'bid-above-seven',
    title: { en: 'Bid above seven', pl: 'Odzywka powyżej siedmiu', cs: 'Nabídka nad sedm' },
    situation: { en: 'North bids 7NT; East bids 8♣.', pl: 'N licytuje 7BA; E licytuje 8♣.', cs: 'S draží 7BT; V draží 8♣.' },
    words: { en: ['eight level', 'inadmissible call'], pl: ['ósmy poziom', 'zapowiedź niedozwolona', 'odzywka niedopuszczalna'], cs: ['osmý stupeň', 'nepřípustná hláška'] },
    laws: ['35', '38'],
    case: { board: 1, events: [{ by: 'N', call: '7NT' }, { by: 'E', call: '8C' }] },
  },
  {
    id: 'call-after-auction',
    title: { en: 'Call after the auction has ended', pl: 'Zapowiedź po końcowym pasie', cs: 'Hláška po skončení dražby' },
    situation: { en: '1♠ by North is passed out; then East doubles.', pl: 'Po 1♠ N padają trzy pasy; potem E kontruje.', cs: 'Po 1♠ Severu následují tři pasy; pak V kontruje.' },
    words: { en: ['call after the final pass', 'late call'], pl: ['zapowiedź po zakończeniu licytacji', 'odzywka po ostatnim pasie', 'spóźniona odzywka'], cs: ['hláška po posledním pasu', 'pozdní hláška'] },
    laws: ['35', '39'],
    case: { board: 1, events: [{ by: 'N', call: '1S' }, { by: 'E', call: 'P' }, { by: 'S', call: 'P' }, { by: 'W', call: 'P' }, { by: 'E', call: 'X' }] },
  },
  {
    id: 'card-exposed-in-auction',
    title: { en: 'Card exposed during the auction', pl: 'Karta odsłonięta w czasie licytacji', cs: 'Karta odkrytá během dražby' },
    situation: { en: 'North drops the ♠Q face up before the auction starts; South sees it.', pl: 'N upuszcza ♠D awersem do góry przed licytacją; S ją widzi.', cs: 'S upustí ♠D lícem vzhůru před začátkem dražby; J ji vidí.' },
    words: { en: ['dropped card', 'card seen by partner', 'honour exposed'], pl: ['upuszczona karta', 'karta pokazana partnerowi', 'odsłonięty honor'], cs: ['upuštěná karta', 'karta viděná partnerem', 'odkrytý honér'] },
    laws: ['24'],
    case: { board: 1, deal: LEAD_DEAL, events: [{ by: 'N', expose: 'SQ' }] },
  },
  {
    id: 'premature-lead',
    title: { en: 'Lead faced during the auction', pl: 'Wyjście odkryte w trakcie licytacji', cs: 'Výnos odkrytý během dražby' },
    situation: { en: 'North opens 1♠; East faces the ♥Q as if leading.', pl: 'N otwiera 1♠; E odkrywa ♥D, jakby wychodził.', cs: 'S zahájí 1♠; V odkryje ♥D, jako by vynášel.' },
    words: { en: ['premature lead', 'early lead', 'lead before the auction ends'], pl: ['przedwczesne wyjście', 'przedwczesny wist', 'wist przed końcem licytacji'], cs: ['předčasný výnos', 'výnos před koncem dražby'] },
    laws: ['24'],
    case: { board: 1, deal: LEAD_DEAL, events: [{ by: 'N', call: '1S' }, { by: 'E', play: 'HQ' }] },
  },
  {
    id: 'opening-lead-out-of-turn',
    title: { en: 'Opening lead out of turn', pl: 'Pierwsze wyjście poza kolejnością', cs: 'Zahajovací výnos mimo pořadí' },
    situation: {
      en: 'South declares 4♠; East, not West, faces the ♥2 as the opening lead.',
      pl: 'S rozgrywa 4♠; pierwsze wyjście ♥2 odkrywa E, a nie W.',
      cs: 'J hraje 4♠; zahajovací výnos ♥2 odkryje V, nikoli Z.',
    },
    words: { en: ['lead out of turn', 'wrong defender leads', 'faced opening lead'], pl: ['wyjście poza kolejnością', 'wist poza kolejnością', 'wist z niewłaściwej ręki', 'zły obrońca wistuje'], cs: ['výnos mimo pořadí', 'vynáší nesprávný obránce'] },
    laws: ['54', '50', '53'],
    case: { board: 1, deal: LEAD_DEAL, events: [...FOUR_SPADES, { by: 'E', play: 'H2' }] },
  },
  {
    id: 'revoke',
    title: { en: 'Revoke', pl: 'Fałszywy renons', cs: 'Nepřiznání barvy' },
    situation: {
      en: 'South declares 4♠; in trick 2 East ruffs a diamond while holding one; South draws attention to it before it is established.',
      pl: 'S rozgrywa 4♠; w drugiej lewie E przebija karo, choć ma karo; S zwraca na to uwagę przed uprawomocnieniem.',
      cs: 'J hraje 4♠; ve druhém zdvihu V trumfuje káro, ačkoli káro má; J na to upozorní dříve, než je nepřiznání dokonané.',
    },
    // Club words are synonyms only: the law book's "renons" is a void, a failure to follow suit is "fałszywy renons".
    words: { en: ['failure to follow suit', 'did not follow suit', 'established revoke', 'trick transfer'], pl: ['renons', 'niedołożenie do koloru', 'przekazanie lew', 'uprawomocniony'], cs: ['renonc', 'nepřiznání', 'převod zdvihů', 'dokonané nepřiznání'] },
    laws: ['61', '62', '63', '64'],
    case: {
      board: 1,
      deal: LEAD_DEAL,
      events: [
        ...FOUR_SPADES,
        ...['W:HA', 'N:H5', 'E:H2', 'S:H9', 'W:D4', 'N:D2', 'E:S2', 'S:D6'].map((p) => ({ by: p.slice(0, 1), play: p.slice(2) })),
        { by: 'S', attention: 'revoke' },
      ],
    },
  },
];

export function findScenario(id: string | null): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
