// `verify FILE…`: what the PBN Verifier says of a PBN file — errors and warnings with their lines.
import { z } from 'zod';
import { formatDiagnostic, formatOfName, verifyPbnText } from '@bridge-laws/formats';
import type { Command } from '../command.js';
import { booleanFlag, parseFlags, stringFlag, UsageError, validate } from '../command.js';
import { EXIT } from '../io.js';
import { readFailure } from '../files.js';

const Args = z.object({
  standard: z.enum(['1.0', '2.0', '2.1'], { message: 'standard must be 1.0, 2.0 or 2.1' }).optional(),
});

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check PBN files against the PBN standard (1.0, 2.0, 2.1) as the PBN Verifier does',
  help: `Usage: bridge-laws verify FILE… [--standard 1.0|2.0|2.1] [--json]

Checks each PBN file strictly against the PBN standard: its syntax (tags, strings, sections,
line length, character set), the values of the tags, and the record against itself (the
dealer's first call, sufficient bids, doubles, the end of the auction and the final contract
against Declarer and Contract, cards held, following suit, trick winners, Result). Prints
one line per finding, file:line:column, game, tag, error or warning, then per file:
FILE: N games, N errors, N warnings (PBN x.y). A tag the standard does not define is a
warning (PBN §4.9); everything else is an error.
  --standard  the version to check against; default: the file's "% PBN x.y" line, else 2.1
  --json      print {"files":[{"file","version","games","errors":[…],"warnings":[…]}]}
Exit code 0 when no file has an error, 1 when one has (or cannot be read), 2 for usage errors.`,
  async run(args, io) {
    const flags = parseFlags(args, { standard: { type: 'string' }, json: { type: 'boolean' } });
    if (flags.positionals.length === 0) throw new UsageError('expected at least one .pbn file');
    const { standard } = validate(Args, { standard: stringFlag(flags, 'standard') });
    for (const file of flags.positionals) if (formatOfName(file) === 'lin') throw new UsageError(`"${file}" is a LIN file: verify checks PBN files`);
    const json = booleanFlag(flags, 'json');
    let failed = false;
    const files: unknown[] = [];
    for (const file of flags.positionals) {
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (e) {
        const why = readFailure(e, file);
        io.err(`bridge-laws verify: ${why}`);
        files.push({ file, error: why });
        failed = true;
        continue;
      }
      const v = verifyPbnText(text, { file, ...(standard === undefined ? {} : { version: standard }) });
      if (v.errors.length > 0) failed = true;
      if (json) {
        files.push({ file, version: v.version, games: v.games, errors: v.errors, warnings: v.warnings });
        continue;
      }
      const findings = [...v.errors, ...v.warnings].sort((a, b) => a.line - b.line || a.column - b.column);
      for (const d of findings) io.out(formatDiagnostic(d));
      const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
      io.out(`${file}: ${plural(v.games, 'game')}, ${plural(v.errors.length, 'error')}, ${plural(v.warnings.length, 'warning')} (PBN ${v.version})`);
    }
    if (json) io.out(JSON.stringify({ files }));
    return failed ? EXIT.failure : EXIT.ok;
  },
};
