// Laws 70–71 (footnote): what counts as a *normal* play after a claim, as named categories.
// "Normal" includes play that is careless or inferior for the class of player, never irrational.

/** Careless or inferior choices the claimer is deemed able to make where his statement is silent. */
export const NORMAL_CATEGORIES = {
  'any-order': 'cashing winners and leading suits in any order',
  'wrong-end': 'playing a suit from either end (low card first or high card first)',
  'no-unblock': 'failing to unblock: keeping the high card in the short hand',
  'equal-guess': 'a wrong guess between cards that look equal to the claimer, e.g. which low card to discard',
  'unstated-finesse': 'taking or refusing an unstated finesse or drop (Law 70E1): the less successful choice counts',
  'careless-trump': 'cashing side winners while an opponent still holds a trump, when the claimer did not mention it and was probably unaware of it (Law 70C)',
} as const;
export type NormalCategory = keyof typeof NORMAL_CATEGORIES;

/** Plays the claimer is never deemed to make: they are irrational for any class of player. */
export const IRRATIONAL_CATEGORIES = {
  'revoke': 'failing to follow suit when able (never generated: only legal plays are considered)',
  'discard-winner': 'discarding a card that is sure to win a trick when a card that is not could be discarded',
  'refuse-sure-trick': 'as last player to a trick the opponents are winning, not winning it when able to',
  'ruff-partners-trick': 'ruffing a trick partner has surely won (or, as last player, is winning) when a discard is possible',
  'overtake-partners-trick': "overtaking partner's card that is sure to win the trick when a lower card can be played",
  'discard-needed-winner': "discarding a winner that partner's cards of the suit still need, when another winner can be discarded",
  'underlead-winner': 'leading a low card of a suit an opponent can win while the leading hand holds its top card',
  'against-statement': 'a play the stated line rules out',
  'ignore-known-trump': 'leading a side suit while an opponent holds a trump the claimer knows about, when the leading hand could draw it',
} as const;
export type IrrationalCategory = keyof typeof IRRATIONAL_CATEGORIES;

/** Settings of the adjudication that are not in the statement. */
export interface NormalPlayOptions {
  /**
   * Law 70E2 (regulation R23): the order in which the claimer is deemed to play a suit when he did
   * not say; null leaves every order normal.
   */
  readonly claimSuitOrder: 'from-the-top' | 'from-the-bottom' | null;
}
