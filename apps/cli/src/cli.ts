// The `bridge-laws` executable.
import { readFile, writeFile } from 'node:fs/promises';
import { runCli } from './run.js';

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readFile: (path) => readFile(path, 'utf8'),
  readBytes: async (path) => new Uint8Array(await readFile(path)),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
});
process.exitCode = code;
