// A club evening's movement (Law 8A): the director picks the tables (Mitchell) or pairs (Howell) and the boards per
// round; the desk lists, round by round, the pairs and the boards at each table, from the session package's movements.
import { useMemo } from 'preact/hooks';
import type { Translate } from '../i18n/messages.js';
import type { SessionRecord } from '../session/record.js';
import { eveningPlan, movementOf } from '../session/record.js';

const range = (boards: readonly number[]): string => (boards.length === 1 ? String(boards[0]) : `${boards[0]}\u2013${boards[boards.length - 1]}`);

export function EveningView({ record, onSession, t }: { record: SessionRecord; onSession: (r: SessionRecord) => void; t: Translate }) {
  const mitchell = movementOf(record.session) === 'mitchell';
  const setting = record.evening ?? { count: mitchell ? 5 : 8, boardsPerRound: 3 };
  const plan = useMemo(() => eveningPlan(record), [record]);
  const set = (patch: Partial<typeof setting>) => onSession({ ...record, evening: { ...setting, ...patch } });
  const number = (value: string, fallback: number) => (/^\d{1,2}$/.test(value) ? Number(value) : fallback);
  return (
    <section class="no-print evening" aria-label={t('evening.heading')} data-testid="evening">
      <h3>{t('evening.heading')}</h3>
      <label>
        {t(mitchell ? 'evening.tables' : 'evening.pairs')}{' '}
        <input name="evening-count" type="number" min={mitchell ? 2 : 3} max={mitchell ? 30 : 60} value={setting.count} onInput={(e) => set({ count: number(e.currentTarget.value, setting.count) })} />
      </label>{' '}
      <label>
        {t('evening.boards-per-round')}{' '}
        <input name="evening-boards" type="number" min={1} max={8} value={setting.boardsPerRound} onInput={(e) => set({ boardsPerRound: number(e.currentTarget.value, setting.boardsPerRound) })} />
      </label>{' '}
      {record.evening === undefined && (
        <button type="button" class="show-movement" onClick={() => set({})}>
          {t('evening.show')}
        </button>
      )}
      {record.evening !== undefined && plan === null && (
        <p role="alert" class="error">
          {t('evening.bad-counts')}
        </p>
      )}
      {plan !== null && (
        <>
          {!mitchell && <p class="law-note">{t('evening.howell-note')}</p>}
          <table class="movement" data-testid="movement">
            <thead>
              <tr>
                <th>{t('event.round')}</th>
                {Array.from({ length: plan.tables }, (_, i) => (
                  <th key={i}>
                    {t('evening.table')} {i + 1}
                  </th>
                ))}
                {plan.sitOut.length > 0 && <th>{t('evening.sit-out')}</th>}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: plan.rounds }, (_, r) => (
                <tr key={r} data-round={r + 1}>
                  <td>{r + 1}</td>
                  {plan.sittings
                    .filter((s) => s.round === r + 1)
                    .map((s) => (
                      <td key={s.table} data-table={s.table}>
                        {s.ns}–{s.ew}: {range(s.boards)}
                      </td>
                    ))}
                  {plan.sitOut.length > 0 && <td>{plan.sitOut.find((x) => x.round === r + 1)?.pair ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
