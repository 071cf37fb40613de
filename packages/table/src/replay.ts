// Replaying recorded boards (PBN or LIN) through the table engine: every call and card as recorded,
// so that what the Laws make of it can be compared with what the file says happened.
import { makeContract, makePbnDeal, sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayedBoard } from '@bridge-laws/formats';
import { parseCall } from '@bridge-laws/auction';
import type { TableEvent } from './events.js';
import type { TableState } from './state.js';
import { createTable } from './state.js';
import { applyTableEvent } from './table.js';
import { report } from './report.js';
import { readRecordedBoards } from './records.js';

export interface BoardReplay {
  /** Board number as recorded (null when the file gives none). */
  readonly board: number | null;
  /** Index of the game in its file, from 1. */
  readonly game: number;
  /** False when the game has no auction to replay. */
  readonly replayed: boolean;
  /** What the engine found irregular (a rectification it had to offer or ask about, a revoke), in words. */
  readonly irregularity: string | null;
  /** How the engine's result differs from the recorded one, in words. */
  readonly mismatch: string | null;
}

export interface FileReplay {
  readonly boards: readonly BoardReplay[];
  /** A game that could not be read as a played board (no deal, …): said, never skipped silently. */
  readonly unreadable: readonly { readonly game: number; readonly reason: string }[];
}

function callText(call: string): string {
  return call === 'Pass' ? 'P' : call;
}

/** Feed one recorded board to the table; stop at the first irregularity the engine finds. */
export function replayPlayedBoard(b: PlayedBoard, game: number): BoardReplay {
  const base = { board: b.board, game };
  if (b.calls.length === 0) return { ...base, replayed: false, irregularity: null, mismatch: null };
  const created = createTable({ board: b.board ?? 1, dealer: b.dealer, vulnerable: b.vulnerable, deal: makePbnDeal(b.deal) });
  if (!created.ok) return { ...base, replayed: false, irregularity: null, mismatch: `table: ${created.error.message}` };
  let state: TableState = created.value;
  const events: TableEvent[] = [];
  for (const c of b.calls) {
    if (c.call === '^S') continue; // the seat skipped by a call out of rotation: nothing was said
    const call = parseCall(callText(c.call));
    if (call === undefined) return { ...base, replayed: true, irregularity: null, mismatch: `unknown call ${c.call}` };
    events.push({ type: 'call', by: c.seat, call });
  }
  const callCount = events.length;
  for (const c of b.cards) events.push({ type: 'play', by: c.seat, card: c.card });
  for (const [i, e] of events.entries()) {
    if (i === callCount) {
      // The play section was written for the recorded declarer: if the recorded auction gives another
      // one, the record contradicts itself and its play cannot be judged (no irregularity is claimed).
      const rep = report(state);
      const recorded = b.recorded.declarer;
      if (recorded && rep.declarer !== null && recorded !== rep.declarer) {
        return { ...base, replayed: true, irregularity: null, mismatch: `declarer: recorded ${recorded}, but the recorded auction makes ${rep.declarer} declarer (the record contradicts itself; play not replayed)` };
      }
    }
    const r = applyTableEvent(state, e);
    const what = e.type === 'call' ? `call ${e.call.text} by ${e.by}` : e.type === 'play' ? `${e.card} by ${e.by}` : e.type;
    // A physically impossible record (a card not held, …) is a fault of the file, not an irregularity at the table.
    if (!r.ok) return { ...base, replayed: true, irregularity: null, mismatch: `event ${i + 1} (${what}) impossible: ${r.error.message}` };
    state = r.value;
    const rep = report(state);
    if (rep.pending !== null) {
      const who = rep.pending.by === 'director' ? `director asked ${rep.pending.questions.join(', ')}` : `${rep.pending.by} chooses ${rep.pending.options.join('/')}`;
      return { ...base, replayed: true, irregularity: `event ${i + 1} (${what}): Law ${rep.pending.law}, ${who}`, mismatch: null };
    }
  }
  return { ...base, replayed: true, irregularity: revokeNote(state), mismatch: compare(b, state) };
}

function revokeNote(state: TableState): string | null {
  const revokes = report(state).revokes;
  if (revokes.length === 0) return null;
  return `revoke${revokes.length > 1 ? 's' : ''} by ${revokes.map((r) => `${r.seat} at trick ${r.trick}`).join(', ')} (Law 61)`;
}

/** The recorded contract and result against the engine's, allowing for a claim ending the play early. */
function compare(b: PlayedBoard, state: TableState): string | null {
  const r = report(state);
  const rec = b.recorded;
  if (rec.contract === 'Pass') return r.contract === 'passed-out' ? null : `recorded passed out, engine ${r.contract ?? 'no contract'}`;
  if (r.contract === 'passed-out') return rec.contract === undefined ? null : 'engine: passed out, but a contract is recorded';
  if (rec.contract !== undefined && r.contract !== null) {
    const recorded = makeContract(rec.contract);
    if (recorded !== r.contract) return `contract: recorded ${recorded}, engine ${r.contract}`;
  }
  if (rec.declarer && r.declarer !== null && rec.declarer !== r.declarer) return `declarer: recorded ${rec.declarer}, engine ${r.declarer}`;
  if (rec.result === undefined || r.declarer === null) return null;
  const won = r.tricks[sideOf(r.declarer)];
  const played = r.tricks.NS + r.tricks.EW;
  if (r.phase === 'ended') return won === rec.result ? null : `result: recorded ${rec.result} tricks, engine ${won}`;
  // Play stopped early (a claim or concession): the recorded result must be reachable from here.
  const left = 13 - played;
  return rec.result >= won && rec.result <= won + left ? null : `result: recorded ${rec.result} tricks, but declarer has ${won} with ${left} to play`;
}

/** Replay every game of a PBN or LIN text. */
export function replayText(text: string, format: 'pbn' | 'lin', file?: string): FileReplay | { readonly error: string } {
  const read = readRecordedBoards(text, format, file);
  if (!read.ok) return { error: read.error };
  return { boards: read.value.boards.map((b) => replayPlayedBoard(b.board, b.game)), unreadable: read.value.unreadable };
}
