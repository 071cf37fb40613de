// End of play: Law 64 transfers for revokes brought to attention, and the Law 64C equity question.
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { netTransfer, revokeTransfers } from './transfer.js';
import { update } from './update.js';

/** Law 45F: dummy indicated a card; play goes on and the director judges damage at the end. */
export function attentionToDummySuggestion(state: PlayState): PlayState {
  const s = cite(update(state, { endQuestions: [...state.endQuestions, lawRef('45F')] }), '45F');
  return s.phase === 'ended' ? settle(s) : s;
}

export function settle(state: PlayState): PlayState {
  if (state.phase !== 'ended') return state;
  const transfers = revokeTransfers(state.revokes, state.tricks);
  if (transfers.length === 0) return askAtEnd(state);
  let s: PlayState = update(state, { transferred: netTransfer(transfers, state.tricks) });
  s = cite(s, ...new Set(transfers.map((t) => t.law)));
  // Law 64C: after any established revoke the director judges whether the transfer compensates the damage —
  // Law 64C2(a) for repeated revokes in one suit, Law 64C2(b) when both sides revoked, else Law 64C1.
  if (s.pending === null && s.facts['damaged'] === undefined) {
    const repeated = transfers.some((t) => t.law === '64B2' || t.law === '64B7');
    const law = lawRef(repeated ? '64C2' : '64C1');
    s = cite(
      update(s, {
        pending: { kind: 'question', by: 'director', questions: ['damaged'], law, context: { type: 'equity', revokes: transfers.map((t) => s.revokes.indexOf(t.revoke)) } },
      }),
      law,
    );
  }
  return s;
}

/** Judgments held until the end of play (Law 45F): the director says whether the defenders were damaged. */
function askAtEnd(state: PlayState): PlayState {
  const law = state.endQuestions[0];
  if (law === undefined || state.pending !== null || state.facts['damaged'] !== undefined) return state;
  return cite(
    update(state, { pending: { kind: 'question', by: 'director', questions: ['damaged'], law, context: { type: 'equity', revokes: [] } } }),
    law,
  );
}
