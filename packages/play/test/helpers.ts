// Shared test set-up: the public cases' deal (board 1, 4S by South, West leads) and small drivers.
import type { Card } from '@bridge-laws/cards-and-boards';
import { sortCards } from '@bridge-laws/cards-and-boards';
import type { Result } from '@bridge-laws/cards-and-boards';
import type { PlayEventText, PlayRefusal, PlayState, StartPlayInput } from '@bridge-laws/play';
import { applyPlayEvent, obligations, parsePlayEvent, startPlay } from '@bridge-laws/play';

export const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

export function start(extra: Partial<StartPlayInput> = {}): PlayState {
  const r = startPlay({ deal: DEAL, contract: '4S', declarer: 'S', ...extra });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Read one event as a case file spells it (the boundary) and apply the typed event. */
export function applyText(state: PlayState, e: PlayEventText): Result<PlayState, PlayRefusal> {
  const parsed = parsePlayEvent(e);
  return parsed.ok ? applyPlayEvent(state, parsed.value) : parsed;
}

/** Apply events, spelt as in case files, that must all be accepted. */
export function run(state: PlayState, events: readonly PlayEventText[]): PlayState {
  let s = state;
  for (const e of events) {
    const r = applyText(s, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** Each player in turn plays his lowest legal card, until the play ends, something is pending, or `until` tricks are quitted. */
export function playOn(state: PlayState, until = 13): PlayState {
  let s = state;
  while (s.phase !== 'ended' && s.pending === null && s.correction === null && s.tricks.length < until) {
    const legal = sortCards(obligations(s, s.turn).legal);
    s = run(s, [{ by: s.turn, play: legal[legal.length - 1] as Card }]);
  }
  return s;
}

export const TRICK_ONE: readonly PlayEventText[] = [
  { by: 'W', play: 'HA' },
  { by: 'N', play: 'H5' },
  { by: 'E', play: 'H2' },
  { by: 'S', play: 'H9' },
];
