// PBN → LIN: each game as a LIN board — notes become alerts, comments after a call its explanation,
// the play in the order it was played, and a Result reached before the 13th trick a claim (mc).
import type { Contract, Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Diagnostic, FormatFailure } from './diagnostic.js';
import { failure } from './diagnostic.js';
import type { LinBoard, LinCall, LinFile } from './lin-parse.js';
import type { PbnFile, PbnGame } from './pbn-model.js';
import { playedBoard } from './played-board.js';

/** The `rs` spelling of a result: contract, declarer, doubling in lower case, then `=`, `+n` or `-n` (e.g. `4HE=`, `3NWx-2`). */
function resultText(contract: Contract | 'Pass' | undefined, declarer: string | null | undefined, tricks: number | undefined): string | null {
  if (contract === 'Pass') return 'P';
  if (contract === undefined || declarer === undefined || declarer === null || tricks === undefined) return null;
  const diff = tricks - contract.level - 6;
  const den = contract.denomination === 'NT' ? 'N' : contract.denomination;
  return `${contract.level}${den}${declarer}${contract.risk.toLowerCase()}${diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff)}`;
}

/** One PBN game as a LIN board, or why it cannot be one. */
export function pbnGameToLin(game: PbnGame): Result<LinBoard, string> {
  const played = playedBoard(game);
  if (!played.ok) return played;
  const b = played.value;
  if (game.facts.deal === undefined) return err('the game has no Deal');
  const notes = new Map((game.tags.find((t) => t.auction !== undefined)?.auction?.notes ?? []).map((n) => [n.index, n.text]));
  const calls: LinCall[] = [];
  for (const c of b.calls) {
    // Law 29A: a seat skipped by a call out of rotation; LIN records calls in turn only.
    if (c.call === '^S') return err('a call out of rotation (^S) cannot be written in LIN, which records calls in turn');
    const note = c.note === null ? '' : (notes.get(c.note) ?? '');
    const described = c.comments.map((x) => x.text).join(' ');
    calls.push({ call: c.call, alert: c.note !== null, explanation: note !== '' ? note : c.comments.length > 0 ? described : null });
  }
  const play = b.cards.map((c) => c.card);
  const result = b.recorded.result;
  const v = game.values;
  const room = v.Room === 'Open' ? 'open' : v.Room === 'Closed' ? 'closed' : null;
  return ok({
    board: b.board,
    room,
    players: { S: v.South ?? '', W: v.West ?? '', N: v.North ?? '', E: v.East ?? '' },
    dealer: b.dealer,
    vulnerable: b.vulnerable,
    deal: game.facts.deal,
    calls,
    play,
    // A result agreed before all 13 tricks were played is a claim (Law 68).
    claim: result !== undefined && play.length < 52 && typeof b.recorded.contract === 'object' ? result : null,
    result: room === null ? null : resultText(b.recorded.contract, b.recorded.declarer, result),
    commentary: game.comments.map((c) => c.text),
  });
}

/** A whole PBN file as a LIN file; every game that cannot be written is an error naming it. */
export function pbnToLin(file: PbnFile, gameLines: readonly number[] = [], fileName?: string): Result<LinFile, FormatFailure> {
  const boards: LinBoard[] = [];
  const problems: Diagnostic[] = [];
  file.games.forEach((g, k) => {
    const r = pbnGameToLin(g);
    if (r.ok) boards.push(r.value);
    else problems.push({ severity: 'error', code: 'not-lin', message: r.error, line: gameLines[k] ?? 1, column: 1, game: k + 1, ...(fileName === undefined ? {} : { file: fileName }) });
  });
  if (problems.length > 0) return err(failure(problems));
  const event = boards.some((b) => b.room !== null) ? [file.games[0]?.values.Event ?? ''] : [];
  return ok({ event, boards });
}
