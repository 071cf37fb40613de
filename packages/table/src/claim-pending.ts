// What a claim or concession waits for (Laws 68D, 68D2, 69B2), as every chapter's pending decision: the shared `Pending`.
import type { Pending } from '@bridge-laws/cards-and-boards';
import { askDirector, isFindingId, lawRef } from '@bridge-laws/cards-and-boards';
import { disputeOptions } from '@bridge-laws/claims';
import type { TableClaim } from './claim.js';
import { claimAnswerer, playOnOffered } from './claim.js';

/**
 * Law 68D: the first opponent agrees or disputes; after the ruling the director's open question (69B2, 64C); Law 68D2:
 * after a dispute, the opponent may call the director or ask to play on.
 */
export function claimPending(claim: TableClaim): Pending | null {
  const ruling = claim.ruling;
  if (ruling === null) return { kind: 'choice', by: claimAnswerer(claim), options: ['agree', 'dispute'], law: lawRef('68D') };
  const q = ruling.question;
  // Laws 69B2, 64C: the director's open question is always shown; an id outside the catalogue is a defect, not a settled board.
  if (q !== null) {
    if (!isFindingId(q.fact)) throw new Error(`claim ruling asks "${q.fact}", which is not in the FINDINGS catalogue`);
    return askDirector({ id: q.fact, law: lawRef(q.law) });
  }
  if (playOnOffered(claim)) return { kind: 'choice', by: claimAnswerer(claim), options: disputeOptions(claim.state).map((o) => o.option), law: lawRef('68D2') };
  return null;
}
