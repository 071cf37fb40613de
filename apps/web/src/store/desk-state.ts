// What the desk keeps between visits: plain data only, validated when read back.
import type { Language } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/messages.js';

export interface BoardRecord {
  readonly board: number;
  /** PBN deal text, starting with North. */
  readonly deal: string;
}

export interface DeskState {
  readonly language: Language;
  readonly board: BoardRecord | null;
}

export const INITIAL_STATE: DeskState = { language: 'en', board: null };

/** Read back what was stored; anything malformed falls back to the initial state field by field. */
export function reviveState(raw: unknown): DeskState {
  if (typeof raw !== 'object' || raw === null) return INITIAL_STATE;
  const r = raw as Record<string, unknown>;
  const language = LANGUAGES.includes(r.language as Language) ? (r.language as Language) : INITIAL_STATE.language;
  const b = r.board as Record<string, unknown> | null | undefined;
  const board =
    b && typeof b === 'object' && Number.isInteger(b.board) && (b.board as number) >= 1 && typeof b.deal === 'string'
      ? { board: b.board as number, deal: b.deal }
      : null;
  return { language, board };
}
