// The appeal as data (Laws 92–93): what the procedure functions read and return, and what a session file stores.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';
import type { ScoreEffect } from '@bridge-laws/irregularities';

/** Law 92D: who must concur depends on the kind of event. */
export type EventKind = 'pairs' | 'teams' | 'individual';

/** Law 93B: what a part of an appeal is about — the committee may not overrule the director on law or discipline. */
export type IssueKind = 'law' | 'judgment' | 'disciplinary';

export interface Issue {
  readonly kind: IssueKind;
  readonly text: string;
}

/** A player at the table, or the team's captain (Law 92A). */
export type Appellant = Seat | 'captain';

export type AppealStatus = 'awaiting-concurrence' | 'filed' | 'with-chief-director' | 'before-committee' | 'heard' | 'decided' | 'withdrawn';

/** Who hears the appeal: the chief director (93A, 93B1) or the committee or other body (93B2, 80B2(k)). */
export type Body = 'chief-director' | 'committee';

export interface AppealDecision {
  readonly by: Body;
  readonly outcome: 'upheld' | 'changed';
  /** The new score effect when the ruling is changed. */
  readonly scoreEffect?: ScoreEffect;
  /** The kind of point on which the ruling is changed. */
  readonly grounds?: IssueKind;
  readonly laws: readonly string[];
  readonly note: string;
  /** Law 92A, 93C1: whether the appeal had merit; without merit the deposit is kept and a sanction may follow. */
  readonly merit: boolean;
  readonly depositReturned: boolean | null;
  readonly sanction: { readonly matchpointPercent: number; readonly imps: number } | null;
}

export interface Appeal {
  readonly id: string;
  readonly rulingId: string;
  readonly board: number;
  readonly table: string;
  readonly eventKind: EventKind;
  readonly side: Side;
  readonly filedBy: Appellant;
  /** ISO 8601. */
  readonly filedAt: string;
  readonly issues: readonly Issue[];
  /** Law 92D: who has concurred, the filer included. */
  readonly concurrence: readonly Appellant[];
  readonly status: AppealStatus;
  readonly deposit: { readonly amount: number; readonly currency: string } | null;
  /** Set when the appeal is heard. */
  readonly heardBy?: Body;
  readonly decision?: AppealDecision;
  /** Law 93C: the further appeal or referral, and the final adjudication. */
  readonly further?: FurtherAppeal;
}

/** Who adjudicates last: the Regulating Authority (93C2), or the body it assigned that right to (93C3(a)). */
export type FinalAuthority = { readonly kind: 'regulating-authority' } | { readonly kind: 'designated-body'; readonly name: string };

export interface FurtherDecision {
  readonly outcome: 'upheld' | 'changed';
  /** The new score effect when the earlier decision is changed. */
  readonly scoreEffect?: ScoreEffect;
  readonly note: string;
  /** Law 93C1: a further appeal without merit may draw the regulation's sanction. */
  readonly merit: boolean;
  readonly sanction: { readonly matchpointPercent: number; readonly imps: number } | null;
}

export interface FurtherAppeal {
  /** `appeal` by the contestant (93C1), or `referral` by the chief director or the reviewing body (93C2). */
  readonly route: 'appeal' | 'referral';
  readonly by: Appellant | Body;
  readonly to: FinalAuthority;
  readonly status: 'pending' | 'decided';
  readonly decision?: FurtherDecision;
}

