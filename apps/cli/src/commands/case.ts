// `case run FILE` and `case check FILE|DIR…`: the case-file conformance format.
import { formatCheck } from '@bridge-laws/table';
import { checkCaseFile, checkCases } from '../case-files.js';
import type { Command } from '../command.js';
import { parseFlags, UsageError } from '../command.js';
import { EXIT } from '../io.js';
import { editionFlag } from '../editions.js';

export const caseCommand: Command = {
  name: 'case',
  summary: 'run a case file, or check case files against their expectations',
  help: `Usage: bridge-laws case run FILE [--edition 2017|2007]
       bridge-laws case check FILE|DIR… [--edition 2017|2007]

  run     prints the engine's report of the final state as JSON (every key present)
  check   runs every *.case.yaml / *.case.json, prints PASS id or FAIL id: <first difference>,
          then "N passed, N failed"; exits 1 if any failed (a malformed file is a failure)

  --edition 2017|2007   run under that edition of the Laws instead of the case's own "edition"
                        (2017 when the case names none); laws are cited in that edition's numbers`,
  async run(args, io) {
    const flags = parseFlags(args, { edition: { type: 'string' } });
    const { positionals } = flags;
    const edition = editionFlag(flags);
    const [sub, ...paths] = positionals;
    if (sub === 'run') {
      if (paths.length !== 1) throw new UsageError('case run takes exactly one FILE');
      const checked = await checkCaseFile(io, paths[0] as string, edition);
      if (checked.run === null) {
        io.err(`bridge-laws case: ${checked.failure ?? 'cannot run'}`);
        return EXIT.failure;
      }
      // A refused setup or event means the report is not the board the case records: say so, exit 1.
      const { stopped, report } = checked.run;
      io.out(JSON.stringify(stopped === null ? report : { ...report, error: report.error ?? stopped }, null, 2));
      if (stopped === null) return EXIT.ok;
      io.err(`bridge-laws case: ${paths[0] as string}: ${stopped}`);
      return EXIT.failure;
    }
    if (sub === 'check') {
      if (paths.length === 0) throw new UsageError('case check needs at least one FILE or DIR');
      const results = await checkCases(io, paths, edition);
      for (const line of formatCheck(results)) io.out(line);
      return results.every((r) => r.passed) ? EXIT.ok : EXIT.failure;
    }
    throw new UsageError(sub === undefined ? 'expected run or check' : `unknown subcommand "${sub}" (expected run or check)`);
  },
};
