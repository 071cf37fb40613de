// Law references as the Laws print them: number, then letters/digits, sub-items in brackets.
import type { Result } from './result.js';
import { ok, err } from './result.js';

declare const lawRefBrand: unique symbol;
/** A law reference such as `27B1(a)`, `50D2` or `2`. */
export type LawRef = string & { readonly [lawRefBrand]: true };

const LAW_REF = /^([1-9][0-9]?)((?:[A-H](?:[1-9](?:\([a-z]{1,4}\))?(?:\([a-z]{1,4}\))?)?)?)$/;

export function parseLawRef(text: string): Result<LawRef, string> {
  const m = LAW_REF.exec(text.trim());
  if (!m) return err(`"${text}" is not a law reference (expected e.g. 27B1(a))`);
  const law = Number(m[1]);
  if (law < 1 || law > 93) return err(`"${text}": the Laws are numbered 1 to 93`);
  return ok(text.trim() as LawRef);
}

/** A law reference known to be well formed; throws on a typo, so use it for constants only. */
export function lawRef(text: string): LawRef {
  const r = parseLawRef(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The law number of a reference: `27B1(a)` → 27. */
export function lawNumber(ref: LawRef): number {
  return Number(/^\d+/.exec(ref)?.[0]);
}

/** Whether `general` names `specific` or one of its ancestors: `54` covers `54B`, `27B1` covers `27B1(a)`. */
export function lawCovers(general: string, specific: string): boolean {
  if (general === specific) return true;
  if (!specific.startsWith(general)) return false;
  const next = specific.charAt(general.length);
  const last = general.charAt(general.length - 1);
  // `2` must not cover `27`; `27B1` must not cover `27B12`.
  if (/\d/.test(last) && /\d/.test(next)) return false;
  return true;
}
