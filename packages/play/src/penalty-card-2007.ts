// Law 2007 51B2: with penalty cards in more than one suit, declarer requires one of those suits or forbids the lead of
// them (the options of 2007 50D2(a)); the 2017 option to do neither and leave the cards on the table (51B2(c)) is new.
/** Laws 2007 50D2, 51B1, 51B2: declarer's options when the owner's partner is on lead. */
export function penaltyLeadOptions2007(law: '50D2' | '51B1' | '51B2'): readonly string[] {
  // Law 2007 51B2: require (a) or forbid (b) — no third option; Law 2007 50D2(b) lets declarer do neither for one suit.
  return law === '51B2' ? ['require-suit', 'prohibit-suit'] : ['require-suit', 'prohibit-suit', 'no-restriction'];
}
