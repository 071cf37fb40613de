// The registry: every reference a developer may cite, in law order, with fast look-ups.
import data from './laws.json' with { type: 'json' };
import type { LawEntry } from './law-entry.js';

/** Every law and sub-law reference 1–93, in the order the Laws print them. */
export const LAWS: readonly LawEntry[] = Object.freeze((data as readonly LawEntry[]).map((e) => Object.freeze({ ...e })));

const byRef = new Map<string, LawEntry>(LAWS.map((e) => [e.ref, e]));
const children = new Map<string, LawEntry[]>();
for (const e of LAWS) {
  if (e.parent === null) continue;
  const list = children.get(e.parent) ?? [];
  list.push(e);
  children.set(e.parent, list);
}

/** The entry for an exact reference such as `27B1(a)`, or undefined when the Laws have no such part. */
export function findLaw(ref: string): LawEntry | undefined {
  return byRef.get(ref);
}

/** Whether `ref` names a part that exists in the 2017 Laws. */
export function isRegisteredLaw(ref: string): boolean {
  return byRef.has(ref);
}

/** The direct parts of a reference, in law order: `childrenOf('27B')` → 27B1 … 27B4. */
export function childrenOf(ref: string): readonly LawEntry[] {
  return children.get(ref) ?? [];
}
