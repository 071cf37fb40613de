// PBN §3.5–3.7 auction and play sections: the words of a section as calls or cards with their
// annotations and irregularity marks, and the notes that follow them. One reader of each kind is
// reused game after game; a play section of plain cards is held as its cut of the text.
import type { PbnComment, PbnNote } from './pbn-model.js';
import type { EntryPositions } from './pbn-consistency.js';
import type { Lenient, PbnFindings } from './pbn-findings.js';
import type { EntryBuilder } from './pbn-plain.js';
import { NO_COMMENTS, NO_NAGS, onlySpace, PLAIN_CALLS, PLAIN_PLAY, plainEntry } from './pbn-plain.js';
import type { CallLineToken } from './pbn-tokens.js';
import { CALL_AT, CARD_AT, exactCallIndex, exactCardIndex, readCall, readCard, splitCallWord, suffixNag } from './pbn-tokens.js';

/**
 * An auction or play section being read. A reader has one of each kind and reuses it game after game
 * (a game has at most one of each): its arrays are written up to `count` and cut to size at the end.
 */
export interface SectionBuilder {
  readonly kind: 'auction' | 'play';
  readonly entries: EntryBuilder[];
  count: number;
  /**
   * How many of the entries are written in `entries`: while the section is held as text, its plain
   * cards are only counted, and written (from the text) if it turns out they are needed (`fill`).
   */
  written: number;
  /** Where the held text of the written entries ends. */
  filledTo: number;
  /**
   * Play only: while every card so far is a plain shared entry written as a word of its own, with
   * only white space between: the section is then kept as the text `[from, to)` that holds them.
   */
  compact: boolean;
  from: number;
  to: number;
  /** Where each entry was (kept in strict mode only, for the consistency checks). */
  readonly lines: number[];
  readonly columns: number[];
  /** Where the last entry was, and where each entry with a note reference was (by index). */
  lastLine: number;
  lastColumn: number;
  noted: Map<number, readonly [number, number]> | null;
  /** Entries that had a suffix (! ?), by index; made when the first one comes. */
  suffixed: Set<number> | null;
  notes: { note: PbnNote; comments: PbnComment[]; line: number; column: number }[];
  /** The indexes of `notes`. */
  readonly noteIndexes: Set<number>;
  ended: boolean;
  plus: boolean;
  pendingMark: string;
}

function sectionBuilder(kind: 'auction' | 'play'): SectionBuilder {
  return { kind, entries: [], count: 0, written: 0, filledTo: 0, compact: kind === 'play', from: 0, to: 0, lines: [], columns: [], lastLine: 0, lastColumn: 0, noted: null, suffixed: null, notes: [], noteIndexes: new Set(), ended: false, plus: false, pendingMark: '' };
}

/** A word that is one call or card token and nothing else (the common case). */
function isPlainSymbol(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45)) return false;
  }
  return word.length > 0;
}

/** The last entry of a section, made its own (not shared) so that it can take annotations. */
export function ownLast(s: SectionBuilder): EntryBuilder {
  const k = s.count - 1;
  const e = s.entries[k] as EntryBuilder;
  if (!Object.isFrozen(e)) return e;
  s.compact = false;
  const copy: EntryBuilder = { ...e };
  s.entries[k] = copy;
  return copy;
}

function isBid(call: string): boolean {
  const c = call.charCodeAt(0);
  return c >= 49 && c <= 55;
}

function isSuffixNag(v: number, forCard: boolean): boolean {
  return forCard ? v >= 7 && v <= 12 : v >= 1 && v <= 6;
}
function hasSuffixNag(e: EntryBuilder, forCard: boolean): boolean {
  return e.nags.some((v) => isSuffixNag(v, forCard));
}
function addNag(e: EntryBuilder, v: number): void {
  if (e.nags === NO_NAGS) e.nags = [];
  const nags = e.nags;
  let k = nags.length;
  while (k > 0 && (nags[k - 1] as number) > v) k--;
  nags.splice(k, 0, v);
}
function tokenOf(e: EntryBuilder): string {
  return e.call ?? e.card ?? '';
}

/** The words of the auction and play sections of one text. */
export class PbnSections {
  readonly #text: string;
  readonly #strict: boolean;
  readonly #findings: PbnFindings;
  readonly #auction = sectionBuilder('auction');
  readonly #play = sectionBuilder('play');
  readonly #tokens: CallLineToken[] = [];

  constructor(text: string, strict: boolean, findings: PbnFindings) {
    this.#text = text;
    this.#strict = strict;
    this.#findings = findings;
  }

  #report(code: string, message: string, line: number, column: number, lenient: Lenient, tag?: string): void {
    this.#findings.report(code, message, line, column, lenient, tag);
  }

  /** The reader's section builder of this kind, emptied for a new section. */
  open(kind: 'auction' | 'play'): SectionBuilder {
    const s = kind === 'auction' ? this.#auction : this.#play;
    s.count = 0;
    s.written = 0;
    s.compact = s.kind === 'play';
    s.lastLine = 0;
    s.lastColumn = 0;
    s.noted = null;
    s.suffixed = null;
    if (s.notes.length > 0) {
      s.notes = [];
      s.noteIndexes.clear();
    }
    s.ended = false;
    s.plus = false;
    s.pendingMark = '';
    return s;
  }

  /** A word of an auction or play line: one call or card (decoded without cutting the text), or several tokens. */
  word(s: SectionBuilder, tag: string, from: number, to: number, line: number, column: number): void {
    const text = this.#text;
    if (s.kind === 'play') {
      const card = exactCardIndex(text, from, to);
      if (card >= 0) {
        // A plain card next to the held ones (only white space between) is counted, not written.
        if (s.compact && !this.#strict && !s.ended && s.pendingMark === '' && (s.count === 0 || onlySpace(text, s.to, from))) {
          if (s.count === 0) s.from = from;
          s.count++;
          s.to = to;
          s.lastLine = line;
          s.lastColumn = column;
          return;
        }
        this.#push(s, CARD_AT[card] as string, line, column, tag, PLAIN_PLAY[card]);
        if (s.compact) this.#holdWord(s, from, to);
        return;
      }
    } else {
      const call = exactCallIndex(text, from, to);
      if (call >= 0) return this.#pushCall(s, CALL_AT[call] as string, line, column, tag, PLAIN_CALLS[call]);
    }
    const before = s.count;
    const word = text.slice(from, to);
    if (isPlainSymbol(word)) this.#symbol(s, word, line, column, tag);
    else {
      const tokens = this.#tokens;
      tokens.length = 0;
      splitCallWord(word, tokens);
      for (const tok of tokens) this.#token(s, tok, line, column, tag);
    }
    // A word without an entry (`*`, a mark, a bad token) leaves the held text as it is; a lone `-` or `+` card is held too.
    if (!s.compact || s.count === before) return;
    if (s.count === before + 1 && (word === '-' || word === '+') && s.entries[before] === plainEntry(s.kind, word)) this.#holdWord(s, from, to);
    else s.compact = false;
  }

  /** Write the entries of the cards only counted so far, from the held text (all are plain cards, `-` or `+`). */
  fill(s: SectionBuilder): void {
    if (s.written === s.count) return;
    const text = this.#text;
    let k = s.written;
    for (let i = k === 0 ? s.from : s.filledTo; i < s.to; ) {
      const c = text.charCodeAt(i);
      if (c <= 32) {
        i++;
        continue;
      }
      // `-` (52) and `+` (53) are one character; a card is two.
      const code = c === 45 ? 52 : c === 43 ? 53 : exactCardIndex(text, i, i + 2);
      i += code >= 52 ? 1 : 2;
      s.entries[k++] = PLAIN_PLAY[code] as EntryBuilder;
    }
    s.written = s.count;
    s.filledTo = s.to;
  }

  /** The word at `[from, to)` made the last entry: the held text now ends with it, if only white space came between. */
  #holdWord(s: SectionBuilder, from: number, to: number): void {
    if (s.count === 1) s.from = from;
    else if (!onlySpace(this.#text, s.to, from)) {
      s.compact = false;
      return;
    }
    s.to = to;
    // (its entry is written: `#push` wrote every entry before it)
    s.filledTo = to;
  }

  /** A Note tag right after the section (§3.5.4). */
  addNote(section: SectionBuilder, it: { name: string; value: string; line: number; column: number }): void {
    const m = /^([0-9]+):(.*)$/s.exec(it.value);
    if (m === null) {
      this.#report('bad-note', `Note "${it.value}" must be "<index>:<text>"`, it.line, it.column, 'error', 'Note');
      return;
    }
    const index = Number(m[1]);
    if (index < 1 || index > 32) this.#report('bad-note', `note index ${index} is outside 1–32 (§3.5.4)`, it.line, it.column, 'warning', 'Note');
    // (a Set, not a search of the notes: a file may hold any number of them)
    if (section.noteIndexes.has(index)) {
      this.#report('duplicate-note', `note ${index} is given twice in the ${section.kind} section`, it.line, it.column, 'warning', 'Note');
      return;
    }
    const comments: PbnComment[] = [];
    section.notes.push({ note: { index, text: m[2] as string, comments }, comments, line: it.line, column: it.column });
    section.noteIndexes.add(index);
  }

  /** `plain`: the shared entry of this token, when the caller has it at hand. */
  #push(s: SectionBuilder, token: string, line: number, column: number, tag: string, plain?: EntryBuilder): void {
    this.fill(s);
    if (s.ended) this.#report('after-end', `"${token}" after the * that ends the ${s.kind} section`, line, column, 'error', tag);
    else if (s.plus && token !== '-' && s.kind === 'auction') this.#report('after-plus', `call "${token}" after the + that marks the next call to be made`, line, column, 'warning', tag);
    const mark = s.pendingMark;
    s.entries[s.count++] =
      mark === ''
        ? (plain ?? plainEntry(s.kind, token))
        : s.kind === 'auction'
          ? { call: token, insufficient: mark === 'I', note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] }
          : { card: token, irregularity: mark === 'R' || mark === 'L' ? mark : '', note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] };
    s.written = s.count;
    if (mark !== '') s.compact = false;
    if (this.#strict) {
      s.lines[s.count - 1] = line;
      s.columns[s.count - 1] = column;
    }
    s.lastLine = line;
    s.lastColumn = column;
    s.pendingMark = '';
  }

  #symbol(s: SectionBuilder, text: string, line: number, column: number, tag: string): void {
    if (s.kind === 'play') {
      const c = readCard(text);
      if (c.card === null) {
        this.#report('bad-card', `"${text}" is not a card (suit S H D C, then rank A K Q J T 9–2)`, line, column, 'error', tag);
        return this.#push(s, '-', line, column, tag); // keeps the columns of the trick in place
      }
      if (c.nonStandard) this.#report('nonstandard-card', `"${text}" is not PBN spelling; read as ${c.card}`, line, column, 'warning', tag);
      return this.#push(s, c.card, line, column, tag);
    }
    const c = readCall(text);
    if (c.call === null) return this.#report('bad-call', `"${text}" is not a call (Pass, X, XX, 1C–7NT, AP or -)`, line, column, 'error', tag);
    if (c.nonStandard) this.#report('nonstandard-call', `"${text}" is not PBN spelling; read as ${c.call}`, line, column, 'warning', tag);
    this.#pushCall(s, c.call, line, column, tag);
  }

  #pushCall(s: SectionBuilder, call: string, line: number, column: number, tag: string, plain?: EntryBuilder): void {
    if (s.pendingMark === 'I' && !isBid(call)) this.#report('bad-irregularity', `^I must precede a bid, not "${call}"`, line, column, 'error', tag);
    this.#push(s, call, line, column, tag, plain);
  }

  #token(s: SectionBuilder, tok: CallLineToken, line: number, column: number, tag: string): void {
    const forCard = s.kind === 'play';
    const what = forCard ? 'card' : 'call';
    switch (tok.t) {
      case 'symbol':
        return this.#symbol(s, tok.text, line, column, tag);
      case 'mark': {
        const m = tok.mark.toUpperCase();
        const allowed = forCard ? m === 'R' || m === 'L' : m === 'I' || m === 'S';
        if (!allowed) return this.#report('bad-irregularity', `^${tok.mark} is not an irregularity of the ${s.kind} (${forCard ? '^R, ^L' : '^I, ^S'})`, line, column, 'error', tag);
        if (s.pendingMark !== '') this.#report('double-irregularity', `two irregularity marks before one ${what}`, line, column, 'warning', tag);
        if (m === 'S') {
          s.pendingMark = '';
          this.#push(s, '^S', line, column, tag);
        } else s.pendingMark = m;
        return;
      }
      case 'end':
        if (s.ended) this.#report('after-end', 'a second *', line, column, 'warning', tag);
        if (s.plus) this.#report('end-after-plus', '* may not end a section that uses + (§3.5)', line, column, 'warning', tag);
        s.ended = true;
        return;
      case 'plus':
        if (s.plus) this.#report('double-plus', `a second + in the ${s.kind} section`, line, column, 'warning', tag);
        this.#push(s, '+', line, column, tag);
        s.plus = true;
        return;
      case 'bad':
        return this.#report('bad-token', `"${tok.text}" is not allowed in the ${s.kind} section`, line, column, 'error', tag);
    }
    // Annotations: they belong to the preceding call or card.
    this.fill(s);
    const last = s.count > 0 ? s.entries[s.count - 1] : undefined;
    if (last === undefined || s.pendingMark !== '') {
      return this.#report('annotation-without-' + what, `annotation "${'text' in tok ? tok.text : ''}" has no ${what} before it`, line, column, 'warning', tag);
    }
    if (tok.t === 'suffix') {
      const nag = suffixNag(tok.text, forCard);
      if (nag === null) return this.#report('bad-suffix', `"${tok.text}" is not a suffix`, line, column, 'error', tag);
      if (s.suffixed?.has(s.count - 1) === true || hasSuffixNag(last, forCard)) return this.#report('double-suffix', `${what} ${tokenOf(last)} has two suffix annotations`, line, column, 'warning', tag);
      (s.suffixed ??= new Set()).add(s.count - 1);
      addNag(ownLast(s), nag);
    } else if (tok.t === 'note') {
      if (tok.index === null) return this.#report('bad-note', `"${tok.text}" is not a note reference =n=`, line, column, 'warning', tag);
      if (tok.index < 1 || tok.index > 32) this.#report('bad-note', `note reference ${tok.text} is outside 1–32`, line, column, 'warning', tag);
      if (last.note !== null) return this.#report('double-note', `${what} ${tokenOf(last)} has two note references`, line, column, 'warning', tag);
      ownLast(s).note = tok.index;
      (s.noted ??= new Map()).set(s.count - 1, [s.lastLine, s.lastColumn]);
    } else if (tok.t === 'nag') {
      if (tok.value === null || tok.value > 255) return this.#report('bad-nag', `"${tok.text}" is not a NAG $0–$255`, line, column, 'warning', tag);
      const v = tok.value;
      const wrongSide = forCard ? (v >= 1 && v <= 6) || v === 13 : (v >= 7 && v <= 12) || v === 14;
      if (wrongSide) this.#report('bad-nag', `$${v} is for ${forCard ? 'calls' : 'cards'}, not ${what}s (§3.7)`, line, column, 'warning', tag);
      if (isSuffixNag(v, forCard) && hasSuffixNag(last, forCard)) return this.#report('double-nag', `${what} ${tokenOf(last)} has two suffix-like NAGs`, line, column, 'warning', tag);
      addNag(ownLast(s), v);
    }
  }

  /** Note references without their note, and notes nobody refers to (§3.5.4). */
  checkNotes(s: SectionBuilder, tag: string): void {
    if (s.notes.length === 0 && s.noted === null) return;
    const defined = new Set(s.notes.map((n) => n.note.index));
    const used = new Set<number>();
    for (const [k, [line, column]] of s.noted ?? []) {
      const note = s.entries[k]?.note ?? null;
      if (note === null) continue;
      used.add(note);
      if (!defined.has(note)) this.#report('missing-note', `=${note}= has no [Note "${note}:…"] in the ${s.kind} section`, line, column, 'warning', tag);
    }
    for (const n of s.notes) {
      if (!used.has(n.note.index)) this.#report('unused-note', `note ${n.note.index} is not referred to in the ${s.kind} section`, n.line, n.column, 'none', 'Note');
    }
  }
}

/** Where each entry of a section was (strict mode keeps them, for the consistency checks). */
export function positionsOf(s: SectionBuilder | null | undefined): EntryPositions {
  return s === undefined || s === null ? { lines: [], columns: [] } : { lines: s.lines.slice(0, s.count), columns: s.columns.slice(0, s.count) };
}
