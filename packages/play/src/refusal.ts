// Why an event was refused; a refused event leaves the state unchanged.
import type { LawRef, Refusal } from '@bridge-laws/cards-and-boards';
import { err, refusal } from '@bridge-laws/cards-and-boards';

export const PLAY_REFUSALS = ['card-not-held', 'unknown-card', 'not-offered', 'awaiting-director', 'wrong-phase', 'invalid-event', 'invalid-start'] as const;
export type PlayRefusalCode = (typeof PLAY_REFUSALS)[number];
export type PlayRefusal = Refusal<PlayRefusalCode>;

export function refuse(code: PlayRefusalCode, message: string, law?: LawRef): { readonly ok: false; readonly error: PlayRefusal } {
  return err(refusal(code, message, law));
}
