// During the play and after it: a player draws attention to a revoke (Law 9A, then Laws 62–64), or asks whether a
// player who failed to follow has a card of the suit led (Law 61B). Both are the table's existing events.
import { useState } from 'preact/hooks';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { SeatSelect } from './seat-select.js';

export interface AttentionControlProps {
  /** The seat offered first to draw attention (declarer). */
  readonly declarer: Seat;
  /** Law 61B's question is asked while the play goes on; after it, only attention to a revoke. */
  readonly playing: boolean;
  readonly t: Translate;
  readonly onRevoke: (by: Seat) => void;
  readonly onAsk: (by: Seat, asked: Seat) => void;
}

export function AttentionControl({ declarer, playing, t, onRevoke, onAsk }: AttentionControlProps) {
  const [by, setBy] = useState<Seat>(declarer);
  const [asked, setAsked] = useState<Seat>(declarer === 'N' ? 'E' : 'N');
  return (
    <section class="attention-control" aria-label={t('attention.heading')}>
      <h3>{t('attention.heading')}</h3>
      <div class="attention-row">
        <SeatSelect value={by} name="attention-by" label={t('attention.by')} t={t} onChange={setBy} />
        <button type="button" class="attention-revoke" onClick={() => onRevoke(by)}>
          {t('attention.revoke')}
        </button>
      </div>
      {playing && (
        <div class="attention-row">
          <SeatSelect value={asked} name="attention-asked" label={t('attention.asked')} t={t} onChange={setAsked} />
          <button type="button" class="attention-ask" onClick={() => onAsk(by, asked)}>
            {t('attention.ask')}
          </button>
        </div>
      )}
    </section>
  );
}
