// Law 57A: a defender's premature lead or play, before his partner has played.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { SUITS, lawRef, partnerOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { exposeCards } from './exposure.js';
import { update } from './update.js';
import { ledSuit } from './trick.js';

/** Law 57A: the card becomes a major penalty card; declarer restricts the partner's play to this trick. */
export function premature(s: PlayState, seat: Seat, card: Card): PlayState {
  const exposed = exposeCards(s, seat, [card], true, '57A');
  // Laws 57A3, 57A4: the suit declarer requires or forbids is another than the suit led.
  const led = ledSuit(s.current);
  const suits = SUITS.filter((x) => x !== led);
  return cite(
    update(exposed, {
      pending: {
        kind: 'choice', by: s.declarer, options: ['highest', 'lowest', 'other-suit'], law: lawRef('57A'),
        context: { type: 'premature-play', offender: seat, partner: partnerOf(seat), suits },
      },
    }),
    '57A',
  );
}
