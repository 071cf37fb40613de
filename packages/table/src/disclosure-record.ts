// The record of what was said or shown at the table (Laws 16B, 20, 40B2), as data: the table's state keeps it.
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { ExplanationRecord, WithheldInformation } from '@bridge-laws/auction';

/** Law 16B1: the kinds of extraneous information a player may give partner. */
export const EXTRANEOUS_KINDS = ['hesitation', 'haste', 'remark', 'question', 'gesture', 'emphasis', 'alert', 'other'] as const;
export type ExtraneousKind = (typeof EXTRANEOUS_KINDS)[number];

/** Law 40B5(a): where information left out of an explanation came from; only general bridge knowledge need not be given. */
export const WITHHELD_SOURCES = ['agreement', 'partnership-experience', 'general-knowledge'] as const;

/** One thing said or shown at the table, with the index of the event that recorded it. */
export type Disclosure =
  | {
    readonly kind: 'explanation'; readonly event: number; readonly record: ExplanationRecord;
    /** Law 40B5(a): what the explanation left out, as the director found it, and where it came from. */
    readonly withheld?: WithheldInformation;
    /** Law 40B4: false when the director found the explained agreement a special one the regulation does not permit. */
    readonly permitted?: boolean;
    /** Law 15A1: the call explained was cancelled (a call with another board's cards, or a later one); kept as said, read as current by nothing. */
    readonly cancelled?: true;
  }
  | {
    readonly kind: 'alert'; readonly event: number; readonly by: Seat; readonly callIndex: number; readonly made: boolean;
    /** Laws 40B2(a)(iii), 40B3(a): whether the regulation required the alert, as the director found it. */
    readonly required?: boolean;
    /** Law 15A1: the call alerted was cancelled (a call with another board's cards, or a later one); kept as said, read as current by nothing. */
    readonly cancelled?: true;
  }
  | { readonly kind: 'review'; readonly event: number; readonly requestedBy: Seat; readonly givenBy: Seat }
  | {
    readonly kind: 'extraneous'; readonly event: number; readonly by: Seat; readonly what: ExtraneousKind; readonly unauthorizedFor: readonly Seat[];
    /** Law 16B1(a): the partner's next call or play, the action the information may have suggested (null until made). */
    readonly followedBy: string | null;
  }
  | { readonly kind: 'reserved'; readonly event: number; readonly by: Seat };

