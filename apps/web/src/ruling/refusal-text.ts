// The desk's line for a refused event: what the refusal means, and the law the engine refused it by.
import type { Language } from '../i18n/messages.js';
import { translate, translateId } from '../i18n/messages.js';

/** The law a refusal of this kind rests on when the engine names none (Laws 7B3, 10C1, 9B2). */
const USUAL_LAW: Readonly<Record<string, string>> = { 'card-not-held': '7B3', 'not-offered': '10C1', 'awaiting-director': '9B2' };

/**
 * The refusal in the interface language, closed by the law the engine cited (2007 17D2 for a call a player must
 * repeat, the open question's law while the director is asked), else the law such a refusal usually rests on.
 */
export function refusalText(language: Language, refused: { readonly code: string; readonly law?: string }): string {
  const words = translateId(language, 'refusal', refused.code).replace(/\.$/, '');
  const law = refused.law ?? USUAL_LAW[refused.code];
  return law === undefined ? `${words}.` : `${words} (${translate(language, 'statement.law')} ${law}).`;
}
