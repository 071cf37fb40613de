// Programmatic entry: run the CLI in-process (tests, other tools).
export { runCli } from './run.js';
export type { CliIo, ExitCode } from './io.js';
export { EXIT } from './io.js';
export type { Command } from './command.js';
