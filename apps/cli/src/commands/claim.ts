// `claim CASEFILE`: rule on the claim or concession in a case file (Laws 68–71), through the same reader and
// case runner as `case run`; the ruling is the claims chapter's, as the table holds it.
import { claimCaseText, formatClaimCase } from '@bridge-laws/table';
import type { Command } from '../command.js';
import { parseFlags, booleanFlag, UsageError } from '../command.js';
import { EXIT } from '../io.js';
import { FEDERATIONS } from '../regulations.js';

export const claimCommand: Command = {
  name: 'claim',
  summary: 'rule on the claim or concession in a case file (Laws 68-71)',
  help: `Usage: bridge-laws claim CASEFILE [--json]

Runs the case as \`case run\` does (a file \`case run\` refuses is refused with the same message) and
prints the ruling on its claim or concession: the tricks, the reasons with their laws, the line that
yields them, and any Law 64 transfer or open question. Exits 1 if an expectation of the case differs.
  --json   print the ruling as JSON (claim, position, adjudication, concession, withdrawal, laws,
           the table's report and each expectation's result)`,
  async run(args, io) {
    const flags = parseFlags(args, { json: { type: 'boolean' } });
    if (flags.positionals.length !== 1) throw new UsageError('expected exactly one case file');
    const file = flags.positionals[0] as string;
    const text = await io.readFile(file);
    const r = claimCaseText(text, file, { regulations: FEDERATIONS });
    if (!r.ok) {
      io.err(`bridge-laws claim: ${r.error}`);
      return EXIT.failure;
    }
    io.out(booleanFlag(flags, 'json') ? JSON.stringify(r.value, null, 2) : formatClaimCase(r.value));
    return r.value.failure === null ? EXIT.ok : EXIT.failure;
  },
};
