// The director's answers the desk offers for each question the engines ask (judgment: never guessed).
import type { MessageKey } from '../i18n/messages.js';

export interface Answer {
  readonly label: MessageKey;
  readonly value: boolean | string;
}

/** Findings that are a plain yes or no (as the case-file format types them). */
const YES_NO = new Set([
  'unintended', 'same-denominations', 'comparable', 'artificial', 'damaged', 'could-have-known', 'demonstrably-suggested',
  'could-have-been-influenced', 'declarer-could-have-seen-dummy', 'lead-to-next-trick', 'could-be-seen-by-partner',
]);

/**
 * The answer buttons for a question, or null when the answer is free text (logical alternatives,
 * normal lines after a claim…). The intent question means a different thing in the auction (Law 28B:
 * did the correct caller call in his own turn?) and in the play (Law 53B: a lead or a play?).
 */
export function answersFor(question: string, law: string): readonly Answer[] | null {
  if (YES_NO.has(question)) {
    return [
      { label: 'answer.yes', value: true },
      { label: 'answer.no', value: false },
    ];
  }
  if (question === 'intent-lead-or-play') {
    return law.startsWith('28')
      ? [{ label: 'answer.own-turn', value: true }, { label: 'answer.over', value: false }]
      : [{ label: 'answer.lead', value: 'lead' }, { label: 'answer.play', value: 'play' }];
  }
  return null;
}
