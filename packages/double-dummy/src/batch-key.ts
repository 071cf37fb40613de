// Repeated jobs in a batch: a hand record or a list of boards played at several tables holds the
// same deal more than once, and an identical job has the identical answer (the search depends on
// the cards and the question only), so a batch solves it once. DDS's batch calls do the same.
import type { BatchJob } from './batch-job.js';

/** Deepest nesting a job's key follows (an ending's cards sit at depth 4); deeper input gets no key. */
const MAX_DEPTH = 6;

/**
 * A text equal for two jobs only when they hold the same data: primitives by type and value, arrays
 * item by item, plain objects by their sorted keys. Anything else (a class instance, a cycle, data
 * nested deeper than any job) gets no key, and such a job is solved on its own.
 */
export function jobKey(job: BatchJob): string | undefined {
  return keyOf(job, 0);
}

function keyOf(value: unknown, depth: number): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'object': {
      if (value === null) return 'null';
      if (depth >= MAX_DEPTH) return undefined;
      const parts: string[] = [];
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const k = keyOf(value[i], depth + 1);
          if (k === undefined) return undefined;
          parts.push(k);
        }
        return `[${parts.join(',')}]`;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return undefined;
      const record = value as Record<string, unknown>;
      for (const name of Object.keys(record).sort()) {
        const k = keyOf(record[name], depth + 1);
        if (k === undefined) return undefined;
        parts.push(`${JSON.stringify(name)}:${k}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      return undefined;
  }
}

/**
 * The jobs to solve and where each answer goes: `distinct` holds the index of each job's first
 * occurrence, `firstOf[k]` the position in `distinct` whose answer job `k` takes.
 */
export function distinctJobs(jobs: readonly BatchJob[]): { readonly distinct: number[]; readonly firstOf: number[] } {
  const seen = new Map<string, number>();
  const distinct: number[] = [];
  const firstOf: number[] = [];
  jobs.forEach((job, k) => {
    const key = jobKey(job);
    const at = key === undefined ? undefined : seen.get(key);
    if (at !== undefined) {
      firstOf.push(at);
      return;
    }
    if (key !== undefined) seen.set(key, distinct.length);
    firstOf.push(distinct.length);
    distinct.push(k);
  });
  return { distinct, firstOf };
}
