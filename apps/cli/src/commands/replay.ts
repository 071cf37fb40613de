// `replay FILE…`: every recorded board through the table engine; report irregularities and result mismatches.
import { formatOfName, playedBoard, readPbn } from '@bridge-laws/formats';
import { replayText } from '@bridge-laws/table';
import type { Command } from '../command.js';
import { parseFlags, UsageError, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';
import { readFailure } from '../files.js';

/**
 * Cards a PBN record gives after the first unknown card of a trick that their seat cannot play: the
 * replay stops at the unknown card, so they are checked here (LIN records the play in order).
 */
function playProblems(text: string, file: string): { game: number; board: number | null; problem: string }[] {
  const out: { game: number; board: number | null; problem: string }[] = [];
  readPbn(text, { file }).file.games.forEach((g, i) => {
    const b = playedBoard(g);
    if (b.ok) for (const problem of b.value.problems) out.push({ game: i + 1, board: b.value.board, problem });
  });
  return out;
}

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay PBN or LIN boards through the Laws; report irregularities and result mismatches',
  help: `Usage: bridge-laws replay FILE… [--json]

Replays every board with an auction (and its play, as far as recorded) through the table
engine. Prints one line per board where the engine finds an irregularity or a result that
differs from the recorded one (a claimed board must be able to end with the claimed tricks),
and one per card recorded after an unknown card that its seat cannot play, then:
N boards, N replayed, N irregularities, N result mismatches.
Exit code 0 when every board was replayed and agrees with its record (irregularities at the
table are part of the record); 1 when a file cannot be read, holds nothing to replay, has a
game that cannot be replayed, a result mismatch or an impossible card.
  --json   print {"files":[…],"boards":N,"replayed":N,"irregularities":N,"mismatches":N}`,
  async run(args, io) {
    const flags = parseFlags(args, { json: { type: 'boolean' } });
    if (flags.positionals.length === 0) throw new UsageError('expected at least one .pbn or .lin file');
    const json = booleanFlag(flags, 'json');
    let boards = 0;
    let replayed = 0;
    let irregularities = 0;
    let mismatches = 0;
    let failed = false;
    const files: unknown[] = [];
    for (const file of flags.positionals) {
      const format = formatOfName(file);
      if (format === null) throw new UsageError(`cannot tell the format of "${file}": use .pbn or .lin`);
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (e) {
        const why = readFailure(e, file);
        io.err(`bridge-laws replay: ${why}`);
        failed = true;
        files.push({ file, error: why });
        continue;
      }
      const r = replayText(text, format, file);
      if ('error' in r) {
        io.err(r.error);
        failed = true;
        files.push({ file, error: r.error });
        continue;
      }
      const impossible = format === 'pbn' ? playProblems(text, file) : [];
      files.push({ file, ...r, impossible });
      boards += r.boards.length + r.unreadable.length;
      if (r.unreadable.length > 0 || impossible.length > 0) failed = true;
      if (!r.boards.some((b) => b.replayed)) {
        io.err(`${file}: nothing to replay (no board with a deal and an auction)`);
        failed = true;
      }
      for (const g of r.unreadable) if (!json) io.out(`${file}: game ${g.game}: not replayed: ${g.reason}`);
      for (const b of r.boards) {
        if (b.replayed) replayed++;
        if (b.irregularity !== null) irregularities++;
        if (b.mismatch !== null) {
          mismatches++;
          failed = true;
        }
        if (json || (b.irregularity === null && b.mismatch === null)) continue;
        const where = `${file}: board ${b.board ?? '?'} (game ${b.game})`;
        io.out([where, b.irregularity, b.mismatch].filter((x) => x !== null).join(': '));
      }
      if (!json) for (const p of impossible) io.out(`${file}: board ${p.board ?? '?'} (game ${p.game}): ${p.problem}`);
    }
    if (json) io.out(JSON.stringify({ files, boards, replayed, irregularities, mismatches }));
    else io.out(`${boards} boards, ${replayed} replayed, ${irregularities} irregularities, ${mismatches} result mismatches`);
    return failed ? EXIT.failure : EXIT.ok;
  },
};
