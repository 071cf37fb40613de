// PZBS (Polski Związek Brydża Sportowego): what its regulations change from the WBF baseline, each with its source.
import type { Regulation } from '@bridge-laws/regulation';
import { defineRegulation, formatIssues } from '@bridge-laws/regulation';
import {
  ALERTING_RULES, COMPETITION_REGULATIONS, EVENT_PENALTIES, GPP_APPEALS_PROCEDURE, MPT_2023, ORB_CLUB, PZBS_DECISIONS, POLISH_LAWS_2017,
  SYSTEM_POLICY,
} from './sources.js';

const defined = defineRegulation({
  id: 'pzbs',
  name: 'Polski Związek Brydża Sportowego (Polish Bridge Union)',
  settings: {
    // Law 78A: the PZBS footnote allows 1 and ½ point in place of 2 and 1; Polish results use it.
    matchpointUnit: 1,
    // Laws 20F, 21B1(a): PZBS regulates alerts and announcements; a missing one is misinformation.
    alerts: { regulated: true, announcements: true, missingAlertIsMisinformation: true },
    // Law 18F: the competition regulations provide for bidding boxes.
    callMethod: 'bidding-box',
    // Law 40B2(a)(ii): a system card is a condition of play.
    systemCardsMandatory: true,
    // Laws 40B1(b), 40B2(a)(i): the system policy lists what is special and what is permitted.
    specialUnderstandings: 'as-listed-by-regulation',
    systemPolicy: 'as-listed-by-regulation',
    // Law 73D: the competition regulations have a STOP (skip-bid warning) procedure with a pause.
    mandatoryPauses: { afterSkipBid: true, firstTrick: false },
    // Laws 80B2(k), 93A: an appeal is reviewed by an arbiter independent of the directors.
    appealsHeardBy: 'alternative-body',
    // Law 93C1 (conditions of contest): the deposit with an appeal.
    appealDeposit: { amount: 100, currency: 'PLN' },
    // Law 4 (Definitions, Team): teams of four to six players.
    maxTeamMembers: 6,
    // Law 79C1 and its footnote (a shorter period where the conditions of contest require it): 15 minutes.
    correctionPeriodMinutes: 15,
    // Law 80B2(f): the documents that supplement the Laws, in their order of priority.
    supplementaryRegulations: [PZBS_DECISIONS, COMPETITION_REGULATIONS, SYSTEM_POLICY, ALERTING_RULES],
  },
  notes: {
    matchpointUnit: `${POLISH_LAWS_2017}, footnote to Law 78A: 1 and ½ point may replace 2 and 1. The footnote permits it; that PZBS events use it is assumed from Polish scoring practice.`,
    alerts: `${POLISH_LAWS_2017}, footnotes to Laws 20 and 21B1(a): announcing, introduced by some RAs, sits beside alerting, and a missing required alert or announcement is misinformation; the detail is in ${ALERTING_RULES}.`,
    callMethod: `${COMPETITION_REGULATIONS}, section on bidding boxes (kasety licytacyjne). That boxes are the default at every event is assumed.`,
    systemCardsMandatory: `${COMPETITION_REGULATIONS}, section on the use of bidding systems; clubs applying PZBS regulations make a convention card the condition for any system.`,
    specialUnderstandings: `${SYSTEM_POLICY}: understandings are classed by the policy (WBF/EBL model), not every artificial call alike.`,
    systemPolicy: `${SYSTEM_POLICY}: which special understandings an event permits is listed by the policy.`,
    mandatoryPauses: `${COMPETITION_REGULATIONS}, section on the STOP card (stopowanie). The pause after a skip bid is stated there; its length (about ten seconds, as elsewhere) is assumed.`,
    appealsHeardBy: `${GPP_APPEALS_PROCEDURE}: PZBS appoints an arbiter ("reviewer") under Law 80B2(k), independent of the directors. Written for the Grand Prix finals; taken here as the PZBS norm (assumed).`,
    appealDeposit: `${GPP_APPEALS_PROCEDURE}: the deposit with an appeal is 100 zł.`,
    maxTeamMembers: `${MPT_2023}, II.1: teams of four to six players (so also Polish Wikipedia, "Brydż sportowy"). Written for that championship; that every PZBS teams event allows six is assumed.`,
    correctionPeriodMinutes: `${MPT_2023}, I.5: the correction period under Law 79C1 ends 15 minutes after the next match starts, or after the last score of a session's last match or of a knockout match comes in; ${ORB_CLUB} shortens it to 10 minutes. The Law 79C1 footnote allows a shorter period where the conditions of contest require it. The contract counts from official scores, so 15 minutes is the nearest value; as the PZBS default it is assumed.`,
    lateCorrectionsWithConsent: `${MPT_2023}, I.6: a scoring error may be corrected after the correction period under Law 79C2 with the chief director's consent, as the Laws provide (unchanged).`,
    artificialPercentages: `${POLISH_LAWS_2017}, Law 12C2(a): 60/50/40 % are the Laws' own values; no PZBS document found changes them (the competition regulations' section on artificial percentages could not be read). Unchanged, assumed.`,
    artificialImps: `${POLISH_LAWS_2017}, Law 12C2(b): +3/−3 IMPs, which the organiser may change with the RA's consent; no PZBS document found does. Unchanged, assumed.`,
    impEquivalentOfPercentage: 'No PZBS rule converting a session percentage to IMPs (Law 12C2(c)) was found: none is set (assumed).',
    standardProceduralPenalty: `No PZBS-wide scale (Laws 90, 91) was found; events set their own — ${EVENT_PENALTIES}: 15 % of a top for leaving the table or smoking during a session; 1 VP per 5 minutes late, 2 VP for spoiling a board. Left to the director (null), assumed.`,
    victoryPoints: 'No PZBS victory-point scale (Law 78D) was found in the documents read; the WBF continuous 20-VP scale is assumed.',
    appealWithoutMeritSanction: `No PZBS sanction for an appeal without merit (Laws 92A, 93C1) was found beyond the kept deposit (${GPP_APPEALS_PROCEDURE}): none (assumed).`,
    supplementaryRegulations: `${PZBS_DECISIONS}: priority is the Laws, then the PZBS decisions, then the competition regulations, then an event's own regulations.`,
  },
});

if (!defined.ok) throw new Error(`PZBS regulation is invalid:\n${formatIssues(defined.error)}`);

/** The PZBS regulation, extending the WBF baseline. */
export const PZBS_REGULATION: Regulation = defined.value;
