// Case files and PBN/LIN records, both ways: a played board becomes a case the engine can rule on,
// and a case becomes a PBN game (export format) with the irregularities PBN can show marked (§3.9).
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, makeContract, makePbnDeal, ok, seatAfter, seatIndex, sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayedBoard } from '@bridge-laws/formats';
import { formatDiagnostic, readPbn, writePbn } from '@bridge-laws/formats';
import type { Regulation } from '@bridge-laws/regulation';
import type { StandingCall } from '@bridge-laws/auction';
import type { Trick } from '@bridge-laws/play';
import type { CaseFile } from './case-schema.js';
import type { CaseDocument } from './case-write.js';
import type { RawTableEvent } from './events.js';
import { parseTableEvent } from './events.js';
import type { Report } from './report.js';
import { report } from './report.js';
import type { TableState } from './state.js';
import { createTable } from './state.js';
import { applyTableEvent } from './table.js';
import { runCase } from './case-run.js';
import { readRecordedBoards } from './records.js';

/** A played board as a case, and where the conversion had to stop (a question only the director can answer). */
export interface BoardCase {
  readonly case: CaseDocument;
  /** Null when every recorded call and card went into the case; else why the rest was left out. */
  readonly stoppedAt: string | null;
}

type Vocabulary = Record<string, unknown>;

/** Recorded call text in case notation (`Pass` → `P`). */
function callText(call: string): string {
  return call === 'Pass' ? 'P' : call;
}

function apply(state: TableState, raw: RawTableEvent): Result<TableState, string> {
  const parsed = parseTableEvent(raw);
  if (!parsed.ok) return err(parsed.error.message);
  const next = applyTableEvent(state, parsed.value);
  return next.ok ? next : err(next.error.message);
}

function pendingText(p: NonNullable<Report['pending']>): string {
  return p.by === 'director' ? `the director is asked ${p.questions.join(', ')} (Law ${p.law})` : `${p.by} chooses ${p.options.join('/')} (Law ${p.law})`;
}

/**
 * A played board (from PBN or LIN) as a case file. Every call and card goes in as recorded; where the
 * record marks an irregularity as accepted (`^I`, `^S`, `^L`), the case has the non-offender accept it
 * (Laws 27A1, 29A, 53A, 54A). A play that stops early with a result recorded becomes declarer's claim of
 * the rest, agreed by both defenders (Law 69A). The closing `expect` holds what the record says
 * (contract, declarer, tricks), so `case check` compares the Laws' outcome with the record.
 */
export function playedBoardToCase(b: PlayedBoard, id: string, title?: string): Result<BoardCase, string> {
  const deal = makePbnDeal(b.deal);
  const board = b.board ?? 1;
  const created = createTable({ board, dealer: b.dealer, vulnerable: b.vulnerable, deal });
  if (!created.ok) return err(created.error.message);
  let state = created.value;
  const events: Vocabulary[] = [];
  let stoppedAt: string | null = null;
  let acceptNext = false;

  const record = (raw: RawTableEvent, vocabulary: Vocabulary, accepted: boolean): boolean => {
    const what = `${raw.action} ${typeof raw.value === 'object' ? JSON.stringify(raw.value) : String(raw.value)} by ${raw.by}`;
    const next = apply(state, raw);
    if (!next.ok) {
      stoppedAt = `${what}: ${next.error}`;
      return false;
    }
    events.push(vocabulary);
    state = next.value;
    let pending = report(state).pending;
    // Law 69A: a claim the record shows as accepted is agreed by each defender the engine asks.
    while (raw.action === 'claim' && pending !== null && pending.by !== 'director' && pending.options.includes('agree')) {
      const agreed = apply(state, { by: pending.by, action: 'agree', value: true });
      if (!agreed.ok) break;
      events.push({ by: pending.by, agree: true });
      state = agreed.value;
      pending = report(state).pending;
    }
    if (pending === null) return true;
    if (accepted && pending.by !== 'director' && pending.options.includes('accept')) {
      const decided = apply(state, { by: pending.by, action: 'decide', value: 'accept' });
      if (decided.ok) {
        events.push({ by: pending.by, decide: 'accept' });
        state = decided.value;
        pending = report(state).pending;
        if (pending === null) return true;
      }
    }
    stoppedAt = `after ${what}: ${pendingText(pending)}`;
    return false;
  };

  let going = true;
  for (const c of b.calls) {
    if (!going) break;
    // `^S`: the seat was skipped by an accepted call out of rotation (PBN §3.9 B), accepted with the next call.
    if (c.call === '^S') {
      acceptNext = true;
      continue;
    }
    const value = callText(c.call);
    going = record({ by: c.seat, action: 'call', value }, { by: c.seat, call: value }, acceptNext || c.insufficient);
    acceptNext = false;
  }
  for (const c of b.cards) {
    if (!going) break;
    going = record({ by: c.seat, action: 'play', value: c.card }, { by: c.seat, play: c.card }, c.irregularity === 'L');
  }
  if (going) going = claimTheRest(b, () => state, (raw, vocabulary) => record(raw, vocabulary, false));

  const expect = recordedExpectation(b, state, going);
  return ok({
    case: {
      id,
      ...(title === undefined ? {} : { title }),
      board,
      dealer: b.dealer,
      vulnerable: b.vulnerable,
      deal,
      events: expect === null ? events : [...events, { expect }],
    },
    stoppedAt,
  });
}

/** Law 68A: the record's result with cards still to play is declarer's claim of the rest. */
function claimTheRest(b: PlayedBoard, state: () => TableState, record: (raw: RawTableEvent, v: Vocabulary) => boolean): boolean {
  const r = report(state());
  const result = b.recorded.result;
  if (r.phase !== 'play' && r.phase !== 'lead') return true;
  if (result === undefined || r.declarer === null) return true;
  const side = sideOf(r.declarer);
  const left = 13 - r.tricks.NS - r.tricks.EW;
  const tricks = result - r.tricks[side];
  if (tricks < 0 || tricks > left) return true;
  const claim = { tricks };
  return record({ by: r.declarer, action: 'claim', value: claim }, { by: r.declarer, claim });
}

/** What the record says happened, as an expectation; null when it says nothing checkable. */
function recordedExpectation(b: PlayedBoard, state: TableState, complete: boolean): Vocabulary | null {
  const rec = b.recorded;
  const expect: Vocabulary = {};
  // Without a recorded auction the case has nothing from which the Laws could reach a contract.
  if (b.calls.length === 0) return null;
  if (rec.contract === 'Pass') expect.contract = 'passed-out';
  else if (rec.contract !== undefined) expect.contract = makeContract(rec.contract);
  if (rec.contract !== 'Pass' && rec.declarer) expect.declarer = rec.declarer;
  if (complete && rec.result !== undefined && rec.declarer && report(state).phase === 'ended') {
    const side = sideOf(rec.declarer);
    expect.tricks = side === 'NS' ? { NS: rec.result, EW: 13 - rec.result } : { NS: 13 - rec.result, EW: rec.result };
  }
  return Object.keys(expect).length === 0 ? null : expect;
}

export interface FileCases {
  readonly cases: readonly BoardCase[];
  /** Games that are not played boards (no deal, no dealer…): said, never skipped silently. */
  readonly unreadable: readonly { readonly game: number; readonly reason: string }[];
}

/** Every played board of a PBN or LIN file as a case; ids are `<stem>-board-<n>` (game index when unnumbered). */
export function casesFromText(text: string, format: 'pbn' | 'lin', stem: string): Result<FileCases, string> {
  const read = readRecordedBoards(text, format);
  if (!read.ok) return read;
  const cases: BoardCase[] = [];
  const unreadable = [...read.value.unreadable];
  const used = new Set<string>();
  const prefix = kebab(stem) || 'record';
  for (const { game, board } of read.value.boards) {
    let id = `${prefix}-${board.board === null ? `game-${game}` : `board-${board.board}`}`;
    if (used.has(id)) id = `${id}-game-${game}`;
    used.add(id);
    const c = playedBoardToCase(board, id, `Board ${board.board ?? '?'} as recorded in ${stem}`);
    if (c.ok) cases.push(c.value);
    else unreadable.push({ game, reason: c.error });
  }
  return ok({ cases, unreadable });
}

function kebab(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export interface CaseToPbnOptions {
  readonly regulations?: readonly Regulation[];
}

/**
 * A case as a PBN game in export format: the calls and cards that stand, with accepted irregularities
 * marked (`^I` insufficient bid, `^S` a seat skipped by a call out of rotation, `^L` a lead out of
 * turn, `^R` an established revoke: PBN §3.9), the contract, result and score, and a comment with the
 * laws the engine cited (PBN has no notation for rectified irregularities).
 */
export function caseToPbn(c: CaseFile, options: CaseToPbnOptions = {}): Result<string, string> {
  if (c.deal === undefined) return err(`case ${c.id}: PBN needs the deal; the case has none`);
  // The case's own replay (expectations are not this export's business; a refusal no `expect` names is).
  const run = runCase(c, options);
  if (run.stopped !== null || run.state === null) return err(`case ${c.id}: ${run.stopped ?? 'no table'}`);
  const text = pbnGame(c, run.state, run.report);
  const read = readPbn(text);
  const problem = read.diagnostics.find((d) => d.severity === 'error');
  if (problem !== undefined) return err(`case ${c.id}: the PBN written is not valid: ${formatDiagnostic(problem)}`);
  return ok(writePbn(read.file, { eol: '\n' }));
}

function tag(name: string, value: string | number): string {
  return `[${name} "${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

function pbnGame(c: CaseFile, state: TableState, r: Report): string {
  const lines: string[] = [
    tag('Event', c.title ?? c.id),
    `{bridge-laws case ${c.id}${r.laws.length > 0 ? `; laws applied: ${r.laws.join(', ')}` : ''}}`,
    tag('Site', '?'),
    tag('Date', '?'),
    tag('Board', c.board),
    ...['West', 'North', 'East', 'South'].map((player) => tag(player, '?')),
    tag('Dealer', state.dealer),
    tag('Vulnerable', state.vulnerable),
    tag('Deal', c.deal ?? ''),
    tag('Scoring', '?'),
  ];
  const passedOut = r.contract === 'passed-out';
  lines.push(tag('Declarer', r.declarer ?? (passedOut ? '' : '?')));
  lines.push(tag('Contract', passedOut ? 'Pass' : r.contract ?? '?'));
  const play = state.play;
  const ended = r.phase === 'ended';
  lines.push(tag('Result', r.declarer !== null && ended ? r.tricks[sideOf(r.declarer)] : passedOut ? '' : '?'));
  if (r.score !== null) lines.push(tag('Score', `NS ${r.score.NS}`));
  lines.push(tag('Auction', state.dealer), ...auctionLines(state.dealer, state.auction.calls, state.auction.phase !== 'auction'));
  if (play !== null && r.declarer !== null) {
    const tricks = play.current.cards.length > 0 ? [...play.tricks, play.current] : play.tricks;
    if (tricks.length > 0) {
      const established = play.revokes.filter((v) => v.established).map((v) => `${v.trick}:${v.card}`);
      lines.push(tag('Play', seatAfter(r.declarer)), ...playLines(seatAfter(r.declarer), tricks, new Set(established)));
    }
  }
  return lines.join('\n') + '\n';
}

/** The calls that stand, from the dealer, with `^S` for skipped seats and `^I` for accepted insufficient bids. */
function auctionLines(dealer: Seat, calls: readonly StandingCall[], over: boolean): string[] {
  const tokens: string[] = [];
  let due = dealer;
  let highest = -1;
  for (const { seat, call } of calls) {
    // Law 29A: after an accepted call out of rotation the auction goes on from the caller.
    for (let skipped = 0; due !== seat && skipped < 3; skipped++) {
      tokens.push('^S');
      due = seatAfter(due);
    }
    if (call.type === 'bid') {
      tokens.push(call.rank <= highest ? `^I ${call.text}` : call.text); // Law 27A1: an accepted insufficient bid stands
      highest = Math.max(highest, call.rank);
    } else tokens.push(call.type === 'pass' ? 'Pass' : call.text);
    due = seatAfter(seat);
  }
  if (!over) tokens.push('*');
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(' '));
  return lines;
}

/** Tricks in columns from the opening leader; `^L` where a trick was led out of turn, `^R` on an established revoke. */
function playLines(openingLeader: Seat, tricks: readonly Trick[], established: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  let due = openingLeader;
  tricks.forEach((t, i) => {
    const row: string[] = ['-', '-', '-', '-'];
    for (const pc of t.cards) {
      const column = (seatIndex(pc.seat) - seatIndex(openingLeader) + 4) % 4;
      const marks = [pc.seat === t.leader && t.leader !== due ? '^L' : '', established.has(`${i + 1}:${pc.card}`) ? '^R' : ''].filter(Boolean);
      row[column] = [...marks, pc.card].join(' ');
    }
    lines.push(row.join(' '));
    if (t.winner !== null) due = t.winner;
  });
  if (tricks.length < 13 || tricks[12]?.winner === null) lines.push('*');
  return lines;
}
