// One hand as the players see it: suits in order, ranks high to low, with its points.
import type { Hand, Seat } from '@bridge-laws/cards-and-boards';
import { SUITS, suitHolding, hcp } from '@bridge-laws/cards-and-boards';
import type { MessageKey } from '../i18n/messages.js';

const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

export function HandDiagram(props: { seat: Seat; hand: Hand; t: (k: MessageKey) => string }) {
  const { seat, hand, t } = props;
  return (
    <section class={`hand hand-${seat}`} data-seat={seat} aria-label={t(`seat.${seat}`)}>
      <h3>
        {t(`seat.${seat}`)} <small>{hcp(hand)} {t('board.hcp')}</small>
      </h3>
      <ul>
        {SUITS.map((s) => (
          <li key={s} class={`suit suit-${s}`}>
            <span class="symbol">{SYMBOL[s]}</span>{' '}
            {suitHolding(hand, s).map((r) => (r === 'T' ? '10' : r)).join(' ') || '—'}
          </li>
        ))}
      </ul>
    </section>
  );
}
