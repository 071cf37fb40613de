// A claim ruled from the position the director finds at the table: he enters the cards left in each hand, the trick
// in progress, the tricks won so far and the claim; the claims chapter rules (Laws 68–71) and the desk shows the
// award with its reasons, each law summarised.
import { useState } from 'preact/hooks';
import type { Denomination, Seat } from '@bridge-laws/cards-and-boards';
import type { Adjudication } from '@bridge-laws/claims';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import { DenominationSelect, HandInputs } from './position-inputs.js';
import { SeatSelect } from './seat-select.js';
import type { EndPositionEntry } from '../ruling/end-position.js';
import { endPositionStatement, ruleFromEndPosition } from '../ruling/end-position.js';
import { StatementView } from './statement-view.js';
import { LawList } from './law-list.js';

export interface EndPositionViewProps {
  /** The board the table page shows: the statement names it. */
  readonly board: number;
  readonly regulation: Regulation;
  readonly language: Language;
  readonly t: Translate;
}

const count = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function EndPositionView({ board, regulation, language, t }: EndPositionViewProps) {
  const [hands, setHands] = useState<Record<Seat, string>>({ N: '', E: '', S: '', W: '' });
  const [trump, setTrump] = useState<Denomination>('NT');
  const [declarer, setDeclarer] = useState<Seat>('S');
  const [leader, setLeader] = useState<Seat>('S');
  const [trick, setTrick] = useState('');
  const [won, setWon] = useState({ NS: '0', EW: '0' });
  const [by, setBy] = useState<Seat>('S');
  const [tricks, setTricks] = useState('');
  const [statement, setStatement] = useState('');
  const [lines, setLines] = useState('');
  const [result, setResult] = useState<{ ok: true; value: Adjudication; entry: EndPositionEntry } | { ok: false; error: string } | null>(null);

  const rule = () => {
    const numbers = [count(won.NS), count(won.EW), count(tricks)];
    if (numbers.some((n) => Number.isNaN(n))) {
      setResult({ ok: false, error: t('endpos.numbers') });
      return;
    }
    const [NS, EW, claimed] = numbers as [number, number, number];
    const normalLines = lines.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const entry: EndPositionEntry = { hands, trump, declarer, leader, trick, tricksWon: { NS, EW }, claim: { by, tricks: claimed, statement }, normalLines };
    const r = ruleFromEndPosition(entry, regulation);
    setResult(r.ok ? { ok: true, value: r.value, entry } : r);
  };

  return (
    <details class="end-position" data-testid="end-position">
      <summary>{t('endpos.heading')}</summary>
      <p class="law-note">{t('endpos.note')}</p>
      <form class="end-position-form" onSubmit={(e) => (e.preventDefault(), rule())}>
        <fieldset>
          <legend>{t('endpos.hands')}</legend>
          <HandInputs prefix="endpos" hands={hands} t={t} onChange={setHands} />
        </fieldset>
        <DenominationSelect name="endpos-trump" label={t('claim.trump')} value={trump} t={t} onChange={setTrump} />
        <SeatSelect name="endpos-declarer" label={t('table.declarer')} value={declarer} t={t} onChange={setDeclarer} />
        <SeatSelect name="endpos-leader" label={t('endpos.leader')} value={leader} t={t} onChange={setLeader} />
        <label>
          {t('endpos.trick')} <input name="endpos-trick" value={trick} placeholder="SA H4" onInput={(e) => setTrick(e.currentTarget.value)} />
        </label>
        <label>
          {t('endpos.won')} {t('vul.NS')} <input name="endpos-won-ns" inputMode="numeric" value={won.NS} onInput={(e) => setWon({ ...won, NS: e.currentTarget.value })} />
        </label>
        <label>
          {t('vul.EW')} <input name="endpos-won-ew" inputMode="numeric" value={won.EW} onInput={(e) => setWon({ ...won, EW: e.currentTarget.value })} />
        </label>
        <SeatSelect name="endpos-by" label={t('claim.seat')} value={by} t={t} onChange={setBy} />
        <label>
          {t('endpos.claimed')} <input name="endpos-tricks" inputMode="numeric" value={tricks} onInput={(e) => setTricks(e.currentTarget.value)} />
        </label>
        <label>
          {t('claim.line')} <input name="endpos-statement" value={statement} onInput={(e) => setStatement(e.currentTarget.value)} />
        </label>
        <label>
          {t('endpos.normal-lines')} <textarea name="endpos-lines" rows={2} value={lines} onInput={(e) => setLines(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('endpos.rule')}</button>
      </form>
      {result !== null && !result.ok && (
        <p role="alert" class="error" data-testid="endpos-error">
          {result.error}
        </p>
      )}
      {result !== null && result.ok && (
        <div class="claim-award" data-testid="endpos-award">
          <p>
            <strong>{t('claim.award')}</strong> ({t('statement.law')} 70): {t(`vul.${result.value.side}`)} {result.value.awarded} {t('claim.of')} {result.value.remaining} ·{' '}
            {t('table.tricks')}: {result.value.tricks.NS} / {result.value.tricks.EW}
          </p>
          <p>{t('claim.reasons')}:</p>
          <LawList laws={result.value.laws} language={language} t={t} />
          <StatementView statement={endPositionStatement(board, result.entry, result.value, regulation)} language={language} t={t} />
        </div>
      )}
    </details>
  );
}
