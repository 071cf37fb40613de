// The `bridge-laws` executable.
import { nodeIo } from './files.js';
import { runCli } from './run.js';

// `pnpm bridge-laws …` runs from the repository root; INIT_CWD is the directory the user typed it in, so that
// relative paths mean what the user meant (a `bridge-laws` linked onto the PATH already runs there).
const userDir = process.env.INIT_CWD;
if (process.env.npm_lifecycle_event === 'bridge-laws' && userDir !== undefined && userDir !== '') {
  try {
    process.chdir(userDir);
  } catch {
    process.stderr.write(`bridge-laws: cannot enter ${userDir}; paths are relative to ${process.cwd()}\n`);
  }
}

// Libraries' runtime warnings (a YAMLWarning, say) are no output of ours: every command reports its own problems.
process.removeAllListeners('warning');

// A reader that stops early (`| head`) is no error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => process.exit(e.code === 'EPIPE' ? (process.exitCode ?? 0) : 1));
}

const code = await runCli(process.argv.slice(2), nodeIo(
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
));
process.exitCode = code;
