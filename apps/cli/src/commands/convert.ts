// `convert IN OUT`: PBN or LIN in, PBN (export format) or LIN out; the formats follow the file extensions.
import { convertText, formatOfName, parsePbn, pbnExportProblems } from '@bridge-laws/formats';
import type { Command } from '../command.js';
import { parseFlags, UsageError } from '../command.js';
import { EXIT } from '../io.js';

export const convertCommand: Command = {
  name: 'convert',
  summary: 'convert between PBN (export format) and BBO LIN',
  help: `Usage: bridge-laws convert IN OUT

Reads IN (.pbn or .lin, UTF-8 or Latin-1) and writes OUT: .pbn in PBN 2.1 export format,
or .lin as BBO LIN (hand records one board a line; vugraph when the boards have rooms),
with alerts and explanations, the play and claims. Every game gets the mandatory tags
of PBN §3.4 (derived from the board number and the auction where the Laws give them,
else "?"); a file whose auction or play does not start where export format says is
written as import format, without the % EXPORT line, and a note says why.
An empty file, a file without any game, anything that cannot be read, or a game LIN
cannot hold (no deal, a call out of rotation) fails with the file, line and game,
exit code 1, and nothing is written.`,
  async run(args, io) {
    const { positionals } = parseFlags(args, {});
    if (positionals.length !== 2) throw new UsageError('expected an input and an output file');
    const [input, output] = positionals as [string, string];
    const from = formatOfName(input);
    const to = formatOfName(output);
    if (from === null) throw new UsageError(`cannot tell the format of "${input}": use .pbn or .lin`);
    if (to === null) throw new UsageError(`cannot tell the format of "${output}": use .pbn or .lin`);
    // A file that cannot be read is reported by the runner: one line naming it, exit 1.
    const text = await io.readFile(input);
    const r = convertText(text, from, to, input);
    if (!r.ok) {
      const more = r.error.diagnostics.filter((d) => d.severity === 'error').length - 1;
      io.err(`bridge-laws convert: ${r.error.message}${more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'})` : ''}`);
      return EXIT.failure;
    }
    try {
      await io.writeFile(output, r.value);
    } catch {
      io.err(`bridge-laws convert: cannot write ${output}`);
      return EXIT.failure;
    }
    if (to === 'pbn' && !/^% EXPORT\r?$/m.test(r.value)) {
      // Written, but not labelled export format: say why (the file is valid PBN import format).
      const back = parsePbn(r.value);
      const why = back.ok ? pbnExportProblems(back.value.file.games) : [];
      io.err(`bridge-laws convert: ${output} is written in PBN import format, not export format${why.length > 0 ? `: ${why[0]}${why.length > 1 ? ` (and ${why.length - 1} more)` : ''}` : ''}`);
    }
    return EXIT.ok;
  },
};
