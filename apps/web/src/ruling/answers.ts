// The director's answers the desk offers for each question the engines ask (judgment: never guessed).
import { SEATS } from '@bridge-laws/cards-and-boards';
import { TABLE_YES_NO_FACTS } from '@bridge-laws/table';
import type { MessageKey } from '../i18n/messages.js';

/** A director's finding as the desk records it: yes/no, a choice, free text or a list. */
export type Finding = boolean | string | readonly string[];

export interface Answer {
  readonly label: MessageKey;
  readonly value: boolean | string;
}

/**
 * Findings that are a plain yes or no, as the case-file format types them. Law 69B2's `probably-won`
 * also takes yes or no at the desk: all the doubtful tricks or none (a number is typed in a case file).
 */
const YES_NO = new Set([...TABLE_YES_NO_FACTS, 'probably-won']);

/** Findings answered by naming a seat (Law 65D: who disturbed his played cards). */
const SEAT_FINDINGS = new Set(['cards-disturbed']);

/** Law 45C2: where declarer's card was held, with the answers the play chapter reads. */
const CARD_POSITIONS: readonly Answer[] = [
  { label: 'answer.face-up-at-table', value: 'face-up-at-table' },
  { label: 'answer.played-position', value: 'played-position' },
  { label: 'answer.neither-position', value: 'neither' },
];

/** Findings that are a list, typed one item per line or separated by semicolons (Law 70D1: the normal lines). */
const LISTS = new Set(['normal-lines']);

/** The finding typed as free text: a list for list findings, the text otherwise. */
export function typedFinding(question: string, text: string): Finding {
  if (!LISTS.has(question)) return text.trim();
  return text.split(/[;\n]/).map((l) => l.trim()).filter((l) => l !== '');
}

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
  if (SEAT_FINDINGS.has(question)) return SEATS.map((seat) => ({ label: `seat.${seat}` as const, value: seat }));
  if (question === 'declarer-card-position') return CARD_POSITIONS;
  if (question === 'intent-lead-or-play') {
    return law.startsWith('28')
      ? [{ label: 'answer.own-turn', value: true }, { label: 'answer.over', value: false }]
      : [{ label: 'answer.lead', value: 'lead' }, { label: 'answer.play', value: 'play' }];
  }
  return null;
}
