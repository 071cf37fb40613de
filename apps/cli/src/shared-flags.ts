// Flags that several commands read the same way (`solve`, `handrecord`, `deal`, `appeal`): the output
// format (`--format`, with `--json` as its short form), a range of boards (`--boards N-M`) and its
// `--seed`, worker threads (`--threads`), and bad data, which the runner reports under the
// command's name with exit 1.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { Flags } from './command.js';
import { booleanFlag, stringFlag, UsageError, validate } from './command.js';

/** Bad data (not bad usage): the runner prints `bridge-laws <command>: <message>` and exits 1. */
export class DataError extends Error {}

/** The option specs of `--format` and `--json`, for `parseFlags`. */
export const FORMAT_FLAGS = { format: { type: 'string' }, json: { type: 'boolean' } } as const;

const sayList = (items: readonly string[]): string => (items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')} or ${items.at(-1) as string}`);

/**
 * The output format asked for: `--format F` from `formats`, `--json` standing for `--format json`
 * (both at once must agree), `fallback` when neither is given.
 */
export function outputFormat<F extends string>(flags: Flags, formats: readonly [F, ...F[]], fallback: F): F {
  const json = booleanFlag(flags, 'json');
  const given = stringFlag(flags, 'format');
  if (json && given !== undefined && given !== 'json') throw new UsageError(`--json and --format ${given} ask for two formats: give one`);
  const schema = z.object({ '--format': z.enum(formats, { message: `must be ${sayList(formats)}` }) });
  return validate(schema, { '--format': json ? 'json' : (given ?? fallback) })['--format'];
}

export interface BoardRange {
  readonly from: number;
  readonly to: number;
}

/** `--boards N` or `--boards N-M`: board numbers from 1, at most `most` boards at once. */
export function boardRange(text: string, most: number): BoardRange {
  const schema = z.object({
    '--boards': z
      .string()
      .regex(/^\d{1,9}(-\d{1,9})?$/, 'must be N or N-M, e.g. 1-32')
      .transform((s) => {
        const [a, b] = s.split('-');
        return { from: Number(a), to: Number(b ?? a) };
      })
      .refine((r) => r.from >= 1 && r.to >= r.from, 'must satisfy 1 ≤ first ≤ last')
      .refine((r) => r.to - r.from < most, `at most ${most} boards at once`),
  });
  return validate(schema, { '--boards': text })['--boards'];
}

/** `--seed S` of dealt boards (Law 6): any text but the empty one; undefined when absent. */
export function seedFlag(flags: Flags): string | undefined {
  const seed = stringFlag(flags, 'seed');
  if (seed === '') throw new UsageError('--seed: must not be empty');
  return seed;
}

const Threads = z.object({
  '--threads': z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number from 1 to 64')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 64, 'must be a whole number from 1 to 64'),
});

/** `--threads`: checked, or as many as the machine has; never more than one a board. */
export function threadCount(flags: Flags, boards: number): number {
  const text = stringFlag(flags, 'threads');
  const n = text === undefined ? availableParallelism() : validate(Threads, { '--threads': text })['--threads'];
  return Math.max(1, Math.min(n, boards));
}
