// `replay FILE…`: every recorded board through the table engine; report irregularities and result mismatches.
import { decodeText, formatOfName } from '@bridge-laws/formats';
import { replayText } from '@bridge-laws/table';
import type { Command } from '../command.js';
import { parseFlags, UsageError, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay PBN or LIN boards through the Laws; report irregularities and result mismatches',
  help: `Usage: bridge-laws replay FILE… [--json]

Replays every board with an auction (and its play, as far as recorded) through the table
engine. Prints one line per board where the engine finds an irregularity or a result that
differs from the recorded one (a claimed board must be able to end with the claimed tricks),
then: N boards, N replayed, N irregularities, N result mismatches.
A file that cannot be read is reported and makes the exit code 1.
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
        text = decodeText(await io.readBytes(file));
      } catch {
        io.err(`${file}: cannot read the file`);
        failed = true;
        continue;
      }
      const r = replayText(text, format, file);
      if ('error' in r) {
        io.err(r.error);
        failed = true;
        files.push({ file, error: r.error });
        continue;
      }
      files.push({ file, ...r });
      boards += r.boards.length + r.unreadable.length;
      for (const g of r.unreadable) if (!json) io.out(`${file}: game ${g.game}: not replayed: ${g.reason}`);
      for (const b of r.boards) {
        if (b.replayed) replayed++;
        if (b.irregularity !== null) irregularities++;
        if (b.mismatch !== null) mismatches++;
        if (json || (b.irregularity === null && b.mismatch === null)) continue;
        const where = `${file}: board ${b.board ?? '?'} (game ${b.game})`;
        io.out([where, b.irregularity, b.mismatch].filter((x) => x !== null).join(': '));
      }
    }
    if (json) io.out(JSON.stringify({ files, boards, replayed, irregularities, mismatches }));
    else io.out(`${boards} boards, ${replayed} replayed, ${irregularities} irregularities, ${mismatches} result mismatches`);
    return failed ? EXIT.failure : EXIT.ok;
  },
};
