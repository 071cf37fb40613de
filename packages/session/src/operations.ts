// Adding rulings and filing, concurring, deciding or withdrawing appeals in a session — each a pure step.
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RulingInput, RulingRecord, RulingRefusal } from '@bridge-laws/irregularities';
import { checkAdjusted, makeRuling } from '@bridge-laws/irregularities';
import type { Appeal, AppealRefusal, Appellant, DecisionInput, Issue } from '@bridge-laws/appeals';
import { applyDecision, concur, decide, fileAppeal, hearAppeal, reviewByChiefDirector, withdraw } from '@bridge-laws/appeals';
import type { Regulation } from '@bridge-laws/regulation';
import type { Session, SessionRefusal } from './session.js';
import { nextId, resultAt } from './session.js';

export type OperationRefusal = SessionRefusal | RulingRefusal | AppealRefusal;

/** Add a ruling for a board at a table that has a result line; the id is the next free `rN` when absent. */
export function addRuling(session: Session, input: Omit<RulingInput, 'id'> & { readonly id?: string }): Result<Session, OperationRefusal> {
  if (resultAt(session, input.board, input.table) === undefined) {
    return err(refusal('unknown-table', `board ${input.board} has no result line at table ${input.table}`));
  }
  const id = input.id ?? nextId('r', session.rulings);
  if (session.rulings.some((r) => r.id === id)) return err(refusal('duplicate-id', `ruling "${id}" exists already`));
  const r = makeRuling({ ...input, id });
  if (!r.ok) return r;
  return ok({ ...session, rulings: [...session.rulings, r.value] });
}

function findRuling(session: Session, id: string): Result<RulingRecord, SessionRefusal> {
  const r = session.rulings.find((x) => x.id === id);
  return r === undefined ? err(refusal('unknown-ruling', `no ruling "${id}" (known: ${session.rulings.map((x) => x.id).join(', ') || 'none'})`)) : ok(r);
}

function findAppeal(session: Session, id: string): Result<Appeal, SessionRefusal> {
  const a = session.appeals.find((x) => x.id === id);
  return a === undefined ? err(refusal('unknown-appeal', `no appeal "${id}" (known: ${session.appeals.map((x) => x.id).join(', ') || 'none'})`)) : ok(a);
}

function replaceAppeal(session: Session, appeal: Appeal): Session {
  return { ...session, appeals: session.appeals.map((a) => (a.id === appeal.id ? appeal : a)) };
}

export interface SessionFiling {
  readonly rulingId: string;
  /** The appellant contestant (pair or team) as the result lines name it. */
  readonly contestant: string;
  readonly filedBy: Appellant;
  readonly filedAt: string;
  readonly issues: readonly Issue[];
  readonly id?: string;
}

/**
 * Law 92: a contestant files an appeal against a ruling. Which side it sat at the ruling's table comes
 * from the result line; a contestant who was not at that table has no right (92A).
 */
export function fileSessionAppeal(session: Session, filing: SessionFiling, regulation: Regulation): Result<Session, OperationRefusal> {
  const ruling = findRuling(session, filing.rulingId);
  if (!ruling.ok) return ruling;
  const line = resultAt(session, ruling.value.board, ruling.value.table);
  const side: Side | undefined = line?.ns === filing.contestant ? 'NS' : line?.ew === filing.contestant ? 'EW' : undefined;
  if (side === undefined) {
    return err(refusal('no-right', `${filing.contestant} did not play board ${ruling.value.board} at table ${ruling.value.table}, where ruling ${ruling.value.id} was made`, lawRef('92A')));
  }
  const id = filing.id ?? nextId('a', session.appeals);
  if (session.appeals.some((a) => a.id === id)) return err(refusal('duplicate-id', `appeal "${id}" exists already`));
  const a = fileAppeal(
    { id, ruling: ruling.value, table: ruling.value.table, side, filedBy: filing.filedBy, filedAt: filing.filedAt, eventKind: session.event.kind, issues: filing.issues, scoresOfficialAt: session.scoresOfficialAt },
    regulation.settings,
  );
  if (!a.ok) return a;
  return ok({ ...session, appeals: [...session.appeals, a.value] });
}

/** Law 92D: a partner or the captain concurs. */
export function concurSessionAppeal(session: Session, appealId: string, who: Appellant): Result<Session, OperationRefusal> {
  const a = findAppeal(session, appealId);
  if (!a.ok) return a;
  const c = concur(a.value, who);
  return c.ok ? ok(replaceAppeal(session, c.value)) : c;
}

/**
 * Law 93: review by the chief director, hearing by the body he sends it to, and decision — in one step,
 * each stage checked by the appeals state machine. The ruling itself is kept as given; its effect
 * after the decision is what `effectiveRuling` returns and the results use.
 */
export function decideSessionAppeal(session: Session, appealId: string, decision: DecisionInput, regulation: Regulation): Result<Session, OperationRefusal> {
  const found = findAppeal(session, appealId);
  if (!found.ok) return found;
  let a = found.value;
  if (a.status === 'filed' || a.status === 'awaiting-concurrence') {
    const r = reviewByChiefDirector(a, regulation.settings);
    if (!r.ok) return r;
    a = r.value;
  }
  if (a.status === 'with-chief-director' || a.status === 'before-committee') {
    const h = hearAppeal(a, decision.by);
    if (!h.ok) return h;
    a = h.value;
  }
  const d = decide(a, decision, regulation.settings);
  if (!d.ok) return d;
  if (d.value.decision?.scoreEffect !== undefined) {
    const ruling = findRuling(session, a.rulingId);
    if (!ruling.ok) return ruling;
    const changed = applyDecision(ruling.value, d.value);
    if (!changed.ok) return changed;
    // The new score must itself be a valid adjusted score (weights summing to one, real results).
    const effect = changed.value.scoreEffect;
    if (effect.kind === 'adjusted') {
      const checked = checkAdjusted(effect.adjusted, changed.value.board, effect.artificialReason);
      if (!checked.ok) return checked;
    }
  }
  return ok(replaceAppeal(session, d.value));
}

/** The appellant withdraws. */
export function withdrawSessionAppeal(session: Session, appealId: string): Result<Session, OperationRefusal> {
  const a = findAppeal(session, appealId);
  if (!a.ok) return a;
  const w = withdraw(a.value);
  return w.ok ? ok(replaceAppeal(session, w.value)) : w;
}

/** A ruling as it stands after every decided appeal against it. */
export function effectiveRuling(session: Session, ruling: RulingRecord): Result<RulingRecord, Refusal<string>> {
  let current = ruling;
  for (const a of session.appeals) {
    if (a.rulingId !== ruling.id || a.status !== 'decided') continue;
    const r = applyDecision(current, a);
    if (!r.ok) return r;
    current = r.value;
  }
  return ok(current);
}
