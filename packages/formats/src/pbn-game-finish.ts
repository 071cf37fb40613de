// Finishing a PBN game (PBN §3.4, §4): the values after `#`/`##` inheritance, the facts, each tag in
// export spelling, and the game's tags in export order. Everything made game after game is shared or
// reused: tags of equal values, facts of a deal's tables, the export order and values record of each
// sequence of tag names.
import type { Contract, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { makeContract } from '@bridge-laws/cards-and-boards';
import { checkGameConsistency } from './pbn-consistency.js';
import type { DealHands, DealReading } from './pbn-deal.js';
import { addHeldDeal, HeldDeal, readDealText } from './pbn-deal.js';
import type { Lenient, PbnFindings } from './pbn-findings.js';
import type { AuctionEntry, PbnAuction, PbnBoardFacts, PbnComment, PbnGame, PbnNote, PbnTable, PbnTag, PlayEntry } from './pbn-model.js';
import { playSection } from './pbn-play.js';
import { NO_COMMENTS } from './pbn-plain.js';
import type { PbnSections, SectionBuilder } from './pbn-sections.js';
import { positionsOf } from './pbn-sections.js';
import { checkColumnOrder, readColumns } from './pbn-table.js';
import type { TagProblem } from './pbn-tags.js';
import { checkTagValue, exportDeal, isExportContract, MANDATORY_TAGS, NOT_INHERITED, readContract, readResult, readSeat, readVulnerable, TABLE_TAGS } from './pbn-tags.js';
import { TagIds, TagValues } from './pbn-values.js';

export const TABLES: ReadonlySet<string> = new Set(TABLE_TAGS);
const MANDATORY: ReadonlyMap<string, number> = new Map(MANDATORY_TAGS.map((t, i) => [t, i]));
/** Tags a second table of the same deal may leave out (a common export habit, e.g. rpbridge). */
const CARRIED = ['Event', 'Site', 'Date', 'Board', 'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Stage', 'Round', 'HomeTeam', 'VisitTeam', 'Competition', 'EventDate', 'Section'];
// The tags the reader looks up by name, numbered first by every reader so that their numbers are known here.
const NUMBERED: readonly string[] = [...new Set(['Board', 'Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Result', ...CARRIED])];
const BOARD = NUMBERED.indexOf('Board'), DEALER = NUMBERED.indexOf('Dealer'), VULNERABLE = NUMBERED.indexOf('Vulnerable'), DEAL = NUMBERED.indexOf('Deal');
const DECLARER = NUMBERED.indexOf('Declarer'), CONTRACT = NUMBERED.indexOf('Contract'), RESULT = NUMBERED.indexOf('Result');
const CARRIED_IDS: readonly number[] = CARRIED.map((name) => NUMBERED.indexOf(name));
const NO_NOTES: readonly PbnNote[] = Object.freeze([]);
/** How many values of one tag name are kept for sharing, by the hash of the value as written (a power of two). */
const SHARED_SLOTS = 128;
/** Values up to this length are kept for sharing: seats, contracts, results, board numbers, most player names. */
const SHORT_VALUE = 12;

/** What the reader knows of one tag name, looked up once per name and kept for the whole text. */
export interface NameInfo {
  /** Its number in the reader's values (`TagIds`). */
  readonly id: number;
  readonly known: boolean;
  readonly table: boolean;
  /** Whether its values have a syntax to check (PBN §3.4, §4). */
  readonly syntax: boolean;
  /** The last game with this tag, and its builder there (to find a tag given twice in one game). */
  game: number;
  builder: TagBuilder | null;
  /** Tags of this name already made, to hand out again when a game repeats one (they are immutable). */
  readonly shared: { last: PbnTag | null; before: PbnTag | null; short: (PbnTag | undefined)[] | null };
  /** The last value whose syntax was checked and found right (values repeat from game to game). */
  checked: string | null;
  /** The last value found wrong, and what is wrong with it (a file's deviations repeat too, e.g. `Contract "3N"`). */
  flawed: { readonly value: string; readonly problem: TagProblem } | null;
}

/** A tag being read. A reader reuses its builders game after game (the model keeps none of them). */
export interface TagBuilder {
  name: string;
  info: NameInfo;
  value: string;
  /** The scanner's hash of the value as written: where a tag of this value is kept for sharing. */
  hash: number;
  line: number;
  column: number;
  comments: PbnComment[];
  section: SectionBuilder | null;
  elements: string[] | null;
  /** The line of each element, to give each table row its line. */
  elementLines: number[] | null;
  elementsLine: number;
  /** A comment was seen among the section elements (not allowed, §5.1). */
  commentInData: boolean;
}

/** How a sequence of tags is put in export order (`null`: it already is). */
interface ExportOrder {
  readonly tags: readonly PbnTag[];
  readonly reorder: readonly number[] | null;
}

/** The last values record of a sequence of names, with the values it holds. */
interface ValuesRecord {
  readonly names: readonly string[];
  record: Record<string, string>;
  readonly texts: string[];
}

/** Facts made with a held deal, with what they were made of (reading `deal` would make its hands). */
interface HeldFacts {
  readonly facts: PbnBoardFacts; readonly held: HeldDeal; readonly board: number; readonly dealer: Seat; readonly vulnerable: Vulnerability;
  readonly declarer: Seat | null; readonly contract: Contract | 'Pass'; readonly result: number;
}

/** Finishes the games of one text, one after the other. */
export class PbnGameFinisher {
  /** The number of each tag name, for the values of a game. */
  readonly ids = new TagIds(NUMBERED);
  /** 1-based line of each row of each table read. */
  readonly tableRowLines = new Map<PbnTable, number[]>();
  readonly #text: string;
  readonly #strict: boolean;
  readonly #findings: PbnFindings;
  readonly #sections: PbnSections;
  // Effective values of the game before and of this one, by tag name (PBN §4.8); `##` values stay.
  #prevValues = new TagValues(this.ids);
  #curValues = new TagValues(this.ids);
  readonly #sticky = new Map<string, string>();
  // The last Deal read, under its own spelling and its export spelling (what the next table inherits),
  // with its hands (`null` when the Deal is unreadable) and what is wrong with it.
  #lastDeal: DealReading | null = null;
  // The hands of the game being finished, if its Deal is readable (those of `lastDeal`).
  #gameDeal: DealHands | null = null;
  // Whether the tag last finished has a value other than the one written (export spelling, `finishTag`).
  #respelled = false;
  // The last few whole facts made with a held deal.
  readonly #heldFacts: HeldFacts[] = [];
  #lastBoardText: string | undefined;
  #lastBoard: number | undefined;
  // The builders of the game being finished.
  #pool: readonly TagBuilder[] = [];
  // The tags of a game as they are made, in the order given (reused game after game).
  readonly #made: PbnTag[] = [];
  // Games of one file mostly list the same few sequences of tags (a deal's first table, its other
  // tables): for the last few sequences seen, how to put them in export order.
  readonly #orders: ExportOrder[] = [];
  // Likewise the names of the values records: the last record of each sequence of names, which a new
  // record copies (one shape, no property added one by one) before it takes this game's values.
  readonly #records: ValuesRecord[] = [];

  constructor(text: string, strict: boolean, findings: PbnFindings, sections: PbnSections) {
    this.#text = text;
    this.#strict = strict;
    this.#findings = findings;
    this.#sections = sections;
  }

  /** The game of the builders `pool[0, count)`. */
  finish(pool: readonly TagBuilder[], count: number, escapes: string[], comments: PbnComment[], gameLines: readonly number[]): PbnGame {
    this.#pool = pool;
    const builders = pool;
    const values = this.#curValues;
    values.clear();
    // A game's tags have different names (a repeated one is dropped), Note apart: without `##` values
    // carried in first, each name is new.
    const fresh = this.#sticky.size === 0;
    if (!fresh) this.#sticky.forEach((v, name) => values.set(name, v));
    let hasPlayData = false;
    for (let k = 0; k < count; k++) {
      const t = builders[k] as TagBuilder;
      let v = t.value;
      if (v === '#' || v.startsWith('##')) {
        if (NOT_INHERITED.has(t.name)) this.#findings.report('bad-inheritance', `tag ${t.name} may not inherit its value with # (§4.8)`, t.line, t.column, 'warning', t.name);
        if (v === '#') v = this.#prevValues.getId(t.info.id) ?? '';
        else {
          v = v.slice(2);
          this.#sticky.set(t.name, v);
        }
      } else if (this.#sticky.size > 0 && this.#sticky.has(t.name)) this.#sticky.set(t.name, v);
      if (fresh && t.name !== 'Note') values.appendId(t.info.id, t.name, v);
      else values.setId(t.info.id, t.name, v);
      if (t.name === 'Auction' || t.name === 'Play' || t.name === 'Contract') hasPlayData = true;
    }
    // Second table of a deal without its deal tags: carry them from the game before (deviation).
    if (!this.#strict && !values.hasId(DEAL) && !values.hasId(DEALER) && hasPlayData && this.#prevValues.hasId(DEAL)) {
      const first = builders[0] as TagBuilder;
      this.#findings.report('carried-from-previous-game', 'no Deal tag: Board, Dealer, Vulnerable, Deal and event tags are taken from the previous game', first.line, first.column, 'warning');
      for (let k = 0; k < CARRIED.length; k++) {
        const id = CARRIED_IDS[k] as number;
        const carried = this.#prevValues.getId(id);
        if (carried !== undefined && !values.hasId(id)) values.appendId(id, CARRIED[k] as string, carried);
      }
    }
    const facts = this.#readFacts(values, count);
    // The tags in the order given, in a list the reader reuses; the game gets them in export order.
    for (let k = 0; k < count; k++) {
      const b = builders[k] as TagBuilder;
      const t = this.#finishTag(b, values, facts);
      this.#made[k] = t;
      // Effective values in export spelling too, so that a written file reads back the same.
      if (this.#respelled && t.value !== '#' && !t.value.startsWith('##')) values.setId(b.info.id, t.name, t.value);
    }
    if (this.#lastDeal !== null && this.#gameDeal !== null) this.#lastDeal.exported = values.getId(DEAL);
    const game: PbnGame = { escapes, comments, tags: this.#inExportOrder(count), values: this.#valueRecord(values), facts };
    this.#curValues = this.#prevValues;
    this.#prevValues = values;
    if (this.#strict) {
      const byName = new Map(builders.slice(0, count).map((b) => [b.name, b]));
      checkGameConsistency(game, {
        tagLine: (name) => byName.get(name)?.line ?? gameLines[gameLines.length - 1] ?? 1,
        positions: (name) => positionsOf(byName.get(name)?.section),
        report: (code, message, line, column, tag) => this.#findings.report(code, message, line, column, 'error', tag),
      });
    }
    return game;
  }

  /** The game's tags `made[0, count)` in a list of their own, in export order (PBN §3.4, §4.1 export format). */
  #inExportOrder(count: number): PbnTag[] {
    let known: ExportOrder | undefined;
    for (const o of this.#orders) {
      if (sameKinds(o.tags, this.#made, count)) {
        known = o;
        break;
      }
    }
    if (known === undefined) {
      const tags = this.#made.slice(0, count);
      const sorted = tags.map((_, k) => k).sort((a, b) => exportOrder(tags[a] as PbnTag, tags[b] as PbnTag) || a - b);
      known = { tags, reorder: sorted.every((k, i) => k === i) ? null : sorted };
      remember(this.#orders, known);
    }
    const { reorder } = known;
    if (reorder === null) return this.#made.slice(0, count);
    const ordered = new Array<PbnTag>(count);
    for (let k = 0; k < count; k++) ordered[k] = this.#made[reorder[k] as number] as PbnTag;
    return ordered;
  }

  #valueRecord(values: TagValues): Record<string, string> {
    let known: ValuesRecord | undefined;
    for (const r of this.#records) {
      if (values.namedAs(r.names)) {
        known = r;
        break;
      }
    }
    if (known === undefined) {
      const record: Record<string, string> = {};
      const texts: string[] = [];
      for (let k = 0; k < values.size; k++) {
        const v = values.textAt(k);
        record[values.nameAt(k)] = v;
        texts.push(v);
      }
      remember(this.#records, { names: values.names(), record, texts });
      return record;
    }
    const record = { ...known.record };
    const { texts } = known;
    for (let k = 0; k < values.size; k++) {
      const v = values.textAt(k);
      if (texts[k] !== v) {
        record[values.nameAt(k)] = v;
        texts[k] = v;
      }
    }
    known.record = record;
    return record;
  }

  /** A problem with a value of this game, reported at its tag (the game's first tag for a value it carried over). */
  #problem(count: number, name: string, code: string, message: string, lenient: Lenient): void {
    let b = this.#pool[0];
    for (let k = 0; k < count; k++) {
      if ((this.#pool[k] as TagBuilder).name === name) {
        b = this.#pool[k];
        break;
      }
    }
    this.#findings.report(code, message, b?.line ?? 1, b?.column ?? 1, lenient, name);
  }

  /** The facts of the game of the builders `pool[0, count)`. */
  #readFacts(values: TagValues, count: number): PbnBoardFacts {
    for (let k = 0; k < count; k++) {
      const b = this.#pool[k] as TagBuilder;
      if (!b.info.syntax) continue;
      const inherited = b.value === '#' || b.value.startsWith('##');
      const v = inherited ? (values.getId(b.info.id) ?? '') : b.value;
      if (b.value === '#' && !NOT_INHERITED.has(b.name)) continue;
      // The syntax of a value depends on nothing else.
      const info = b.info;
      if (v === info.checked) continue;
      let p = info.flawed?.value === v ? info.flawed.problem : null;
      if (p === null) {
        p = checkTagValue(b.name, v);
        if (p === null) {
          info.checked = v;
          continue;
        }
        info.flawed = { value: v, problem: p };
      }
      this.#problem(count, b.name, p.code, p.message, p.strict ? 'warning' : 'error');
    }
    const boardText = values.getId(BOARD);
    // A deal's tables share their Board text: read it once.
    if (boardText !== this.#lastBoardText) {
      this.#lastBoardText = boardText;
      this.#lastBoard = boardText !== undefined && /^[0-9]+$/.test(boardText) && Number(boardText) > 0 ? Number(boardText) : undefined;
    }
    const board = this.#lastBoard;
    const dealer = readSeat(values.getId(DEALER) ?? '');
    const vulnerableText = values.getId(VULNERABLE);
    const vulnerable = vulnerableText === '' ? undefined : readVulnerable(vulnerableText ?? '');
    this.#gameDeal = null;
    const dealText = values.getId(DEAL);
    if (dealText !== undefined && dealText !== '' && dealText !== '#' && dealText !== '?') {
      // Several tables of one deal follow each other: read each Deal text once (the setup is immutable).
      if (this.#lastDeal === null || (this.#lastDeal.text !== dealText && this.#lastDeal.exported !== dealText)) this.#lastDeal = readDealText(dealText, this.#strict);
      this.#gameDeal = this.#lastDeal.hands;
      if (this.#lastDeal.error !== null) this.#problem(count, 'Deal', 'bad-deal', this.#lastDeal.error, 'error');
      if (this.#lastDeal.strictError !== null) this.#problem(count, 'Deal', 'bad-deal', this.#lastDeal.strictError, 'none');
    }
    // A complete deal is held as its text (hands made when first asked for), any other readable one as its setup.
    const held = this.#gameDeal instanceof HeldDeal ? this.#gameDeal : null;
    const deal = this.#gameDeal === null || held !== null ? undefined : this.#gameDeal.setup;
    let declarer: Seat | null | undefined;
    let declarerIrregular = false;
    const decl = values.getId(DECLARER);
    if (decl !== undefined && decl !== '?') {
      if (decl === '') declarer = null;
      else {
        declarerIrregular = decl.startsWith('^');
        declarer = readSeat(declarerIrregular ? decl.slice(1) : decl);
        if (declarer === undefined) declarerIrregular = false;
      }
    }
    let contract: Contract | 'Pass' | undefined;
    const contractText = values.getId(CONTRACT);
    if (contractText !== undefined && contractText !== '' && contractText !== '?') contract = readContract(contractText);
    let result: number | undefined;
    let resultIrregular = false;
    const resultText = values.getId(RESULT);
    if (resultText !== undefined && resultText !== '' && resultText !== '?') {
      const r = readResult(resultText, declarer);
      if (r.tricks !== null) result = r.tricks;
      resultIrregular = r.irregular;
    }
    // Most games give every fact, regularly: one object made whole (absent facts are no keys at all).
    if (board !== undefined && dealer !== undefined && vulnerable !== undefined && declarer !== undefined && contract !== undefined && result !== undefined && !declarerIrregular && !resultIrregular) {
      if (deal !== undefined) return { board, dealer, vulnerable, deal, declarer, contract, result };
      if (held !== null) {
        // Tables of a deal often end alike: the same (immutable) facts then serve them all.
        for (const f of this.#heldFacts) {
          if (f.held === held && f.declarer === declarer && f.contract === contract && f.result === result && f.board === board && f.dealer === dealer && f.vulnerable === vulnerable) return f.facts;
        }
        const facts: { -readonly [K in keyof PbnBoardFacts]: PbnBoardFacts[K] } = { board, dealer, vulnerable };
        addHeldDeal(facts, held);
        facts.declarer = declarer;
        facts.contract = contract;
        facts.result = result;
        if (this.#heldFacts.length >= 4) this.#heldFacts.pop();
        this.#heldFacts.unshift({ facts, held, board, dealer, vulnerable, declarer, contract, result });
        return facts;
      }
    }
    const facts: { -readonly [K in keyof PbnBoardFacts]: PbnBoardFacts[K] } = {};
    if (board !== undefined) facts.board = board;
    if (dealer !== undefined) facts.dealer = dealer;
    if (vulnerable !== undefined) facts.vulnerable = vulnerable;
    if (deal !== undefined) facts.deal = deal;
    else if (held !== null) addHeldDeal(facts, held);
    if (declarer !== undefined) facts.declarer = declarer;
    if (declarerIrregular) facts.declarerIrregular = true;
    if (contract !== undefined) facts.contract = contract;
    if (result !== undefined) facts.result = result;
    if (resultIrregular) facts.resultIrregular = true;
    return facts;
  }

  /** Sets `respelled`: whether the tag's value differs from the value as written. */
  #finishTag(b: TagBuilder, values: TagValues, facts: PbnBoardFacts): PbnTag {
    const value = exportValue(b.name, b.value, facts, values, this.#gameDeal);
    // Mostly the very string written (no characters to compare); a shared tag's value is equal to it.
    this.#respelled = value !== b.value;
    const comments = b.comments.length === 0 ? NO_COMMENTS : b.comments;
    if (b.section === null && b.elements === null && comments === NO_COMMENTS) {
      // Event, players, Dealer, Vulnerable, Contract…: a tag seen before is the same (immutable) value.
      const shared = b.info.shared;
      const last = shared.last;
      if (last?.value === value) return last;
      // The tag before it: the players and the room of a deal's two tables take turns.
      const previous = shared.before;
      if (previous?.value === value) {
        shared.before = last;
        shared.last = previous;
        return previous;
      }
      // Short values (Dealer, Vulnerable, Contract, Result, players…) come back often; long ones only in a row or by turns.
      // A slot keeps the last tag of the values written with its hash (an export spelling is checked like any other).
      const short = value.length <= SHORT_VALUE;
      const slot = b.hash & (SHARED_SLOTS - 1);
      const kept = short ? shared.short?.[slot] : undefined;
      const tag: PbnTag = kept?.value === value ? kept : { name: b.name, value, comments };
      if (short && tag !== kept) (shared.short ??= new Array<PbnTag | undefined>(SHARED_SLOTS))[slot] = tag;
      shared.before = last;
      shared.last = tag;
      return tag;
    }
    if (b.section !== null) {
      const s = b.section;
      const first = readSeat(b.value);
      if (first === undefined) this.#findings.report('bad-tag-value', `${b.name} "${b.value}" must be the seat of the first column (N, E, S or W)`, b.line, b.column, 'error', b.name);
      const seat: Seat = first ?? facts.dealer ?? 'N';
      this.#respelled = seat !== b.value;
      const notes = s.notes.length === 0 ? NO_NOTES : s.notes.map((n) => n.note);
      this.#sections.checkNotes(s, b.name);
      if (s.kind === 'auction') {
        // Calls are few: an auction is a plain object (an own getter, as the play's tricks have, costs more to make than the list).
        const auction: PbnAuction = { first: seat, calls: s.entries.slice(0, s.count) as unknown as AuctionEntry[], ended: s.ended, notes };
        return { name: b.name, value: seat, comments, auction };
      }
      if (!s.compact) this.#sections.fill(s);
      const cards = !s.compact ? (s.entries.slice(0, s.count) as unknown as PlayEntry[]) : s.count === 0 ? '' : this.#text.slice(s.from, s.to);
      const play = playSection(seat, cards, s.ended, notes);
      return { name: b.name, value: seat, comments, play };
    }
    const base = { name: b.name, value, comments };
    if (b.elements !== null) {
      if (TABLES.has(b.name) || isColumnSpec(values.getId(b.info.id) ?? '')) {
        const spec = readColumns(values.getId(b.info.id) ?? '');
        if (spec.error !== null) this.#findings.report('bad-column', `${b.name}: ${spec.error}`, b.line, b.column, 'error', b.name);
        const width = Math.max(1, spec.columns.length);
        const rows: string[][] = [];
        for (let k = 0; k < b.elements.length; k += width) rows.push(b.elements.slice(k, k + width));
        const lastRow = rows[rows.length - 1];
        if (lastRow !== undefined && lastRow.length < width) {
          this.#findings.report('missing-table-elements', `${b.name}: the last row has ${lastRow.length} of ${width} elements`, b.elementsLine, 1, 'warning', b.name);
        }
        const orderProblem = checkColumnOrder(spec.columns, rows);
        if (orderProblem !== null) this.#findings.report('table-order', `${b.name}: ${orderProblem}`, b.elementsLine, 1, 'none', b.name);
        const table: PbnTable = { columns: spec.columns, rows };
        this.tableRowLines.set(table, rows.map((_, r) => b.elementLines?.[r * width] ?? b.elementsLine));
        return { ...base, table };
      }
      return { ...base, data: b.elements };
    }
    return base;
  }
}

function isColumnSpec(value: string): boolean {
  return value.includes(';') || value.includes('\\');
}

function exportOrder(a: PbnTag, b: PbnTag): number {
  return order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** How many sequences of tag names the reader keeps (see `orders`, `records`); the newest first. */
const SEQUENCES_KEPT = 16;

function remember<T>(kept: T[], item: T): void {
  if (kept.length >= SEQUENCES_KEPT) kept.pop();
  kept.unshift(item);
}



/** Whether `a` and `b[0, count)` sort alike: the same names, in the same order, with the same kinds of data. */
function sameKinds(a: readonly PbnTag[], b: readonly PbnTag[], count: number): boolean {
  if (a.length !== count) return false;
  for (let k = 0; k < count; k++) {
    const x = a[k] as PbnTag, y = b[k] as PbnTag;
    // Auction and Play always have their section; any other tag has table or other data, or none.
    if (x.name !== y.name || (x.table === undefined) !== (y.table === undefined) || (x.data === undefined) !== (y.data === undefined)) return false;
  }
  return true;
}

function order(t: PbnTag): number {
  const m = MANDATORY.get(t.name);
  if (m !== undefined) return m;
  if (t.auction !== undefined) return 200;
  if (t.play !== undefined) return 201;
  if (t.table !== undefined || t.data !== undefined) return 300;
  return 100;
}

/** Values in export spelling where PBN defines one (so that writing and reading again is stable). */
function exportValue(name: string, value: string, facts: PbnBoardFacts, values: TagValues, deal: DealHands | null): string {
  if (value === '#' || value.startsWith('##')) return value;
  switch (name) {
    case 'Dealer':
      return readSeat(value) ?? value;
    case 'Vulnerable':
      return readVulnerable(value) ?? value;
    case 'Declarer': {
      const irregular = value.startsWith('^');
      const seat = readSeat(irregular ? value.slice(1) : value);
      return seat === undefined ? value : `${irregular ? '^' : ''}${seat}`;
    }
    case 'Deal':
      return deal === null ? value : exportDeal(deal, facts.dealer, value);
    case 'Contract': {
      if (facts.contract === undefined) return /^(nt|s|h|d|c)$/i.test(value) ? value.toUpperCase() : value;
      if (facts.contract === 'Pass') return 'Pass';
      if (isExportContract(value)) return value;
      return makeContract(facts.contract);
    }
    case 'Result':
      return facts.result === undefined || values.getId(RESULT) !== value ? value : `${facts.resultIrregular === true ? '^' : ''}${facts.result}`;
    default:
      return value;
  }
}
