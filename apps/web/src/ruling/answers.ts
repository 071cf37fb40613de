// The director's answers the desk offers for each question the engines ask (judgment: never guessed).
// The kind of each answer comes from the catalogue of findings; the desk adds only the words.
import { SEATS, answerFor, isFindingId } from '@bridge-laws/cards-and-boards';
import type { MessageKey } from '../i18n/messages.js';
import { MESSAGES } from '../i18n/messages.js';

/** A director's finding as the desk records it: yes/no, a choice, free text or a list. */
export type Finding = boolean | string | readonly string[];

export interface Answer {
  readonly label: MessageKey;
  readonly value: boolean | string;
}

/** The words of an answer: `answer.<value>`, save where the value alone would read ambiguously. */
const LABEL_OF: Readonly<Record<string, MessageKey>> = { neither: 'answer.neither-position' };

function labelOf(value: string): MessageKey | null {
  const key = LABEL_OF[value] ?? `answer.${value}`;
  return key in MESSAGES.en ? (key as MessageKey) : null;
}

/** Buttons for the values, or null (free text) if the desk lacks words for any of them. */
function buttons(values: readonly (readonly [string, boolean | string])[]): readonly Answer[] | null {
  const out: Answer[] = [];
  for (const [word, value] of values) {
    const label = labelOf(word);
    if (label === null) return null;
    out.push({ label, value });
  }
  return out;
}

/** The finding typed as free text: a list for list findings, the text otherwise. */
export function typedFinding(question: string, text: string): Finding {
  const list = isFindingId(question) && answerFor(question, '')?.kind === 'list';
  if (!list) return text.trim();
  return text.split(/[;\n]/).map((l) => l.trim()).filter((l) => l !== '');
}

/**
 * The answer buttons for a question asked under `law`, or null when the answer is free text (logical
 * alternatives, normal lines after a claim…). A finding named under several laws takes the answer of the
 * law asking it: the intent question is own turn or over in the auction (Law 28B), a lead or a play in
 * the play (Law 53B).
 */
export function answersFor(question: string, law: string): readonly Answer[] | null {
  if (!isFindingId(question)) return null;
  const a = answerFor(question, law);
  if (a === null) return null;
  switch (a.kind) {
    case 'yes-no':
      return buttons([[a.yes ?? 'yes', true], [a.no ?? 'no', false]]);
    // Law 69B2: at the desk, all the doubtful tricks or none (a number is typed in a case file).
    case 'yes-no-or-count':
      return [
        { label: 'answer.yes', value: true },
        { label: 'answer.no', value: false },
      ];
    case 'seat':
      return SEATS.map((seat) => ({ label: `seat.${seat}` as const, value: seat }));
    case 'one-of':
      return buttons(a.values.map((value) => [value, value] as const));
    default:
      return null;
  }
}
