// The calls that stand, four columns from North, starting in the dealer's column.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { Translate } from '../i18n/messages.js';
import { callText, isRed } from './symbols.js';

export function AuctionView({ dealer, calls, t }: { dealer: Seat; calls: readonly string[]; t: Translate }) {
  const cells: (string | null)[] = [...Array<null>(SEATS.indexOf(dealer)).fill(null), ...calls];
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  return (
    <table class="auction" data-testid="auction">
      <caption>{t('auction.heading')}</caption>
      <thead>
        <tr>
          {SEATS.map((s) => (
            <th key={s}>{t(`seat.${s}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j} class={c !== null && isRed(callText(c)) ? 'red' : ''}>
                {c === null ? '' : c === 'P' ? t('call.P') : callText(c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
