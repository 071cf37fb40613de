// Dispatch argv to a command; every failure becomes one clear line and an exit code.
import { COMMANDS } from './commands/index.js';
import { UsageError } from './command.js';
import type { CliIo, ExitCode } from './io.js';
import { EXIT } from './io.js';

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: bridge-laws <command> [options]

The Laws of Duplicate Bridge (2017) at the command line.

Commands:
${lines.join('\n')}

Run \`bridge-laws <command> --help\` for a command's options.
Exit codes: 0 ok, 1 failure, 2 usage error.`;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(mainHelp());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`bridge-laws: unknown command "${name}" (see bridge-laws --help)`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`bridge-laws ${command.name}: ${e.message} (see bridge-laws ${command.name} --help)`);
      return EXIT.usage;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.err(`bridge-laws ${command.name}: ${message}`);
    return EXIT.failure;
  }
}
