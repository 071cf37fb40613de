// What every USEBIO record is read with: its simple fields, optional values, and a traveller line's view.
import type { z } from 'zod';
import type { UsebioFields, UsebioTravellerLine } from './model.js';
import type { XmlElement } from './xml.js';
import { childElements, textOf } from './xml.js';

/** The simple (text-only) children of an element, by name; the first of a repeated name wins. */
export function fieldsOf(e: XmlElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of childElements(e)) {
    if (childElements(c).length > 0) continue;
    if (!(c.name in out)) out[c.name] = textOf(c).trim();
  }
  return out;
}

export const attr = (e: XmlElement, name: string): string | undefined => e.attributes.find((a) => a.name === name)?.value;

export function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i === undefined ? 'invalid' : `${i.path.length > 0 ? `${i.path.join('.')}: ` : ''}${i.message}`;
}

export function opt<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

/** A TRAVELLER_LINE's fields: pairs, contract, declarer, lead, tricks, score and the awarded `NS_/EW_*_POINTS`. */
export function travellerLine(t: XmlElement): UsebioTravellerLine {
  const f: UsebioFields = fieldsOf(t);
  const points = (side: 'NS' | 'EW'): { kind: string; value: string } | undefined => {
    for (const [k, v] of Object.entries(f)) {
      const m = new RegExp(`^${side}_(\\w+)_POINTS$`).exec(k);
      if (m) return { kind: m[1] as string, value: v };
    }
    return undefined;
  };
  const ns = points('NS');
  const ew = points('EW');
  return {
    line: t.line ?? 1,
    nsPair: f.NS_PAIR_NUMBER ?? f.NS_TEAM_NUMBER ?? '',
    ewPair: f.EW_PAIR_NUMBER ?? f.EW_TEAM_NUMBER ?? '',
    ...opt('contract', f.CONTRACT),
    ...opt('playedBy', f.PLAYED_BY),
    ...opt('lead', f.LEAD),
    ...opt('tricks', f.TRICKS),
    ...opt('score', f.SCORE),
    ...(ns === undefined ? {} : { nsPoints: ns }),
    ...(ew === undefined ? {} : { ewPoints: ew }),
    fields: f,
  };
}
