// Law 57A: a defender's premature lead or play, before his partner has played.
import type { Card, Edition, Seat } from '@bridge-laws/cards-and-boards';
import { SUITS, lawRef, partnerOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { exposeCards } from './exposure.js';
import { update } from './update.js';
import { ledSuit } from './trick.js';

/**
 * Law 57A's listed options per edition: 2017 names the case format's three (57A4's prohibition is accepted beside them,
 * see `decide`); 2007 57A gives highest, lowest, or forbidding another suit — no card of another suit to require.
 */
const PREMATURE_OPTIONS: Readonly<Record<Edition, readonly string[]>> = {
  '2017': ['highest', 'lowest', 'other-suit'],
  '2007': ['highest', 'lowest', 'prohibit-suit'],
};

/** The law a prohibition of another suit cites: 2017 57A4, 2007 57A3. */
export const PREMATURE_PROHIBITION: Readonly<Record<Edition, string>> = { '2017': '57A4', '2007': '2007 57A3' };

/** Law 57A: the card becomes a major penalty card; declarer restricts the partner's play to this trick. */
export function premature(s: PlayState, seat: Seat, card: Card): PlayState {
  const exposed = exposeCards(s, seat, [card], true, '57A');
  // Laws 57A3, 57A4 (2007 57A3): the suit declarer requires or forbids is another than the suit led.
  const led = ledSuit(s.current);
  const suits = SUITS.filter((x) => x !== led);
  return cite(
    update(exposed, {
      pending: {
        kind: 'choice', by: s.declarer, options: [...PREMATURE_OPTIONS[s.edition]], law: lawRef('57A'),
        context: { type: 'premature-play', offender: seat, partner: partnerOf(seat), suits },
      },
    }),
    '57A',
  );
}
