// EBU (English Bridge Union): what its regulations change from the WBF baseline, each with its source.
import type { Regulation } from '@bridge-laws/regulation';
import { defineRegulation, formatIssues } from '@bridge-laws/regulation';
import { BLUE_BOOK, LAWS_AND_ETHICS, WHITE_BOOK } from './sources.js';

const defined = defineRegulation({
  id: 'ebu',
  name: 'English Bridge Union',
  settings: {
    // Laws 20F, 21B1(a): alerts and announcements (1NT range, Stayman, red-suit transfers, natural twos).
    alerts: { regulated: true, announcements: true, missingAlertIsMisinformation: true },
    // Law 18F: bidding boxes, with the STOP card among them.
    callMethod: 'bidding-box',
    // Law 40B2(a)(ii): two completed convention cards at EBU events.
    systemCardsMandatory: true,
    // Laws 40B1(b), 40B2(a)(i): the Blue Book lists permitted understandings by level.
    specialUnderstandings: 'as-listed-by-regulation',
    systemPolicy: 'as-listed-by-regulation',
    // Law 73D: after a jump bid the next player must pause about ten seconds.
    mandatoryPauses: { afterSkipBid: true, firstTrick: false },
    // Law 92B: twenty minutes to decide to appeal.
    appealPeriodMinutes: 20,
    // Law 93C1 (conditions of contest): the deposit in a pairs event (£30 in teams).
    appealDeposit: { amount: 20, currency: 'GBP' },
    // Laws 92A, 93C1: an appeal without merit costs the standard penalty and the deposit.
    appealWithoutMeritSanction: { matchpointPercent: 25, imps: 6 },
    // Laws 90, 91: the standard penalty the White Book names (25 % of a top, 6 IMPs or 1 VP).
    standardProceduralPenalty: { matchpointPercent: 25, imps: 6 },
    // Law 93C1: a further appeal lies to the National Authority (the Laws & Ethics Committee).
    furtherAppealToRA: true,
    // Law 80A3: for club events the club acts as Regulating Authority; the EBU keeps some powers.
    powers: 'delegated',
    // Law 80B2(f): the books that supplement the Laws.
    supplementaryRegulations: [WHITE_BOOK, BLUE_BOOK],
  },
  notes: {
    alerts: `${BLUE_BOOK}, chapter 4 (alerting and announcing): since August 2006 the 1NT range, Stayman, red-suit transfers and natural two-level openings are announced; other artificial calls alerted.`,
    callMethod: `${BLUE_BOOK}, section 3Z (bidding boxes).`,
    systemCardsMandatory: `${LAWS_AND_ETHICS}, newsletter note "Convention Cards at EBU events": competitors must have two properly completed convention cards; directors may fine or impose a simple system.`,
    specialUnderstandings: `${BLUE_BOOK}: understandings are permitted by level (2 and 4), as the handbook lists them.`,
    systemPolicy: `${BLUE_BOOK}: what an event permits is its level's list.`,
    mandatoryPauses: `${BLUE_BOOK}, 3Z B: the STOP card stays out about ten seconds; the next player must pause that long even if it was not used.`,
    appealPeriodMinutes: `${WHITE_BOOK}, 2.5.5: the 20-minute period for the decision to appeal (a later deadline is set when a ruling is given after the players have left).`,
    appealDeposit: `${WHITE_BOOK}, 1.7.1: £20 in pairs events, £30 in teams events. The contract holds one amount: the pairs deposit is used.`,
    appealWithoutMeritSanction: `${WHITE_BOOK} (2023), 1.7.1: the standard penalty (25 % of a top, 6 IMPs or 1 VP) and the forfeited deposit, at the committee's discretion.`,
    standardProceduralPenalty: `${WHITE_BOOK} (2023), 1.7.1 names "the standard penalty" as 25 % of a top, 6 IMPs or 1 VP (quoted on the ${LAWS_AND_ETHICS}'s guidance-notes page). The White Book's own schedule (2.8, Schedule of Standard Penalties) was seen only in its table of contents: that every procedural penalty uses these amounts is assumed, and the VP form has no place in the contract.`,
    artificialPercentages: `${WHITE_BOOK} (2024 changes, as summarised on the EBU directors' forum): the artificial adjustment is "40/60", the Laws' own values; the 2024 edition allows another adjustment for an illegal agreement. Unchanged.`,
    artificialImps: `${WHITE_BOOK}, 4.1 (Adjusting Scores) was seen only in its table of contents: the Laws' ±3 IMPs are kept (assumed).`,
    correctionPeriodMinutes: `${WHITE_BOOK}, 2.5 (Time Limits – Correction Period) was seen only in its table of contents: the Laws' 30 minutes are kept (assumed).`,
    victoryPoints: `${WHITE_BOOK}, 3.1 (Victory Point Scoring) was seen only in its table of contents: the WBF continuous 20-VP scale is kept (assumed).`,
    furtherAppealToRA: `${WHITE_BOOK}, 1.7.2: appeals to the National Authority are settled by the Laws & Ethics Committee, in writing, with a £75 deposit, and only after an appeal under Law 92A.`,
    powers: `${WHITE_BOOK}, 8.80.1 (as cited by EBU directors): the club is the Regulating Authority for its events; the 2024 edition records powers the EBU keeps.`,
    supplementaryRegulations: `${WHITE_BOOK} and ${BLUE_BOOK}, published by the ${LAWS_AND_ETHICS}.`,
  },
});

if (!defined.ok) throw new Error(`EBU regulation is invalid:\n${formatIssues(defined.error)}`);

/** The EBU regulation, extending the WBF baseline. */
export const EBU_REGULATION: Regulation = defined.value;
