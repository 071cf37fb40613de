// One board at the table: the bidding box and four hands record what happened; the engine rules and
// the ruling panel says what the director tells the players. Shared by the table page and the guide.
import { useMemo, useState } from 'preact/hooks';
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { holderOf, parsePbnDeal } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import { report, rulingStatement } from '@bridge-laws/table';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import { refusalText } from '../ruling/refusal-text.js';
import { lawSummary } from '../i18n/law-summaries.js';
import { statementLines } from '../ruling/statement-text.js';
import type { BoardRecord } from '../store/desk-state.js';
import { cardsPlayed, record, replay, startTable, withoutLast } from '../table/record.js';
import { caseEventVocabulary } from '@bridge-laws/table';
import { flow } from '../table/vocabulary.js';
import { suitsOffered } from '../ruling/suit-choices.js';
import { lawOptions } from '../ruling/law-options.js';
import { playPosition } from '../analysis/play-position.js';
import { CALL_DIRECTOR, CLAIM_FINDINGS, claimAnswer, claimEvent } from '../ruling/claim-answers.js';
import { AuctionView } from './auction-view.js';
import { BiddingBox } from './bidding-box.js';
import { AttentionControl } from './attention-control.js';
import { IrregularityControl } from './irregularity-control.js';
import { attentionEvent } from '../ruling/attention-events.js';
import { ClaimControl } from './claim-control.js';
import { ClaimView, awaitingDirector } from './claim-view.js';
import { DoubleDummyPanel } from './double-dummy-panel.js';
import { HandDiagram } from './hand-diagram.js';
import { RulingPanel } from './ruling-panel.js';
import type { TravellerLink } from './traveller-form.js';
import { TravellerForm } from './traveller-form.js';
import { callText } from './symbols.js';
import { Problems } from './problems.js';

export interface TableDeskProps {
  readonly board: BoardRecord;
  readonly events: readonly CaseEvent[];
  readonly onEvents: (events: readonly CaseEvent[]) => void;
  readonly regulation: Regulation;
  readonly language: Language;
  readonly t: Translate;
  /** The table page offers the double-dummy panel; the guide's walks do not. */
  readonly doubleDummy?: boolean;
  /** The table page sends results to the session's traveller; the guide's walks do not. */
  readonly traveller?: TravellerLink;
}

type CardMode = 'play' | 'expose';

export function TableDesk({ board, events, onEvents, regulation, language, t, doubleDummy = false, traveller }: TableDeskProps) {
  const [refused, setRefused] = useState<{ code: string; message: string; law?: string } | null>(null);
  const [mode, setMode] = useState<CardMode>('play');
  const [deliberate, setDeliberate] = useState(false);
  // Law 68D2(a): the director was called on a disputed claim when the record had this many events.
  const [calledAt, setCalledAt] = useState<number | null>(null);
  // The record's length after the last statement went to the ruling log.
  const [loggedAt, setLoggedAt] = useState<number | null>(null);
  const start = useMemo(() => startTable(board, regulation), [board, regulation]);
  const played = useMemo(() => (start.ok ? replay(start.value, events) : null), [start, events]);
  const deal = useMemo(() => (board.deal === null ? null : parsePbnDeal(board.deal)), [board.deal]);

  if (!start.ok || played === null) {
    return <Problems problems={start.ok ? '' : start.error.message} />;
  }
  const r = report(played.state);
  const p = r.pending;
  // Once called, the director gives the findings Law 70 rules with (recorded as `facts`).
  const called = calledAt === events.length && p !== null && 'options' in p && p.options.includes(CALL_DIRECTOR);
  const claim = played.state.claim;
  // Law 68D2(a): a disputed claim shows no result until the director has ruled; the tricks are those won so far.
  const withheld = awaitingDirector(claim);
  const seen = withheld && claim !== null ? { ...r, tricks: claim.position.tricksWon, score: null, transferred: null } : r;
  // Law 70: the director's findings; whether the claimer knew of an outstanding trump means nothing at no trumps.
  const findings = CLAIM_FINDINGS.filter((q) => q !== 'claimer-aware-of-trump' || !(r.contract ?? '').includes('NT'));
  // The options the law gives (Law 57A4's prohibition as well), in the panel and in the statement alike.
  const offered = lawOptions(played.state);
  const lawful = offered !== null && p !== null && 'options' in p ? { ...seen, pending: { ...p, options: [...offered] } } : seen;
  const shown = called ? { ...seen, pending: { by: 'director' as const, questions: findings, law: '70' } } : lawful;
  const last = played.steps[played.steps.length - 1];
  // Laws 64A, 64B: the statement states each revoke's transfer with the item of Law 64 that decided it.
  const ruled = rulingStatement(played.state);
  const choice = offered !== null && ruled.choice !== null ? { ...ruled.choice, options: offered } : ruled.choice;
  const statement = withheld ? { ...ruled, choice, result: null } : { ...ruled, choice };

  const act = (e: CaseEvent) => {
    const next = record(played, e);
    if (!next.ok) {
      setRefused({ code: next.error.code, message: next.error.message, ...(next.error.law === undefined ? {} : { law: next.error.law }) });
      return;
    }
    setRefused(null);
    onEvents([...events, e]);
  };
  const table = (by: Seat, action: 'call' | 'change' | 'play' | 'expose' | 'decide' | 'attention' | 'ask', value: string, extra: { how?: 'deliberate'; suit?: Suit } = {}) =>
    act({ kind: 'table', event: { by, action, value, ...extra } });

  const onCard = (card: Card) => {
    if (deal === null || !deal.ok) return;
    const by = holderOf(deal.value, card);
    if (by === undefined) return;
    if (mode === 'play') table(by, 'play', card);
    else table(by, 'expose', card, deliberate ? { how: 'deliberate' } : {});
  };
  const gone = cardsPlayed(played.steps);
  const remaining = 13 - r.tricks.NS - r.tricks.EW;
  const faceUp = new Set(r.penaltyCards.map((c) => c.card as Card));
  const stepsOf = (state: typeof played.state) => state.auction.steps;

  return (
    <div class="table-desk">
      <p class="status" data-testid="status">
        {t('table.status')}: <strong data-testid="phase">{t(`phase.${r.phase}`)}</strong>
        {r.turn !== null && r.pending === null && (
          <>
            {' '}· {t('table.turn')}: <strong data-testid="turn">{t(`seat.${r.turn}`)}</strong>
          </>
        )}
        {r.contract !== null && r.contract !== 'passed-out' && r.declarer !== null && (
          <>
            {' '}· {t('table.contract')}: <strong data-testid="contract">{callText(r.contract)}</strong> {t('table.declarer')} {t(`seat.${r.declarer}`)}
          </>
        )}
        {(r.phase === 'play' || r.phase === 'ended') && (
          <>
            {' '}· {t('table.tricks')}: <strong data-testid="tricks">{seen.tricks.NS} / {seen.tricks.EW}</strong>
          </>
        )}
        {seen.score !== null && (
          <>
            {' '}· {t('table.score')}: <strong data-testid="score">{seen.score.NS}</strong>
          </>
        )}
      </p>
      {refused !== null && (
        <p role="alert" class="error refusal" data-code={refused.code}>
          <strong>{t('refusal.heading')}:</strong> {refusalText(language, refused)}{' '}
          {language === 'en' ? <small>({refused.message})</small> : <small title={refused.message}>({t('refusal.detail')})</small>}
        </p>
      )}
      <div class={`table-grid${r.phase === 'auction' ? ' in-auction' : ''}`}>
        <div class="left">
          <AuctionView dealer={played.state.dealer} calls={r.auction} t={t} />
          {r.phase === 'auction' || r.phase === 'lead' || r.phase === 'passed-out' ? (
            <BiddingBox turn={r.turn} fallback={played.state.dealer} t={t} onCall={(by, call, change) => table(by, change ? 'change' : 'call', call)} />
          ) : (
            // After the auction the bidding box steps aside (a late change still reaches it, Law 25A5, until the lead).
            <details class="bidding-box-folded">
              <summary>{t('box.heading')}</summary>
              <BiddingBox turn={r.turn} fallback={played.state.dealer} t={t} onCall={(by, call, change) => table(by, change ? 'change' : 'call', call)} />
            </details>
          )}
          <IrregularityControl state={played.state} phase={r.phase} turn={r.turn} t={t} onRecord={(rec) => act(attentionEvent(rec))} />
          {(r.phase === 'play' || r.phase === 'ended') && r.declarer !== null && (
            <AttentionControl
              declarer={r.declarer}
              playing={r.phase === 'play'}
              t={t}
              onRevoke={(by) => table(by, 'attention', 'revoke')}
              onAsk={(by, asked) => table(by, 'ask', asked)}
            />
          )}
          {r.phase === 'play' && r.turn !== null && r.declarer !== null && (
            <ClaimControl
              key={remaining}
              declarer={r.declarer}
              remaining={remaining}
              t={t}
              onClaim={(by, kind, tricks, line) => act(claimEvent(by, kind, tricks, line))}
            />
          )}
        </div>
        {deal !== null && deal.ok && (
          <section class="cards" aria-label={t('cards.heading')}>
            <h3>{t('cards.heading')}</h3>
            <div class="card-mode">
              {t('cards.mode')}:{' '}
              <label>
                <input type="radio" name="card-mode" checked={mode === 'play'} onChange={() => setMode('play')} /> {t('cards.play')}
              </label>{' '}
              <label>
                <input type="radio" name="card-mode" checked={mode === 'expose'} onChange={() => setMode('expose')} /> {t('cards.expose')}
              </label>
              {mode === 'expose' && (
                <label>
                  <input type="checkbox" checked={deliberate} onChange={(e) => setDeliberate(e.currentTarget.checked)} /> {t('cards.deliberate')}
                </label>
              )}
            </div>
            <div class="compass">
              {(['N', 'W', 'E', 'S'] as const).map((s) => (
                <HandDiagram key={s} seat={s} hand={deal.value.hands[s]} t={t} onCard={onCard} gone={gone} faceUp={faceUp} active={r.turn === s} />
              ))}
            </div>
          </section>
        )}
        <div class="right">
          <RulingPanel
            claim={claim === null ? null : <ClaimView claim={claim} language={language} t={t} />}
            report={shown}
            suits={suitsOffered(played.state)}
            edition={played.state.edition}
            lastLaws={last?.laws ?? []}
            // The engine's record, in every language alike: each step's law with its summary (the law book's words); the
            // engine's own English sentence is the hover text.
            notes={stepsOf(played.state).map((s) => ({ text: `${s.law}: ${lawSummary(s.law, language, played.state.edition) ?? s.note}`, detail: s.note }))}
            language={language}
            t={t}
            onDecide={(option, suit) => {
              if (p === null || !('options' in p)) return;
              if (option === CALL_DIRECTOR) return setCalledAt(events.length);
              const answer = claimAnswer(p.by, option);
              if (answer !== null) act(answer);
              else table(p.by, 'decide', option, suit === undefined ? {} : { suit });
            }}
            onFact={(q, v) => act({ kind: 'facts', facts: { [q]: v } })}
            statement={statement}
            logged={loggedAt === events.length}
            onAnnounce={() => {
              act({ kind: 'expect', expect: {} });
              // The statement read out goes to the session's ruling log, in each language.
              if (traveller === undefined) return;
              const entry = { board: board.board, at: new Date().toISOString(), en: statementLines(statement, 'en', played.state.edition), pl: statementLines(statement, 'pl', played.state.edition), cs: statementLines(statement, 'cs', played.state.edition), laws: statement.laws };
              traveller.onSession({ ...traveller.session, rulings: [...(traveller.session.rulings ?? []), entry] });
              setLoggedAt(events.length + 1);
            }}
          />
          {traveller !== undefined && !withheld && (r.phase === 'ended' || r.phase === 'passed-out' || r.adjusted !== null) && (
            <TravellerForm key={board.board} board={board.board} ruling={{ kind: 'table', report: r }} link={traveller} t={t} />
          )}
        </div>
      </div>
      {doubleDummy && deal !== null && deal.ok && <DoubleDummyPanel key={board.deal} deal={deal.value} play={playPosition(played.state)} t={t} />}
      <section class="record" aria-label={t('record.heading')}>
        <h3>{t('record.heading')}</h3>
        {played.steps.length === 0 ? (
          <p>{t('record.empty')}</p>
        ) : (
          <ol data-testid="record">
            {played.steps.map((s, i) => (
              <li key={i} class={s.refusal === null ? '' : 'refused'}>
                <code>{flow(caseEventVocabulary(s.event))}</code>
                {s.refusal !== null && ` — ${t('record.refused')}: ${s.refusal.code}`}
              </li>
            ))}
          </ol>
        )}
        <button
          type="button"
          class="undo"
          disabled={events.length === 0}
          onClick={() => {
            setRefused(null);
            onEvents(withoutLast(events));
          }}
        >
          {t('record.undo')}
        </button>
      </section>
    </div>
  );
}
