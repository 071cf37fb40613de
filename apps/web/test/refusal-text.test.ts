import { describe, expect, test } from 'vitest';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { applyRecorded, startTable } from '../src/table/record.js';
import { refusalText } from '../src/ruling/refusal-text.js';

const call = (by: Seat, value: string): CaseEvent => ({ kind: 'table', event: { by, action: 'call', value } });

// The director's answer as the desk records it (a table finding the auction's own fact list does not name).
const directorFinds = (facts: Readonly<Record<string, unknown>>) => ({ kind: 'facts', facts }) as unknown as CaseEvent;

/** The refusal the engine gives for the last event after the others were taken. */
function refusedLast(edition: '2007' | '2017', events: readonly CaseEvent[]) {
  const started = startTable({ board: 1, deal: null, edition }, WBF_REGULATION);
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  for (const e of events.slice(0, -1)) {
    const r = applyRecorded(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const last = applyRecorded(s, events[events.length - 1] as CaseEvent);
  if (last.ok) throw new Error('the last event was taken');
  return last.error;
}

describe('refusal text: the law the engine refused by', () => {
  test('2007 17D2: LHO who called over a wrong-board call must repeat it — the refusal names 2007 17D2, not 10C1', () => {
    const refused = refusedLast('2007', [
      call('N', '1C'), call('E', '1H'), call('S', '1S'),
      { kind: 'table', event: { by: 'E', action: 'irregularity', value: 'cards-from-wrong-board' } },
      call('E', '1H'), directorFinds({ 'call-differs': false }), call('S', '2S'),
    ]);
    expect(refused.code).toBe('not-offered');
    expect(refusalText('en', refused)).toBe('That option is not offered to this player (Law 2007 17D2).');
    expect(refusalText('pl', refused)).toBe('Ta opcja nie przysługuje temu graczowi (przepis 2007 17D2).');
  });

  test('9B2: a refusal with no law of its own names the law such a refusal rests on', () => {
    expect(refusalText('en', { code: 'awaiting-director' })).toBe('The director must answer his question first (Law 9B2).');
    expect(refusalText('cs', { code: 'card-not-held' })).toBe('Tento hráč tuto kartu nemá (Pravidlo 7B3).');
    expect(refusalText('en', { code: 'wrong-phase' })).toBe('Not possible at this stage of the board.');
  });
});
