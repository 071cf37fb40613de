// Law 2007 16C: unauthorized information from another source under the 2007 Laws. Before any call the director's options
// are 2017's, the last being an artificial adjusted score (2007 16C2(d)); information received after the first call
// leaves him only letting the board be played, ready to adjust (2007 16C3, sending to 16C2(c)) — 2017 16D3 also
// allows an adjusted score at once.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { L2007 } from './law-2007.js';

type Option = 'switch-seats' | 'redeal' | 'play-and-adjust-if-affected' | 'adjusted-score';

/** Laws 2007 16C2 and 16C3: the director's options, given that the information could interfere with normal play. */
export function extraneousOptions2007(before: boolean, switchOrRedeal: boolean): readonly { readonly option: Option; readonly law: LawRef }[] {
  // Law 2007 16C3: after the first call, only 16C2(c).
  if (!before) return [{ option: 'play-and-adjust-if-affected', law: L2007('16C3') }];
  const late = [
    { option: 'play-and-adjust-if-affected' as const, law: L2007('16C2(c)') },
    // Law 2007 16C2(d): an artificial adjusted score.
    { option: 'adjusted-score' as const, law: L2007('16C2(d)') },
  ];
  if (!switchOrRedeal) return late;
  // Laws 2007 16C2(a), 16C2(b): where the contest allows them.
  return [{ option: 'switch-seats', law: L2007('16C2(a)') }, { option: 'redeal', law: L2007('16C2(b)') }, ...late];
}
