// Reading recorded boards (PBN or LIN) for replay and for case files: every game either a played board
// or a reason it is not one, so one broken game never hides the others.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { PlayedBoard } from '@bridge-laws/formats';
import { formatDiagnostic, linToPbnText, parseLin, playedBoard, readPbn } from '@bridge-laws/formats';

export interface RecordedBoards {
  /** Played boards with their game index in the file, from 1. */
  readonly boards: readonly { readonly game: number; readonly board: PlayedBoard }[];
  /** Games that could not be read as a played board (an error, no deal, …): said, never skipped silently. */
  readonly unreadable: readonly { readonly game: number; readonly reason: string }[];
}

/** The played boards of a PBN or LIN text; an error only when nothing of the file can be read. */
export function readRecordedBoards(text: string, format: 'pbn' | 'lin', file?: string): Result<RecordedBoards, string> {
  const where = file === undefined ? {} : { file };
  let pbnText = text;
  if (format === 'lin') {
    const lin = parseLin(text, where);
    if (!lin.ok) return err(lin.error.message);
    pbnText = linToPbnText(lin.value.file);
  }
  const pbn = readPbn(pbnText, where);
  const firstError = new Map<number, string>();
  for (const d of pbn.diagnostics) if (d.severity === 'error' && !firstError.has(d.game)) firstError.set(d.game, formatDiagnostic(d));
  if (pbn.file.games.length === 0 && firstError.size > 0) return err([...firstError.values()][0] as string);
  const boards: { game: number; board: PlayedBoard }[] = [];
  const unreadable: { game: number; reason: string }[] = [];
  pbn.file.games.forEach((g, i) => {
    const game = i + 1;
    const broken = firstError.get(game);
    const played = broken === undefined ? playedBoard(g) : err(broken);
    if (played.ok) boards.push({ game, board: played.value });
    else unreadable.push({ game, reason: played.error });
  });
  return ok({ boards, unreadable });
}
