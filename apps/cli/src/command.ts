// The shape of one CLI command and the shared argument handling.
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import type { CliIo, ExitCode } from './io.js';

export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Full `--help` text. */
  readonly help: string;
  run(args: readonly string[], io: CliIo): Promise<ExitCode>;
}

/** Raised for bad arguments; the runner prints it with the command's usage and exits 2. */
export class UsageError extends Error {}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Flags {
  /** Flag values: a string for `type: 'string'`, `true` for a boolean flag given, else absent. */
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

/** Parse flags strictly; unknown flags and missing values are usage errors, never crashes. */
export function parseFlags(args: readonly string[], options: OptionSpec): Flags {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.split('\n')[0] : String(e));
  }
}

/** Validate parsed values with zod; the first issue names the argument. */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new UsageError(`${where}${issue?.message ?? 'invalid arguments'}`);
}

/** A string flag's value (undefined when absent). */
export function stringFlag(flags: Flags, name: string): string | undefined {
  const v = flags.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** Whether a boolean flag was given. */
export function booleanFlag(flags: Flags, name: string): boolean {
  return flags.values[name] === true;
}

/** A whole number as the user wrote it in decimal digits (no `0x10`, `1e1`, `+3` or ` 16`), within bounds. */
export function wholeNumber(text: string | undefined, what: string, min = 1, max = 999_999_999): number {
  if (text === undefined || !/^[0-9]{1,15}$/.test(text)) throw new UsageError(`${what} must be a whole number written in digits, got "${text ?? ''}"`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`${what} must be from ${min} to ${max}, got ${text}`);
  return n;
}
