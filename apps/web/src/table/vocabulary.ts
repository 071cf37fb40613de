// Recorded events in the case-file vocabulary, as the record shows them and case files write them.
import type { CaseEvent } from '@bridge-laws/table';

/** One event as a case file writes it (`{by: N, call: 1H}`, `{facts: {…}}`, `{expect: {}}`). */
export function toCaseVocabulary(e: CaseEvent): Record<string, unknown> {
  switch (e.kind) {
    case 'expect':
      return { expect: e.expect };
    case 'facts':
      return { facts: e.facts };
    case 'milestone':
      return { milestone: e.milestone };
    case 'table': {
      const { by, action, value, facts, how, suit, simultaneous } = e.event;
      return {
        by,
        [action]: value,
        ...(facts === undefined ? {} : { facts }),
        ...(how === undefined ? {} : { how }),
        ...(suit === undefined ? {} : { suit }),
        ...(simultaneous === undefined ? {} : { simultaneous }),
      };
    }
  }
}

/** An event the way case files write it on one line: `{by: N, call: 1H}`. */
export function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (typeof v === 'object' && v !== null) return `{${Object.entries(v).map(([k, x]) => `${k}: ${flow(x)}`).join(', ')}}`;
  return String(v);
}
