// Dispatch argv to a command; every failure becomes one clear line and an exit code.
import pkg from '../package.json' with { type: 'json' };
import { COMMANDS } from './commands/index.js';
import { UsageError } from './command.js';
import { FileError, fileProblem } from './files.js';
import type { CliIo, ExitCode } from './io.js';
import { EXIT } from './io.js';

export const VERSION: string = pkg.version;

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: bridge-laws <command> [options]

The Laws of Duplicate Bridge (2017) at the command line.

Commands:
${lines.join('\n')}

  bridge-laws help <command>   a command's options (also: bridge-laws <command> --help)
  bridge-laws --version        the version
Files are read in UTF-8, UTF-16, Windows-1250 or ISO 8859-1/2; a note on stderr names any encoding but UTF-8.
Exit codes: 0 ok, 1 failure (bad data, failed checks), 2 usage error.`;
}

/** A runtime failure as one line: file errors name the file, nothing shows the runtime's own message. */
function failureLine(e: unknown): string {
  if (e instanceof FileError) return e.message;
  if (e instanceof RangeError && /call stack/i.test(e.message)) return 'the input is nested too deeply to read';
  if (typeof e === 'object' && e !== null && 'code' in e && 'path' in e && typeof (e as { path: unknown }).path === 'string') {
    const { path, syscall } = e as { path: string; syscall?: string };
    return fileProblem(e, path, syscall === 'open' || syscall === 'read' || syscall === 'stat' || syscall === 'scandir' ? 'read' : 'write');
  }
  if (e instanceof Error && !(e instanceof TypeError) && !(e instanceof RangeError) && !(e instanceof ReferenceError)) return e.message;
  return 'internal error: please report this command line';
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err(mainHelp());
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && (rest.length === 0 || rest[0] === '--help' || rest[0] === '-h'))) {
    io.out(mainHelp());
    return EXIT.ok;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    if (rest.length > 0) {
      io.err(`bridge-laws: --version takes no arguments`);
      return EXIT.usage;
    }
    io.out(`bridge-laws ${VERSION}`);
    return EXIT.ok;
  }
  if (name === 'help') {
    const wanted = COMMANDS.find((c) => c.name === rest[0]);
    if (wanted === undefined || rest.length > 1) {
      io.err(`bridge-laws help: unknown command "${rest.join(' ')}" (commands: ${COMMANDS.map((c) => c.name).join(', ')})`);
      return EXIT.usage;
    }
    io.out(wanted.help);
    return EXIT.ok;
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
      io.err(`bridge-laws ${command.name}: ${e.message} (see bridge-laws help ${command.name})`);
      return EXIT.usage;
    }
    io.err(`bridge-laws ${command.name}: ${failureLine(e)}`);
    return EXIT.failure;
  }
}
