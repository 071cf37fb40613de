// The bidding box: every call, made by the seat the director picks (by default the seat whose turn it
// is), so a call out of rotation, an insufficient bid or a bid above seven is recorded as it happened.
import { useState } from 'preact/hooks';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { callText, isRed } from './symbols.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const DENOMINATIONS = ['C', 'D', 'H', 'S', 'NT'] as const;

export interface BiddingBoxProps {
  /** The seat due to call, or null once the auction is over (a call then falls under Law 39). */
  readonly turn: Seat | null;
  readonly fallback: Seat;
  readonly t: Translate;
  readonly onCall: (by: Seat, call: string, change: boolean) => void;
}

export function BiddingBox({ turn, fallback, t, onCall }: BiddingBoxProps) {
  const [chosen, setChosen] = useState<Seat | null>(null);
  const [change, setChange] = useState(false);
  const seat = chosen ?? turn ?? fallback;
  const call = (c: string) => {
    onCall(seat, c, change);
    setChosen(null);
    setChange(false);
  };
  return (
    <section class="bidding-box" aria-label={t('box.heading')}>
      <h3>{t('box.heading')}</h3>
      <fieldset class="seat-picker">
        <legend>{t('box.seat')}</legend>
        {SEATS.map((s) => (
          <label key={s} class={s === seat ? 'picked' : ''}>
            <input type="radio" name="acting-seat" value={s} checked={s === seat} onChange={() => setChosen(s)} />
            {t(`seat.${s}`)}
            {s === turn ? ` (${t('box.turn')})` : ''}
          </label>
        ))}
      </fieldset>
      <label class="change">
        <input type="checkbox" checked={change} onChange={(e) => setChange(e.currentTarget.checked)} /> {t('box.change')}
      </label>
      <div class="calls">
        {(['P', 'X', 'XX'] as const).map((c) => (
          <button key={c} type="button" class={`call call-${c}`} data-call={c} onClick={() => call(c)}>
            {t(`call.${c}`)}
          </button>
        ))}
      </div>
      <div class="bids">
        {LEVELS.map((l) => (
          <div key={l} class="bid-row">
            {DENOMINATIONS.map((d) => (
              <button key={d} type="button" class={`bid${isRed(callText(`${l}${d}`)) ? ' red' : ''}`} data-call={`${l}${d}`} onClick={() => call(`${l}${d}`)}>
                {callText(`${l}${d}`)}
              </button>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
