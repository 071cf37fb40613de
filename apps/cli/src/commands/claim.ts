// `claim CASEFILE`: rule on the claim or concession in a case file (Laws 68–71).
import { readFileSync } from 'node:fs';
import { adjudicateCaseFile, formatAdjudication } from '@bridge-laws/claims';
import type { Command } from '../command.js';
import { parseFlags, booleanFlag, UsageError } from '../command.js';
import { EXIT } from '../io.js';

export const claimCommand: Command = {
  name: 'claim',
  summary: 'rule on the claim or concession in a case file (Laws 68-71)',
  help: `Usage: bridge-laws claim CASEFILE [--json]

Replays the case's deal, auction and play up to its claim or concession and prints the ruling:
the tricks awarded, the reasons with their laws, and the line that yields them.
  --json   print the adjudication as JSON`,
  async run(args, io) {
    const flags = parseFlags(args, { json: { type: 'boolean' } });
    if (flags.positionals.length !== 1) throw new UsageError('expected exactly one case file');
    const file = flags.positionals[0] as string;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      io.err(`bridge-laws claim: cannot read ${file}`);
      return EXIT.failure;
    }
    const r = adjudicateCaseFile(text);
    if (!r.ok) {
      io.err(`bridge-laws claim: ${file}: ${r.error.message}`);
      return EXIT.failure;
    }
    io.out(booleanFlag(flags, 'json') ? JSON.stringify(r.value, null, 2) : formatAdjudication(r.value));
    return r.value.checks.every((c) => c.pass) ? EXIT.ok : EXIT.failure;
  },
};
