// A claim ruled from the position the director finds at the table: he enters the board and contract, the cards left
// in each hand, the trick in progress, the tricks won so far and the claim; the claims chapter rules (Laws 68–71), the
// desk shows the award with its reasons, each law summarised, and sends the result to the traveller.
import { useMemo } from 'preact/hooks';
import type { Adjudication } from '@bridge-laws/claims';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import type { ClaimDraft, ClaimFields } from '../store/entered.js';
import { ContractFieldset, HandInputs } from './position-inputs.js';
import { SeatSelect } from './seat-select.js';
import type { EndPositionEntry } from '../ruling/end-position.js';
import type { EnteredContract } from '../ruling/ruling-result.js';
import { endPositionStatement, ruleFromEndPosition } from '../ruling/end-position.js';
import { StatementView } from './statement-view.js';
import { LawList } from './law-list.js';
import type { TravellerLink } from './traveller-form.js';
import { TravellerForm } from './traveller-form.js';
import { Problems } from './problems.js';

export interface EndPositionViewProps {
  /** What is typed in, kept with the desk's state: a reload mid-ruling restores it. */
  readonly draft: ClaimDraft;
  readonly onDraft: (d: ClaimDraft) => void;
  readonly regulation: Regulation;
  readonly language: Language;
  readonly t: Translate;
  /** The table page writes the award to the session's traveller. */
  readonly traveller?: TravellerLink;
}

const count = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The award, or the entry at fault (null: a number that is not one). */
type Ruled = { ok: true; value: Adjudication; entry: EndPositionEntry; board: number; contract: EnteredContract } | { ok: false; error: string | null };

/** The fields as the director typed them, ruled on by the claims chapter. */
function ruleOn(f: ClaimFields, regulation: Regulation): Ruled {
  const numbers = [count(f.won.NS), count(f.won.EW), count(f.tricks)];
  const board = count(f.board);
  if (numbers.some((n) => Number.isNaN(n)) || !(board >= 1)) return { ok: false, error: null };
  const [NS, EW, claimed] = numbers as [number, number, number];
  const normalLines = f.lines.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const entry: EndPositionEntry = { hands: f.hands, trump: f.trump, declarer: f.declarer, leader: f.leader, trick: f.trick, tricksWon: { NS, EW }, claim: { by: f.by, tricks: claimed, statement: f.statement }, normalLines };
  const r = ruleFromEndPosition(entry, regulation);
  return r.ok ? { ok: true, value: r.value, entry, board, contract: { level: count(f.level), denomination: f.trump, risk: f.risk, declarer: f.declarer } } : r;
}

export function EndPositionView({ draft, onDraft, regulation, language, t, traveller }: EndPositionViewProps) {
  const { board, level, risk, hands, trump, declarer, leader, trick, won, by, tricks, statement, lines } = draft.fields;
  const result = useMemo(() => (draft.ruled === null ? null : ruleOn(draft.ruled, regulation)), [draft.ruled, regulation]);
  const set = (change: Partial<ClaimFields>) => onDraft({ ...draft, fields: { ...draft.fields, ...change } });
  const rule = () => onDraft({ ...draft, ruled: draft.fields });

  return (
    <details class="end-position" data-testid="end-position" open={draft.open} onToggle={(e) => e.currentTarget.open !== draft.open && onDraft({ ...draft, open: e.currentTarget.open })}>
      <summary>{t('endpos.heading')}</summary>
      <p class="law-note">{t('endpos.note')}</p>
      <form class="end-position-form" onSubmit={(e) => (e.preventDefault(), rule())}>
        <ContractFieldset
          prefix="endpos"
          denominationName="endpos-trump"
          value={{ board, level, denomination: trump, risk, declarer }}
          t={t}
          // The claim's form keeps the denomination as its trump suit.
          onChange={({ denomination, ...rest }) => set(denomination === undefined ? rest : { ...rest, trump: denomination })}
        />
        <fieldset>
          <legend>{t('endpos.hands')}</legend>
          <HandInputs prefix="endpos" hands={hands} t={t} onChange={(h) => set({ hands: h })} />
        </fieldset>
        <SeatSelect name="endpos-leader" label={t('endpos.leader')} value={leader} t={t} onChange={(l) => set({ leader: l })} />
        <label>
          {t('endpos.trick')} <input name="endpos-trick" value={trick} placeholder="SA H4" onInput={(e) => set({ trick: e.currentTarget.value })} />
        </label>
        <label>
          {t('endpos.won')} {t('vul.NS')} <input name="endpos-won-ns" inputMode="numeric" value={won.NS} onInput={(e) => set({ won: { ...won, NS: e.currentTarget.value } })} />
        </label>
        <label>
          {t('vul.EW')} <input name="endpos-won-ew" inputMode="numeric" value={won.EW} onInput={(e) => set({ won: { ...won, EW: e.currentTarget.value } })} />
        </label>
        <SeatSelect name="endpos-by" label={t('claim.seat')} value={by} t={t} onChange={(b) => set({ by: b })} />
        <label>
          {t('endpos.claimed')} <input name="endpos-tricks" inputMode="numeric" value={tricks} onInput={(e) => set({ tricks: e.currentTarget.value })} />
        </label>
        <label>
          {t('claim.line')} <input name="endpos-statement" value={statement} onInput={(e) => set({ statement: e.currentTarget.value })} />
        </label>
        <label>
          {t('endpos.normal-lines')} <textarea name="endpos-lines" rows={2} value={lines} onInput={(e) => set({ lines: e.currentTarget.value })} />
        </label>
        <button type="submit">{t('endpos.rule')}</button>
      </form>
      {result !== null && !result.ok && <Problems problems={result.error ?? t('endpos.numbers')} testId="endpos-error" />}
      {result !== null && result.ok && (
        <div class="claim-award" data-testid="endpos-award">
          <p>
            <strong>{t('claim.award')}</strong> ({t('statement.law')} 70): {t(`vul.${result.value.side}`)} {result.value.awarded} {t('claim.of')} {result.value.remaining} ·{' '}
            {t('table.tricks')}: {result.value.tricks.NS} / {result.value.tricks.EW}
          </p>
          <p>{t('claim.reasons')}:</p>
          <LawList laws={result.value.laws} language={language} t={t} />
          <StatementView statement={endPositionStatement(result.board, result.entry, result.value, regulation, result.contract)} language={language} t={t} />
          {traveller !== undefined && (
            <TravellerForm
              key={result.board}
              board={result.board}
              ruling={{ kind: 'claim', contract: result.contract, award: result.value }}
              link={traveller}
              t={t}
              draft={draft.traveller}
              onDraft={(d) => onDraft({ ...draft, traveller: d })}
            />
          )}
        </div>
      )}
    </details>
  );
}
