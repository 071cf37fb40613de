// What the director says at the table: who chooses among which options, the director's own questions,
// the consequences in force and the laws cited, each summarised in the interface language.
import { useState } from 'preact/hooks';
import type { Edition, Suit } from '@bridge-laws/cards-and-boards';
import type { ComponentChildren } from 'preact';
import type { Report, RulingStatement } from '@bridge-laws/table';
import type { Language, Translate } from '../i18n/messages.js';
import { translateId } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';
import type { Finding } from '../ruling/answers.js';
import { answersFor, typedFinding } from '../ruling/answers.js';
import { LawList } from './law-list.js';
import { RevokeView } from './revoke-view.js';
import { StatementView } from './statement-view.js';
import { SUIT_SYMBOL, cardText } from './symbols.js';

export interface RulingPanelProps {
  readonly report: Report;
  /** Laws cited for the last recorded action. */
  readonly lastLaws: readonly string[];
  /** The engine's record: each step's law and summary, with the engine's own sentence as its detail. */
  readonly notes: readonly { readonly text: string; readonly detail: string }[];
  readonly language: Language;
  readonly t: Translate;
  readonly onDecide: (option: string, suit?: Suit) => void;
  readonly onFact: (question: string, value: Finding) => void;
  readonly onAnnounce: () => void;
  /** The ruling statement to read out; shown when there is anything to say. */
  readonly statement?: RulingStatement;
  /** The statement went to the session's ruling log when read out. */
  readonly logged?: boolean;
  /** The claim, its remaining hands and its award (Laws 68–71), when there is one. */
  readonly claim?: ComponentChildren;
  /** The suits the pending choice lets the chooser name (Laws 26B, 50D2, 51B2, 57A3, 57A4); none when it names none. */
  readonly suits?: readonly Suit[] | null;
  /** The edition of the Laws the table follows: its law numbers and summaries. */
  readonly edition?: Edition;
}

/** Options that name a suit: each is offered with the suits the law allows, and only those. */
const SUIT_OPTIONS = new Set(['require-suit', 'prohibit-suit', 'other-suit']);

export function RulingPanel({ report, lastLaws, notes, language, t, onDecide, onFact, onAnnounce, statement, logged = false, claim = null, suits = null, edition = '2017' }: RulingPanelProps) {
  const p = report.pending;
  return (
    <section class="ruling" aria-label={t('ruling.heading')}>
      <h2>{t('ruling.heading')}</h2>
      {claim}
      {p === null && <p class="ruling-none">{t('ruling.none')}</p>}
      {p !== null && 'options' in p && (
        <div class="choice" data-testid="choice">
          <p>
            <strong data-testid="chooser">{t(`seat.${p.by}`)}</strong> {t('ruling.chooses')} ({t('law.word')} {p.law}
            {lawSummary(p.law, language, edition) === null ? '' : ` — ${lawSummary(p.law, language, edition)}`})
          </p>
          <div class="options">
            {p.options.map((o) => (
              <span key={o} class="option">
                <button type="button" data-option={o} onClick={() => onDecide(o)}>
                  {translateId(language, 'option', o) === o ? cardText(o) : translateId(language, 'option', o)}
                </button>
                {SUIT_OPTIONS.has(o) &&
                  (suits ?? []).map((s) => (
                    <button key={s} type="button" class="suit-choice" data-option={o} data-suit={s} aria-label={`${translateId(language, 'option', o)} ${SUIT_SYMBOL[s]}`} onClick={() => onDecide(o, s)}>
                      {SUIT_SYMBOL[s]}
                    </button>
                  ))}
              </span>
            ))}
          </div>
        </div>
      )}
      {p !== null && 'questions' in p && (
        <div class="questions" data-testid="questions">
          <p>
            <strong>{t('ruling.director')}</strong> ({t('law.word')} {p.law}
            {lawSummary(p.law, language, edition) === null ? '' : ` — ${lawSummary(p.law, language, edition)}`})
          </p>
          {p.questions.map((q) => (
            <Question key={q} question={q} law={p.law} language={language} t={t} onFact={onFact} />
          ))}
        </div>
      )}
      <RevokeView report={report} transfers={(statement?.consequences ?? []).filter((c) => c.kind === 'tricks-transferred')} language={language} t={t} edition={edition} />
      <Consequences report={report} t={t} />
      {lastLaws.length > 0 && (
        <div class="last-laws">
          <h3>{t('ruling.last-laws')}</h3>
          <LawList laws={lastLaws} language={language} t={t} edition={edition} />
        </div>
      )}
      {report.laws.length > 0 && (
        <details class="all-laws">
          <summary>{t('ruling.all-laws')}</summary>
          <LawList laws={report.laws} language={language} t={t} edition={edition} />
        </details>
      )}
      {notes.length > 0 && (
        <details class="engine-notes">
          <summary>{t('ruling.engine-notes')}</summary>
          <ol>
            {notes.map((n, i) => (
              <li key={i} title={n.detail}>
                {n.text}
              </li>
            ))}
          </ol>
        </details>
      )}
      {statement !== undefined && (statement.happened.length > 0 || statement.consequences.length > 0 || statement.choice !== null || statement.questions !== null) && (
        <StatementView statement={statement} language={language} t={t} edition={edition} />
      )}
      <button type="button" class="announce" onClick={onAnnounce}>
        {t('ruling.announce')}
      </button>
      {logged && (
        <p role="status" class="law-note" data-testid="statement-logged">
          {t('statement.logged')}
        </p>
      )}
    </section>
  );
}

function Question(props: { question: string; law: string; language: Language; t: Translate; onFact: (q: string, v: Finding) => void }) {
  const { question, law, language, t, onFact } = props;
  const [text, setText] = useState('');
  const answers = answersFor(question, law);
  return (
    <div class="question" data-question={question}>
      <p>{translateId(language, 'fact', question)}</p>
      {answers === null ? (
        <form onSubmit={(e) => (e.preventDefault(), text.trim() !== '' && onFact(question, typedFinding(question, text)))}>
          <input value={text} aria-label={translateId(language, 'fact', question)} onInput={(e) => setText(e.currentTarget.value)} />
          <button type="submit">{t('answer.record')}</button>
        </form>
      ) : (
        answers.map((a) => (
          <button key={String(a.value)} type="button" data-answer={String(a.value)} onClick={() => onFact(question, a.value)}>
            {t(a.label)}
          </button>
        ))
      )}
    </div>
  );
}

function Consequences({ report, t }: { report: Report; t: Translate }) {
  const items = [
    ...report.mustPass.map((m) => `${t(`seat.${m.seat}`)} ${t('ruling.must-pass')} ${m.until === 'next-turn' || m.until === 'end-of-auction' ? t(`until.${m.until}`) : m.until}`),
    ...report.leadRestrictions.map((r) => `${t('ruling.lead-restriction')} ${t(`seat.${r.leader}`)} (${t('law.word')} ${r.law})`),
    ...report.penaltyCards.map((c) => `${t(`seat.${c.seat}`)}: ${cardText(c.card)} — ${t('ruling.penalty-card')} (${t(`kind.${c.kind}`)})`),
  ];
  if (items.length === 0) return null;
  return (
    <div class="consequences">
      <h3>{t('ruling.consequences')}</h3>
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}
