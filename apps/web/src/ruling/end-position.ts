// A claim ruled from an end position the director enters: the cards left in each hand, the trick in progress, the
// tricks won so far, the contract's trumps and declarer. The claims chapter checks the position (Laws 1A, 7B2) and
// adjudicates (Laws 69–71); the desk only reads the director's entries.
import type { Denomination, Result, Seat } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, parsePbnDealSetup, SEATS, sideOf } from '@bridge-laws/cards-and-boards';
import { scoreNS } from '@bridge-laws/scoring';
import type { Adjudication } from '@bridge-laws/claims';
import { adjudicateClaim, checkPosition } from '@bridge-laws/claims';
import type { Regulation } from '@bridge-laws/regulation';
import type { RulingStatement } from '@bridge-laws/table';
import type { EnteredContract } from './ruling-result.js';

export interface EndPositionEntry {
  /** The remaining cards, hand by hand from North, each as PBN suits `S.H.D.C` (`AK.Q2..T`). */
  readonly hands: Readonly<Record<Seat, string>>;
  readonly trump: Denomination;
  readonly declarer: Seat;
  /** Who leads (or led) the trick in progress, and the cards already played to it, in order (`SA HK`). */
  readonly leader: Seat;
  readonly trick: string;
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  readonly claim: { readonly by: Seat; readonly tricks: number; readonly statement: string };
  /** Law 70: the director's normal lines, one per entry; empty: the engine enumerates them. */
  readonly normalLines: readonly string[];
}

/** The claims chapter's ruling on the claim from the position entered, or a message naming the entry at fault. */
export function ruleFromEndPosition(e: EndPositionEntry, regulation: Regulation): Result<Adjudication, string> {
  const setup = parsePbnDealSetup(`N:${SEATS.map((s) => (e.hands[s].trim() === '' ? '...' : e.hands[s].trim())).join(' ')}`);
  if (!setup.ok) return err(`hands: ${setup.error.message}`);
  const hands = Object.fromEntries(SEATS.map((s) => [s, setup.value[s] ?? []]));
  const position = checkPosition({
    hands,
    trump: e.trump,
    declarer: e.declarer,
    trick: { leader: e.leader, cards: e.trick.split(/[\s,]+/).filter((c) => c !== '') },
    tricksWon: e.tricksWon,
    shownOut: [],
  });
  if (!position.ok) return err(position.error.message);
  const statement = e.claim.statement.trim();
  const r = adjudicateClaim(position.value, { by: e.claim.by, tricks: e.claim.tricks, statement: statement === '' ? null : statement }, {
    claimSuitOrder: regulation.settings.claimSuitOrder,
    ...(e.normalLines.length === 0 ? {} : { normalLines: e.normalLines }),
  });
  return r.ok ? r : err(r.error.message);
}

/** The contract and its score on the award's totals (Law 77, at the board's vulnerability). */
function claimResult(board: number, c: EnteredContract, a: Adjudication): RulingStatement['result'] {
  const level = c.level as 1 | 2 | 3 | 4 | 5 | 6 | 7;
  const score = scoreNS({ result: { kind: 'contract', contract: { level, denomination: c.denomination, risk: c.risk }, declarer: c.declarer }, vulnerability: boardVulnerability(board), tricks: a.tricks[sideOf(c.declarer)] });
  return { contract: `${c.level}${c.denomination}${c.risk}`, declarer: c.declarer, tricks: a.tricks, scoreNS: score.ok ? score.value : null };
}

/**
 * The ruling statement of a claim ruled from an entered position, as the table's statement data: the claim as disputed
 * (Law 68D2(a)), the director's award (Law 70) with the laws of its reasons, and — the contract entered — the result.
 */
export function endPositionStatement(board: number, e: EndPositionEntry, a: Adjudication, regulation: Regulation, contract?: EnteredContract): RulingStatement {
  const statement = e.claim.statement.trim();
  return {
    board,
    phase: 'play',
    happened: [{ kind: 'claim', by: e.claim.by, claim: 'claim', wins: e.claim.tricks, remaining: a.remaining, statement: statement === '' ? null : statement, status: 'disputed', law: '68A' }],
    choice: null,
    questions: null,
    consequences: [{ kind: 'claim-award', side: a.side, awarded: a.awarded, remaining: a.remaining, law: '70', reasons: [...new Set(a.reasons.map((r) => r.law))] }],
    result: contract === undefined ? null : claimResult(board, contract, a),
    // Law 77 scores the result.
    laws: contract === undefined || a.laws.some((l) => l === '77') ? a.laws : [...a.laws, '77'],
    regulation: { id: regulation.id, name: regulation.name },
  };
}
