// One hand as the players see it: suits in order, ranks high to low, with its points. With `onCard`
// every card is a button: the desk records what that seat did with it.
import type { Card, Hand, Seat } from '@bridge-laws/cards-and-boards';
import { SUITS, suitHolding, hcp } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { SUIT_SYMBOL, rankText } from './symbols.js';

export interface HandDiagramProps {
  readonly seat: Seat;
  readonly hand: Hand;
  readonly t: Translate;
  readonly onCard?: (card: Card) => void;
  /** Cards no longer in the hand (played to a trick). */
  readonly gone?: ReadonlySet<Card>;
  /** Cards face up on the table (exposed, penalty cards). */
  readonly faceUp?: ReadonlySet<Card>;
  readonly active?: boolean;
}

export function HandDiagram({ seat, hand, t, onCard, gone, faceUp, active }: HandDiagramProps) {
  return (
    <section class={`hand hand-${seat}${active ? ' active' : ''}`} data-seat={seat} aria-label={t(`seat.${seat}`)}>
      <h3>
        {t(`seat.${seat}`)} <small>{hcp(hand)} {t('board.hcp')}</small>
      </h3>
      <ul>
        {SUITS.map((s) => {
          const ranks = suitHolding(hand, s).filter((r) => !gone?.has(`${s}${r}` as Card));
          return (
            <li key={s} class={`suit suit-${s}`}>
              <span class="symbol">{SUIT_SYMBOL[s]}</span>{' '}
              {ranks.length === 0
                ? '—'
                : ranks.map((r) => {
                    const card = `${s}${r}` as Card;
                    if (!onCard) return <span key={card} class="rank">{rankText(r)} </span>;
                    return (
                      <button
                        key={card}
                        type="button"
                        class={`card${faceUp?.has(card) ? ' face-up' : ''}`}
                        data-card={card}
                        aria-label={`${t(`seat.${seat}`)} ${SUIT_SYMBOL[s]}${rankText(r)}`}
                        onClick={() => onCard(card)}
                      >
                        {rankText(r)}
                      </button>
                    );
                  })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
