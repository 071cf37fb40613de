// A serialisable outcome: user-caused failures are data, never exceptions.
import type { LawRef } from './law-ref.js';

export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Why an input or event was refused: a stable kebab-case code and one sentence naming the item. */
export interface Refusal<TCode extends string = string> {
  readonly code: TCode;
  readonly message: string;
  readonly law?: LawRef;
}

export function refusal<TCode extends string>(code: TCode, message: string, law?: LawRef): Refusal<TCode> {
  return law === undefined ? { code, message } : { code, message, law };
}
