// PBN §3.5–3.7: call, card, suffix, note, NAG and irregularity tokens inside auction and play lines.
import type { Card } from '@bridge-laws/cards-and-boards';
import { DECK, parseCard } from '@bridge-laws/cards-and-boards';
import type { Call } from './pbn-model.js';

export type CallLineToken =
  | { readonly t: 'symbol'; readonly text: string }
  | { readonly t: 'suffix'; readonly text: string }
  | { readonly t: 'note'; readonly index: number | null; readonly text: string }
  | { readonly t: 'nag'; readonly value: number | null; readonly text: string }
  | { readonly t: 'mark'; readonly mark: string }
  | { readonly t: 'end' }
  | { readonly t: 'plus' }
  | { readonly t: 'bad'; readonly text: string };

function isCallChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;
}
function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

// Tokens without a text of their own are shared (a play section ends with `*` in nearly every game).
const END: CallLineToken = Object.freeze({ t: 'end' });
const PLUS: CallLineToken = Object.freeze({ t: 'plus' });

/** Split one white-space-free word into tokens; tokens may touch in import format (`2NT?=1=`). */
export function splitCallWord(word: string, out: CallLineToken[]): void {
  let p = 0;
  const n = word.length;
  while (p < n) {
    const c = word.charCodeAt(p);
    if (c === 94 /* ^ */) {
      out.push({ t: 'mark', mark: word.charAt(p + 1) });
      p += 2;
    } else if (c === 61 /* = */) {
      const close = word.indexOf('=', p + 1);
      const end = close < 0 ? n : close + 1;
      const body = word.slice(p + 1, close < 0 ? n : close);
      out.push({ t: 'note', index: close > 0 && isDigits(body) ? Number(body) : null, text: word.slice(p, end) });
      p = end;
    } else if (c === 36 /* $ */) {
      let q = p + 1;
      while (q < n && word.charCodeAt(q) >= 48 && word.charCodeAt(q) <= 57) q++;
      if (q === p + 1) {
        // `$` not followed by digits: the NAG is bad; swallow the rest of the word.
        out.push({ t: 'nag', value: null, text: word.slice(p) });
        p = n;
      } else {
        out.push({ t: 'nag', value: Number(word.slice(p + 1, q)), text: word.slice(p, q) });
        p = q;
      }
    } else if (c === 33 /* ! */ || c === 63 /* ? */) {
      const d = word.charCodeAt(p + 1);
      const two = d === 33 || d === 63;
      out.push({ t: 'suffix', text: word.slice(p, two ? p + 2 : p + 1) });
      p += two ? 2 : 1;
    } else if (c === 42 /* * */) {
      out.push(END);
      p++;
    } else if (c === 43 /* + */) {
      out.push(PLUS);
      p++;
    } else if (isCallChar(c)) {
      let q = p + 1;
      while (q < n && isCallChar(word.charCodeAt(q))) q++;
      out.push({ t: 'symbol', text: word.slice(p, q) });
      p = q;
    } else {
      out.push({ t: 'bad', text: word.charAt(p) });
      p++;
    }
  }
}

/** Suffix → NAG (PBN §3.5.3, §3.6.3): calls use $1–$6, cards $7–$12. */
export function suffixNag(suffix: string, forCard: boolean): number | null {
  const base = ['!', '?', '!!', '??', '!?', '?!'].indexOf(suffix);
  if (base < 0) return null;
  return base + 1 + (forCard ? 6 : 0);
}

export interface ReadCall {
  readonly call: Call | 'AP' | '-' | null;
  /** The spelling was accepted but is not standard PBN (e.g. `1N`, `P`, `D`). */
  readonly nonStandard: boolean;
}

const DENOMS: Readonly<Record<string, string>> = { C: 'C', D: 'D', H: 'H', S: 'S', NT: 'NT', N: 'NT' };

// Export spellings looked up without allocating (the hot path when reading large files).
const EXACT_CALLS: ReadonlyMap<string, ReadCall> = new Map(
  ['Pass', 'X', 'XX', 'AP', '-', ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((d) => `${l}${d}`))].map((c) => [c, { call: c as Call, nonStandard: false }]),
);
const EXACT_CARDS: ReadonlyMap<string, { readonly card: Card; readonly nonStandard: false }> = new Map(DECK.map((c) => [c, { card: c, nonStandard: false }]));

/** Read a call token (PBN §3.5.1), case-insensitive (§3.11). */
export function readCall(text: string): ReadCall {
  const exact = EXACT_CALLS.get(text);
  if (exact !== undefined) return exact;
  const u = text.toUpperCase();
  switch (u) {
    case 'PASS':
      return { call: 'Pass', nonStandard: false };
    case 'X':
    case 'XX':
    case 'AP':
    case '-':
      return { call: u, nonStandard: false };
    case 'P':
      return { call: 'Pass', nonStandard: true };
    case 'D':
    case 'DBL':
      return { call: 'X', nonStandard: true };
    case 'R':
    case 'RDBL':
      return { call: 'XX', nonStandard: true };
  }
  const level = u.charCodeAt(0) - 48;
  if (level >= 1 && level <= 7) {
    const den = DENOMS[u.slice(1)];
    if (den !== undefined) return { call: `${level}${den}` as Call, nonStandard: u.slice(1) === 'N' };
  }
  return { call: null, nonStandard: false };
}

const UNKNOWN_CARD = Object.freeze({ card: '-', nonStandard: false } as const);

/** Read a card token (PBN §3.6.1): suit then rank, case-insensitive; `10` is accepted for `T`. */
export function readCard(text: string): { readonly card: Card | '-' | null; readonly nonStandard: boolean } {
  const exact = EXACT_CARDS.get(text);
  if (exact !== undefined) return exact;
  if (text === '-') return UNKNOWN_CARD;
  if (text === '--') return { card: '-', nonStandard: true };
  if (text.length === 2) {
    const card = parseCard(text);
    return { card: card ?? null, nonStandard: false };
  }
  if (text.length === 3 && text.endsWith('10')) return { card: parseCard(text) ?? null, nonStandard: true };
  return { card: null, nonStandard: false };
}

// Export spellings decoded from the text by character codes, so the common word needs no string of its own.
const SUIT_OF_CODE = new Int8Array(128).fill(-1);
const RANK_OF_CODE = new Int8Array(128).fill(-1);
'SHDC'.split('').forEach((s, k) => (SUIT_OF_CODE[s.charCodeAt(0)] = k));
'AKQJT98765432'.split('').forEach((r, k) => (RANK_OF_CODE[r.charCodeAt(0)] = k));
/** The tokens the two functions below find, by the index they return. */
export const CARD_AT: readonly Card[] = 'SHDC'.split('').flatMap((s) => 'AKQJT98765432'.split('').map((r) => `${s}${r}` as Card));
export const CALL_AT: readonly (Call | 'AP' | '-')[] = [
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((d) => `${l}${d}` as Call)),
  'Pass', 'X', 'XX', 'AP', '-',
];
const PASS = 35, DOUBLE = 36, REDOUBLE = 37, ALL_PASS = 38, DASH = 39;

/** The index in CARD_AT of a card in export spelling (`SA`, `H7`) at `text[from, to)`, or -1 (then read the word with `readCard`). */
export function exactCardIndex(text: string, from: number, to: number): number {
  if (to - from !== 2) return -1;
  const a = text.charCodeAt(from);
  const b = text.charCodeAt(from + 1);
  if (a > 127 || b > 127) return -1;
  const s = SUIT_OF_CODE[a] as number;
  const r = RANK_OF_CODE[b] as number;
  return s < 0 || r < 0 ? -1 : s * 13 + r;
}

/** The index in CALL_AT of a call token in export spelling (`Pass`, `X`, `XX`, `AP`, `-`, `1C`–`7NT`) at `text[from, to)`, or -1. */
export function exactCallIndex(text: string, from: number, to: number): number {
  const a = text.charCodeAt(from);
  switch (to - from) {
    case 1:
      return a === 88 /* X */ ? DOUBLE : a === 45 /* - */ ? DASH : -1;
    case 2: {
      const b = text.charCodeAt(from + 1);
      if (a === 88 && b === 88) return REDOUBLE;
      if (a === 65 /* A */ && b === 80 /* P */) return ALL_PASS;
      const d = b === 67 ? 0 : b === 68 ? 1 : b === 72 ? 2 : b === 83 ? 3 : -1;
      return a >= 49 && a <= 55 && d >= 0 ? (a - 49) * 5 + d : -1;
    }
    case 3:
      return a >= 49 && a <= 55 && text.charCodeAt(from + 1) === 78 && text.charCodeAt(from + 2) === 84 ? (a - 49) * 5 + 4 : -1;
    case 4:
      return text.startsWith('Pass', from) ? PASS : -1;
    default:
      return -1;
  }
}
