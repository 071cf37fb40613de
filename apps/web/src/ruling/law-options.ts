// The options a pending choice offers as the law gives them. The engine's choice lists the ids of the case format; where
// the law gives more (Law 57A4: declarer may forbid a suit other than the suit led, which the play chapter accepts
// though its list leaves it out) or, in another edition, fewer (Law 2007 57A gives no "card of another suit"), the
// desk offers exactly the law's.
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { TableState } from '@bridge-laws/table';

/** Law 57A: highest (57A1), lowest (57A2), a card of another suit (57A3), not a card of another suit (57A4). */
const PREMATURE_PLAY: Readonly<Record<Edition, readonly string[]>> = {
  '2017': ['highest', 'lowest', 'other-suit', 'prohibit-suit'],
  // Law 2007 57A: highest, lowest, or forbid another suit.
  '2007': ['highest', 'lowest', 'prohibit-suit'],
};

/** The options of the pending choice as the law gives them where they differ from the engine's list; else null. */
export function lawOptions(state: TableState): readonly string[] | null {
  const p = state.play?.pending ?? null;
  return p !== null && p.kind === 'choice' && p.context.type === 'premature-play' ? PREMATURE_PLAY[state.edition] : null;
}
