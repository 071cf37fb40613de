// A revoke ruled from the position the director finds at the table: he enters the contract, the tricks won, the cards
// left while the play goes on, and each revoke; the play chapter applies Law 64 and the panel says how many tricks move
// and why, asks the director the Law 64C question, and reads the ruling out in the interface language.
import { useMemo } from 'preact/hooks';
import type { Edition, Suit } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, SUITS, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import { translateId } from '../i18n/messages.js';
import type { NoticedAfter, RevokeEntry, RevokeEntryProblem, RevokeHow, RevokePositionEntry, RevokeRuling } from '../ruling/revoke-position.js';
import { NOTICED_AFTER, REVOKE_HOW, ruleRevokeFromPosition } from '../ruling/revoke-position.js';
import type { EquityFinding } from '../ruling/revoke-statement.js';
import { revokeStatement } from '../ruling/revoke-statement.js';
import type { RevokeDraft, RevokeFields, RevokeRow, TravellerDraft } from '../store/entered.js';
import { NEW_ROW } from '../store/entered.js';
import { LawList } from './law-list.js';
import { ContractFieldset, HandInputs } from './position-inputs.js';
import { SeatSelect } from './seat-select.js';
import { StatementView } from './statement-view.js';
import { SUIT_SYMBOL } from './symbols.js';
import type { TravellerLink } from './traveller-form.js';
import { TravellerForm } from './traveller-form.js';

export interface RevokePositionViewProps {
  /** What is typed in, kept with the desk's state: a reload mid-ruling restores it. */
  readonly draft: RevokeDraft;
  readonly onDraft: (d: RevokeDraft) => void;
  readonly regulation: Regulation;
  readonly language: Language;
  readonly t: Translate;
  /** The table page writes the ruling's result to the session's traveller. */
  readonly traveller?: TravellerLink;
  /** The Laws the desk rules under (the board's edition): Law 64B3 and the numbers cited differ in 2007. */
  readonly edition: Edition;
}

const whole = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type Outcome = { ok: true; entry: RevokePositionEntry; value: RevokeRuling } | { ok: false; error: RevokeEntryProblem | 'numbers' };

/** The fields as the director typed them, read and ruled on by Law 64. */
function ruleOn(f: RevokeFields, edition: Edition): Outcome {
  const numbers = [whole(f.board), whole(f.won.NS), whole(f.won.EW), ...f.rows.flatMap((r) => [whole(r.trick), whole(r.later)])];
  if (numbers.some((n) => Number.isNaN(n)) || whole(f.board) < 1) return { ok: false, error: 'numbers' };
  const revokes: RevokeEntry[] = f.rows.map((r) => ({
    trick: whole(r.trick), seat: r.seat, suit: r.suit, how: r.how, established: r.established, trickWinner: r.trickWinner, laterTricks: whole(r.later), noticedAfter: r.noticedAfter,
  }));
  const entry: RevokePositionEntry = { board: whole(f.board), level: whole(f.level), denomination: f.denomination, risk: f.risk, declarer: f.declarer, tricksWon: { NS: whole(f.won.NS), EW: whole(f.won.EW) }, hands: f.hands, leader: f.leader, revokes, edition };
  const r = ruleRevokeFromPosition(entry);
  return r.ok ? { ok: true, entry, value: r.value } : { ok: false, error: r.error };
}

export function RevokePositionView({ draft, onDraft, regulation, language, t, traveller, edition }: RevokePositionViewProps) {
  const { board, level, denomination, risk, declarer, won, hands, leader, rows } = draft.fields;
  const outcome = useMemo(() => (draft.ruled === null ? null : ruleOn(draft.ruled, edition)), [draft.ruled, edition]);
  const set = (change: Partial<RevokeFields>) => onDraft({ ...draft, fields: { ...draft.fields, ...change } });
  const setRow = (i: number, change: Partial<RevokeRow>) => set({ rows: rows.map((r, j) => (j === i ? { ...r, ...change } : r)) });
  const rule = () => onDraft({ ...draft, ruled: draft.fields, finding: null });

  return (
    <details class="revoke-position" data-testid="revoke-position" open={draft.open} onToggle={(e) => e.currentTarget.open !== draft.open && onDraft({ ...draft, open: e.currentTarget.open })}>
      <summary>{t('revpos.heading')}</summary>
      <p class="law-note">{t('revpos.note')}</p>
      <form class="revoke-position-form" onSubmit={(e) => (e.preventDefault(), rule())}>
        <ContractFieldset prefix="revpos" denominationName="revpos-denomination" value={{ board, level, denomination, risk, declarer }} t={t} onChange={set} />
        <fieldset>
          <legend>{t('endpos.won')}</legend>
          <label>
            {t('vul.NS')} <input name="revpos-won-ns" inputMode="numeric" value={won.NS} onInput={(e) => set({ won: { ...won, NS: e.currentTarget.value } })} />
          </label>
          <label>
            {t('vul.EW')} <input name="revpos-won-ew" inputMode="numeric" value={won.EW} onInput={(e) => set({ won: { ...won, EW: e.currentTarget.value } })} />
          </label>
        </fieldset>
        <details class="revpos-hands">
          <summary>{t('revpos.hands')}</summary>
          <HandInputs prefix="revpos" hands={hands} t={t} onChange={(h) => set({ hands: h })} />
          <SeatSelect name="revpos-leader" label={t('revpos.leader')} value={leader} t={t} onChange={(l) => set({ leader: l })} />
        </details>
        {rows.map((r, i) => (
          <fieldset key={i} class="revpos-revoke" data-revoke={i}>
            <legend>
              {t('revpos.revoke')} {rows.length > 1 ? i + 1 : ''}
            </legend>
            <label>
              {t('revpos.trick')} <input name="revpos-trick" inputMode="numeric" value={r.trick} onInput={(e) => setRow(i, { trick: e.currentTarget.value })} />
            </label>
            <SeatSelect name="revpos-seat" label={t('revpos.seat')} value={r.seat} t={t} onChange={(seat) => setRow(i, { seat, trickWinner: r.trickWinner === r.seat ? seat : r.trickWinner })} />
            <label>
              {t('revpos.suit')}{' '}
              <select name="revpos-suit" value={r.suit} onChange={(e) => setRow(i, { suit: e.currentTarget.value as Suit })}>
                {SUITS.map((s) => (
                  <option key={s} value={s}>
                    {SUIT_SYMBOL[s]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('revpos.how')}{' '}
              <select name="revpos-how" value={r.how} onChange={(e) => setRow(i, { how: e.currentTarget.value as RevokeHow })}>
                {REVOKE_HOW.map((h) => (
                  <option key={h} value={h}>
                    {t(`revpos.how.${h}`)}
                  </option>
                ))}
              </select>
            </label>
            <label class="check">
              <input type="checkbox" name="revpos-established" checked={r.established} onChange={(e) => setRow(i, { established: e.currentTarget.checked })} /> {t('revpos.established')}
            </label>
            <SeatSelect name="revpos-winner" label={t('revpos.winner')} value={r.trickWinner} t={t} onChange={(trickWinner) => setRow(i, { trickWinner })} />
            <label>
              {t('revpos.later')} <input name="revpos-later" inputMode="numeric" value={r.later} onInput={(e) => setRow(i, { later: e.currentTarget.value })} />
            </label>
            <label>
              {t('revpos.noticed')}{' '}
              <select name="revpos-noticed" value={r.noticedAfter} onChange={(e) => setRow(i, { noticedAfter: e.currentTarget.value as NoticedAfter })}>
                {NOTICED_AFTER.map((n) => (
                  <option key={n} value={n}>
                    {t(`revpos.noticed.${n}`)}
                  </option>
                ))}
              </select>
            </label>
            {rows.length > 1 && (
              <button type="button" class="revpos-remove" onClick={() => set({ rows: rows.filter((_, j) => j !== i) })}>
                {t('revpos.remove')}
              </button>
            )}
          </fieldset>
        ))}
        <button type="button" class="revpos-add" onClick={() => set({ rows: [...rows, NEW_ROW] })}>
          {t('revpos.add')}
        </button>
        <button type="submit" class="revpos-rule">
          {t('revpos.rule')}
        </button>
      </form>
      {outcome !== null && !outcome.ok && (
        <p role="alert" class="error" data-testid="revpos-error" data-code={outcome.error === 'numbers' ? 'numbers' : outcome.error.code}>
          <strong>{t('revpos.refused')}:</strong> {outcome.error === 'numbers' ? t('endpos.numbers') : translateId(language, 'revpos.problem', outcome.error.code)}{' '}
          {outcome.error !== 'numbers' && <small title={outcome.error.detail}>({outcome.error.field})</small>}
        </p>
      )}
      {outcome !== null && outcome.ok && (
        <RevokeOutcome
          outcome={outcome}
          finding={draft.finding}
          onFinding={(finding) => onDraft({ ...draft, finding })}
          regulation={regulation}
          language={language}
          t={t}
          traveller={traveller === undefined ? undefined : { link: traveller, draft: draft.traveller, onDraft: (d) => onDraft({ ...draft, traveller: d }) }}
        />
      )}
    </details>
  );
}

function RevokeOutcome(props: {
  outcome: Extract<Outcome, { ok: true }>;
  finding: EquityFinding;
  onFinding: (f: EquityFinding) => void;
  regulation: Regulation;
  language: Language;
  t: Translate;
  traveller: { link: TravellerLink; draft: TravellerDraft; onDraft: (d: TravellerDraft) => void } | undefined;
}) {
  const { outcome, finding, onFinding, regulation, language, t, traveller } = props;
  const e = outcome.entry;
  const r = outcome.value;
  const statement = revokeStatement(outcome.entry, r, finding, regulation);
  return (
    <div class="revpos-outcome" data-testid="revpos-outcome">
      <h3>{t('revpos.outcome')}</h3>
      <ul class="revpos-transfers">
        {r.transfers.map((x) => (
          <li key={`${x.seat}${x.trick}`} data-testid="revpos-transfer" data-law={x.law} data-tricks={x.tricks}>
            {t(`seat.${x.seat}`)}, {t('revpos.in-trick')} {x.trick}: <strong>{x.tricks}</strong> {t('revpos.tricks-to')} {t(`vul.${otherSide(sideOf(x.seat))}`)} — {translateId(language, 'revpos.why', x.why)} ({t('statement.law')} {x.law})
          </li>
        ))}
        {r.toCorrect.map((x) => (
          <li key={`c${x.seat}${x.trick}`} data-testid="revpos-correct">
            {t(`seat.${x.seat}`)}, {t('revpos.in-trick')} {x.trick}: {t('revpos.to-correct')}
          </li>
        ))}
      </ul>
      {!r.playEnded && <p class="law-note">{t('revpos.playing')}</p>}
      <p data-testid="revpos-total">
        {r.transferred === null ? (
          t('revpos.none')
        ) : (
          <>
            {t('revpos.total')}: <strong>{r.transferred.tricks}</strong> {t('revpos.tricks-to')} {t(`vul.${r.transferred.to}`)}
          </>
        )}{' '}
        · {t('table.tricks')}: <strong data-testid="revpos-tricks">{r.tricks.NS} / {r.tricks.EW}</strong>
        {r.scoreNS !== null && (
          <>
            {' '}· {t('table.score')}: <strong data-testid="revpos-score">{r.scoreNS}</strong>
          </>
        )}
      </p>
      {r.equity !== null && (
        <div class="question" data-question="damaged" data-law={r.equity}>
          <p>{translateId(language, 'revpos.equity', r.equity)}</p>
          <button type="button" data-answer="true" aria-pressed={finding === true} onClick={() => onFinding(true)}>
            {t('answer.yes')}
          </button>
          <button type="button" data-answer="false" aria-pressed={finding === false} onClick={() => onFinding(false)}>
            {t('answer.no')}
          </button>
          {finding !== null && (
            <p class="law-note" data-testid="revpos-finding">
              {t(finding ? 'revpos.adjust' : 'revpos.stands')}
            </p>
          )}
        </div>
      )}
      <LawList laws={r.laws} language={language} t={t} edition={e.edition ?? CURRENT_EDITION} />
      <StatementView statement={statement} language={language} t={t} edition={e.edition ?? CURRENT_EDITION} extra={finding === null ? [] : [t(finding ? 'revpos.adjust' : 'revpos.stands')]} />
      {/* Law 64A: the tricks move once the play has ended; then the result (or the director's adjusted score) goes to the traveller. */}
      {traveller !== undefined && r.playEnded && (
        <TravellerForm
          key={e.board}
          board={e.board}
          ruling={{ kind: 'revoke', contract: { level: e.level, denomination: e.denomination, risk: e.risk, declarer: e.declarer }, ruling: r, finding }}
          link={traveller.link}
          t={t}
          draft={traveller.draft}
          onDraft={traveller.onDraft}
        />
      )}
    </div>
  );
}
