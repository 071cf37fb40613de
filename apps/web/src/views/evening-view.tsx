// A club evening's movement (Law 8A): the director picks the movement — a Mitchell, a Mitchell with arrow-switch, or a
// Howell — the tables (Mitchell) or pairs (Howell), the boards per round and the rounds played; the desk lists, round by
// round, the pairs and the boards at each table, from the session package's movements.
import { useMemo, useState } from 'preact/hooks';
import type { Translate } from '../i18n/messages.js';
import type { EveningSetting, Movement, SessionRecord } from '../session/record.js';
import { MOVEMENTS, eveningMovement, movementOf } from '../session/record.js';
import { Problems } from './problems.js';

const range = (boards: readonly number[]): string => (boards.length === 1 ? String(boards[0]) : `${boards[0]}\u2013${boards[boards.length - 1]}`);

/** `2,4` as rounds; null when it is not a list of round numbers. */
function roundList(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  return parts.length > 0 && parts.every((p) => /^\d{1,2}$/.test(p)) ? parts.map(Number) : null;
}

export function EveningView({ record, onSession, t }: { record: SessionRecord; onSession: (r: SessionRecord) => void; t: Translate }) {
  const movement = movementOf(record.session);
  const mitchell = movement !== 'howell';
  const setting: EveningSetting = record.evening ?? { count: mitchell ? 5 : 8, boardsPerRound: 3 };
  const planned = useMemo(() => eveningMovement(record), [record]);
  const plan = planned?.ok === true ? planned.value : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [named, setNamed] = useState(Array.isArray(setting.arrowSwitch) ? setting.arrowSwitch.join(',') : '');
  const set = (patch: Partial<EveningSetting>) => onSession({ ...record, evening: { ...setting, ...patch } });
  const number = (value: string, fallback: number) => (/^\d{1,2}$/.test(value) ? Number(value) : fallback);
  const choose = (next: Movement) => {
    // Switched tables are scored by their pairs' own directions: the session keeps its arrow-switch while it has them.
    if (next !== 'arrow-switch' && record.session.results.some((r) => r.switched === true)) return setProblem(t('evening.movement-locked'));
    setProblem(null);
    onSession({ ...record, session: { ...record.session, event: { ...record.session.event, movement: next } }, refused: undefined });
  };
  const switchNamed = (text: string) => {
    setNamed(text);
    const rounds = roundList(text);
    if (rounds === null) return setProblem(t('evening.bad-rounds'));
    setProblem(null);
    set({ arrowSwitch: rounds });
  };
  return (
    <section class="no-print evening" aria-label={t('evening.heading')} data-testid="evening">
      <h3>{t('evening.heading')}</h3>
      <label>
        {t('evening.movement')}{' '}
        <select name="movement" value={movement} onChange={(e) => choose(MOVEMENTS.find((x) => x === e.currentTarget.value) ?? 'howell')}>
          {MOVEMENTS.map((m) => (
            <option key={m} value={m}>
              {t(`movement.${m}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t(mitchell ? 'evening.tables' : 'evening.pairs')}{' '}
        <input name="evening-count" type="number" min={mitchell ? 2 : 3} max={mitchell ? 30 : 60} value={setting.count} onInput={(e) => set({ count: number(e.currentTarget.value, setting.count) })} />
      </label>{' '}
      <label>
        {t('evening.boards-per-round')}{' '}
        <input name="evening-boards" type="number" min={1} max={8} value={setting.boardsPerRound} onInput={(e) => set({ boardsPerRound: number(e.currentTarget.value, setting.boardsPerRound) })} />
      </label>{' '}
      <label>
        {t('evening.rounds')}{' '}
        <input
          name="evening-rounds"
          type="number"
          min={1}
          max={59}
          value={setting.rounds ?? plan?.rounds ?? ''}
          onInput={(e) => set({ rounds: /^\d{1,2}$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : undefined })}
        />
      </label>{' '}
      {movement === 'arrow-switch' && (
        <fieldset class="arrow-switch">
          <legend>{t('evening.arrow-switch')}</legend>
          <label>
            <input type="radio" name="arrow-switch" value="last-round" checked={!Array.isArray(setting.arrowSwitch)} onChange={() => set({ arrowSwitch: 'last-round' })} /> {t('evening.arrow-last')}
          </label>{' '}
          <label>
            <input type="radio" name="arrow-switch" value="named" checked={Array.isArray(setting.arrowSwitch)} onChange={() => switchNamed(named || String(plan?.rounds ?? 1))} /> {t('evening.arrow-named')}
          </label>{' '}
          {Array.isArray(setting.arrowSwitch) && (
            <label>
              {t('evening.arrow-rounds')} <input name="arrow-rounds" size={8} value={named} onInput={(e) => switchNamed(e.currentTarget.value)} />
            </label>
          )}
          <p class="law-note">{t('evening.arrow-note')}</p>
        </fieldset>
      )}
      {record.evening === undefined && (
        <button type="button" class="show-movement" onClick={() => set({})}>
          {t('evening.show')}
        </button>
      )}
      {problem !== null && <Problems problems={problem} testId="evening-problem" />}
      {planned?.ok === false && <Problems problems={t('evening.bad-counts')} title={planned.error} />}
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
                <tr key={r} data-round={r + 1} class={plan.switchedRounds.includes(r + 1) ? 'switched' : undefined}>
                  <td>
                    {r + 1}
                    {plan.switchedRounds.includes(r + 1) && <small> ({t('evening.switched')})</small>}
                  </td>
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
