// The director is called to the table: one button for each common irregularity, then the few facts that record it
// (who, which card or call). Each starts the table event the engines rule on; the ruling panel then shows the law's
// options or the director's questions, so the ruling runs from the call to the table to its end.
import { useState } from 'preact/hooks';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, lhoOf, partnerOf, rhoOf } from '@bridge-laws/cards-and-boards';
import type { TablePhase, TableState } from '@bridge-laws/table';
import type { Translate } from '../i18n/messages.js';
import type { AttentionRecord, Irregularity } from '../ruling/attention-events.js';
import { IRREGULARITIES, IRREGULARITY_LAWS, availableIn, heldCards, insufficientBids, seatsOutOfTurn } from '../ruling/attention-events.js';
import { callText, cardText } from './symbols.js';

export interface IrregularityControlProps {
  readonly state: TableState;
  readonly phase: TablePhase;
  /** The seat due to act, or null. */
  readonly turn: Seat | null;
  readonly t: Translate;
  readonly onRecord: (r: AttentionRecord) => void;
}

const CALLS = ['P', 'X', 'XX', ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((d) => `${l}${d}`))];

function Select<T extends string>(props: { name: string; label: string; value: T; values: readonly T[]; text: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <label>
      {props.label}{' '}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as T)}>
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.text(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function IrregularityControl({ state, phase, turn, t, onRecord }: IrregularityControlProps) {
  const [kind, setKind] = useState<Irregularity | null>(null);
  const shown = IRREGULARITIES.filter((k) => availableIn(k, phase));
  const open = kind !== null && shown.includes(kind) ? kind : null;
  const done = (r: AttentionRecord) => {
    onRecord(r);
    setKind(null);
  };
  return (
    <section class="irregularity-control" aria-label={t('irregular.heading')}>
      <h3>{t('irregular.heading')}</h3>
      <div class="irregularity-buttons">
        {shown.map((k) => (
          <button key={k} type="button" data-irregularity={k} aria-pressed={open === k} onClick={() => setKind(open === k ? null : k)}>
            {t(`irregular.${k}`)} <small>({t('law.word')} {IRREGULARITY_LAWS[k]})</small>
          </button>
        ))}
      </div>
      {open !== null && <IrregularityForm key={`${open}-${turn ?? ''}`} kind={open} state={state} turn={turn} t={t} onRecord={done} />}
    </section>
  );
}

function IrregularityForm({ kind, state, turn, t, onRecord }: { kind: Irregularity; state: TableState; turn: Seat | null; t: Translate; onRecord: (r: AttentionRecord) => void }) {
  const outOfTurn = seatsOutOfTurn(turn);
  const offenderSeats = kind === 'lead-out-of-turn' || kind === 'call-out-of-rotation' ? outOfTurn : SEATS;
  const [by, setBy] = useState<Seat>(kind === 'lead-out-of-turn' && turn !== null ? partnerOf(turn) : kind === 'insufficient-bid' && turn !== null ? turn : (offenderSeats[0] ?? 'N'));
  const cards = heldCards(state, by);
  const [card, setCard] = useState<Card | null>(null);
  const chosenCard = card !== null && cards.includes(card) ? card : (cards[0] ?? null);
  const [deliberate, setDeliberate] = useState(false);
  const bids = insufficientBids(state).map((b) => b.text);
  const calls = kind === 'insufficient-bid' ? bids : CALLS;
  const [call, setCall] = useState<string | null>(null);
  const chosenCall = call !== null && calls.includes(call) ? call : (calls[calls.length - 1] ?? null);
  const [calledBy, setCalledBy] = useState<Seat | null>(null);
  const caller = calledBy ?? lhoOf(by);
  const seatText = (s: Seat) => t(`seat.${s}`);
  const offender = (label: 'irregular.offender' | 'irregular.misinformed' | 'irregular.hesitated') => (
    <Select name="irregularity-by" label={t(label)} value={by} values={offenderSeats} text={seatText} onChange={setBy} />
  );

  if (kind === 'misinformation' || kind === 'hesitation') {
    return (
      <div class="irregularity-form" data-form={kind}>
        {offender(kind === 'misinformation' ? 'irregular.misinformed' : 'irregular.hesitated')}
        {kind === 'misinformation' ? (
          <button type="button" class="irregularity-record" onClick={() => onRecord({ kind, by })}>
            {t('irregular.record-misinformation')}
          </button>
        ) : (
          <>
            <button type="button" class="irregularity-record" onClick={() => onRecord({ kind, by })}>
              {t('irregular.record-hesitation')}
            </button>
            <Select name="irregularity-called-by" label={t('irregular.called-by')} value={caller} values={[lhoOf(by), rhoOf(by)]} text={seatText} onChange={setCalledBy} />
            <button type="button" class="irregularity-rule" onClick={() => onRecord({ kind: 'unauthorized-information', by: caller })}>
              {t('irregular.rule-ui')}
            </button>
          </>
        )}
      </div>
    );
  }
  const withCard = kind === 'lead-out-of-turn' || kind === 'exposed-card';
  const submit = () => {
    if (withCard) {
      if (chosenCard === null) return;
      onRecord(kind === 'lead-out-of-turn' ? { kind, by, card: chosenCard } : { kind, by, card: chosenCard, deliberate });
    } else if (chosenCall !== null) onRecord({ kind, by, call: chosenCall });
  };
  return (
    <form class="irregularity-form" data-form={kind} onSubmit={(e) => (e.preventDefault(), submit())}>
      {offender('irregular.offender')}
      {withCard && chosenCard !== null && <Select<Card> name="irregularity-card" label={t('irregular.card')} value={chosenCard} values={cards} text={cardText} onChange={setCard} />}
      {kind === 'exposed-card' && (
        <label>
          <input type="checkbox" checked={deliberate} onChange={(e) => setDeliberate(e.currentTarget.checked)} /> {t('cards.deliberate')}
        </label>
      )}
      {!withCard && (calls.length === 0 ? (
        <p class="law-note">{t('irregular.no-bid')}</p>
      ) : (
        <Select<string> name="irregularity-call" label={t('irregular.call')} value={chosenCall ?? ''} values={calls} text={callText} onChange={setCall} />
      ))}
      <button type="submit" class="irregularity-record" disabled={withCard ? chosenCard === null : chosenCall === null}>
        {t('irregular.record')}
      </button>
    </form>
  );
}
