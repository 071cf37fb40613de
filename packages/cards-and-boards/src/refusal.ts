// Why an input or event was refused, as data: a stable code, one sentence, and the law when one applies.
import type { LawRef } from './law-ref.js';

/** Why an input or event was refused: a stable kebab-case code and one sentence naming the item. */
export interface Refusal<TCode extends string = string> {
  readonly code: TCode;
  readonly message: string;
  readonly law?: LawRef;
}

export function refusal<TCode extends string>(code: TCode, message: string, law?: LawRef): Refusal<TCode> {
  return law === undefined ? { code, message } : { code, message, law };
}
