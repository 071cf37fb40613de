// Writing case files: events in the case-file vocabulary and the YAML text `case run` reads back.
import type { Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { Document, isMap, isSeq } from 'yaml';
import type { CaseEvent } from './case-schema.js';

/** A case file as data, ready to be written; `events` are in the case-file vocabulary. */
export interface CaseDocument {
  readonly id: string;
  readonly title?: string;
  readonly laws?: readonly string[];
  readonly regulation?: string;
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  readonly deal?: string;
  readonly events: readonly Readonly<Record<string, unknown>>[];
}

/** One event as a case file writes it: `{by: N, call: 1H}`, `{facts: {…}}`, `{expect: {…}}`. */
export function caseEventVocabulary(e: CaseEvent): Record<string, unknown> {
  switch (e.kind) {
    case 'expect':
      return { expect: e.expect };
    case 'facts':
      return { facts: e.facts };
    case 'milestone':
      return { milestone: e.milestone };
    case 'table': {
      const { by, action, value, facts, how, suit, suits, simultaneous, unnoticed, hands, hidden, misinformedBy } = e.event;
      return {
        by,
        [action]: value,
        ...(hands === undefined ? {} : { hands }),
        ...(hidden === undefined ? {} : { hidden }),
        ...(facts === undefined ? {} : { facts }),
        ...(how === undefined ? {} : { how }),
        ...(suit === undefined ? {} : { suit }),
        ...(suits === undefined ? {} : { suits }),
        ...(simultaneous === undefined ? {} : { simultaneous }),
        ...(unnoticed === undefined ? {} : { unnoticed }),
        ...(misinformedBy === undefined ? {} : { 'misinformed-by': misinformedBy }),
      };
    }
  }
}

/** The case as YAML text, one event per line as the public cases are written; `parseCase` reads it back. */
export function writeCase(doc: CaseDocument): string {
  const plain = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
  const yaml = new Document(plain);
  const list = yaml.get('events');
  if (isSeq(list)) for (const item of list.items) if (isMap(item)) item.flow = true;
  return yaml.toString({ flowCollectionPadding: false, lineWidth: 0 });
}
