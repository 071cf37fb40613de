// The double-dummy panel: tricks for each declarer and denomination, and during the play the value of
// each legal card of the player to play. Facts about the cards the director may consult on a claim
// (Laws 68–71), never a ruling: which lines are normal (Law 70) stays his judgment. The solver loads
// only when asked for (in a worker where there is one), so it is not part of the first load.
import { useState } from 'preact/hooks';
import type { Deal, Denomination } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { CardValue, DdTable } from '@bridge-laws/double-dummy';
import type { Translate } from '../i18n/messages.js';
import type { PlayPosition } from '../analysis/play-position.js';
import type { DdSolver } from '../analysis/dd-solver.js';
import { loadSolver } from '../analysis/dd-solver.js';
import { SUIT_SYMBOL, cardText, isRed } from './symbols.js';
import { Problems } from './problems.js';

const SOLVER = loadSolver();
const DENOMINATIONS: readonly Denomination[] = ['NT', 'S', 'H', 'D', 'C'];
const denominationText = (d: Denomination) => (d === 'NT' ? 'NT' : SUIT_SYMBOL[d]);

export interface DoubleDummyPanelProps {
  readonly deal: Deal;
  /** The position during the play; null outside it (only the full deal's table is shown). */
  readonly play: PlayPosition | null;
  readonly t: Translate;
  readonly solver?: DdSolver;
}

interface CardValues {
  /** The position the values belong to: after a card is played they are stale. */
  readonly key: string;
  readonly values: readonly CardValue[];
}

export function DoubleDummyPanel({ deal, play, t, solver = SOLVER }: DoubleDummyPanelProps) {
  const [table, setTable] = useState<DdTable | null>(null);
  const [cards, setCards] = useState<CardValues | null>(null);
  const [computing, setComputing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = play === null ? '' : JSON.stringify(play.position);
  const shownCards = play !== null && cards?.key === key ? cards.values : null;
  const done = table !== null && (play === null || shownCards !== null);

  const compute = async () => {
    setComputing(true);
    setError(null);
    try {
      const whole = table === null ? await solver.ddTable(deal) : { ok: true as const, value: table };
      if (!whole.ok) return setError(whole.error.message);
      setTable(whole.value);
      if (play === null) return;
      const values = await solver.solveCards(play.position, play.options);
      if (!values.ok) return setError(values.error.message);
      setCards({ key, values: values.value });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setComputing(false);
    }
  };

  return (
    <section class="double-dummy" aria-label={t('dd.heading')} aria-busy={computing}>
      <h3>{t('dd.heading')}</h3>
      <p class="law-note">{t('dd.note')}</p>
      {!done && (
        <button type="button" class="dd-compute" disabled={computing} onClick={() => void compute()}>
          {t(play === null ? 'dd.compute' : 'dd.compute-play')}
        </button>
      )}
      {computing && (
        <p class="loading-text" role="status">
          {t('dd.computing')}
        </p>
      )}
      {error !== null && <Problems problems={error} />}
      {table !== null && (
        <table class="dd-table" data-testid="dd-table">
          <caption>{t('dd.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dd.declarer')}</th>
              {DENOMINATIONS.map((d) => (
                <th key={d} scope="col" class={isRed(denominationText(d)) ? 'red' : ''}>
                  {denominationText(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SEATS.map((s) => (
              <tr key={s} data-seat={s}>
                <th scope="row">{t(`seat.${s}`)}</th>
                {DENOMINATIONS.map((d) => (
                  <td key={d} data-denomination={d}>
                    {table[s][d]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {play !== null && shownCards !== null && (
        <div class="dd-cards">
          <h4>
            {t('dd.cards')} {t(`seat.${play.toPlay}`)}
          </h4>
          <p class="law-note">
            {t('dd.cards-note')} ({play.remaining})
          </p>
          <ul data-testid="dd-cards">
            {shownCards.map((v) => (
              <li key={v.card} data-card={v.card}>
                <span class={isRed(cardText(v.card)) ? 'red' : ''}>{cardText(v.card)}</span>: <strong>{v.tricks}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
