/** The input as a test failure prints it: escaped, and cut in the middle when long. */
export function shown(input: string): string;

/**
 * Runs a fuzz check in a worker thread under a clock. The worker answers each posted message (which gets
 * an `id`) with `{ id, problem: string | null, ms }`.
 */
export class BoundedWorker {
  constructor(entry: URL, options?: { boundMs?: number; startMs?: number });
  check(message: Record<string, unknown>, input: string): Promise<string | null>;
  close(): Promise<void>;
}
