import { describe, expect, test } from 'vitest';
import type { PairsLine, ScoringSettings } from '@bridge-laws/scoring';
import { DEFAULT_SCORING_SETTINGS, artificialLine, scorePairsEvent, tableLine } from '@bridge-laws/scoring';
import { usebioFromResults } from '@bridge-laws/formats';

// Issue 33: the setting the USEBIO export reads (artificialPercentages, Law 12C2(a)), under the WBF baseline
// (the Laws' defaults, as the scoring chapter carries them) and under a regulation with 55/45 artificial scores.
// This package does not depend on the regulation contract, so the second regulation is its settings value.
const WBF: ScoringSettings = DEFAULT_SCORING_SETTINGS;
const FIFTY_FIVE: ScoringSettings = { ...DEFAULT_SCORING_SETTINGS, artificialPercentages: { avgPlus: 55, avg: 50, avgMinus: 45 } };

const line = (board: number, ns: string, ew: string, l: PairsLine['line']): PairsLine => ({ board, ns, ew, line: l });
const session: PairsLine[] = [
  line(1, '1', '2', tableLine(420)), line(1, '3', '4', tableLine(450)), line(1, '5', '6', artificialLine('avg-plus', 'avg-minus')),
];

function exported(settings: ScoringSettings): string {
  const r = scorePairsEvent(session, {}, settings);
  if (!r.ok) throw new Error(r.error.message);
  return usebioFromResults(r.value, { artificialPercentages: settings.artificialPercentages });
}

describe('artificialPercentages (Law 12C2(a)) — usebioFromResults', () => {
  test('12C2(a): average plus / average minus is written A6040 under the WBF baseline', () => {
    const xml = exported(WBF);
    expect(xml).toMatch(/<SCORE>A6040<\/SCORE>/);
    expect(xml).not.toMatch(/A5545/);
  });
  test('12C2(a): and A5545 under a regulation whose artificial scores are 55% and 45%', () => {
    const xml = exported(FIFTY_FIVE);
    expect(xml).toMatch(/<SCORE>A5545<\/SCORE>/);
    expect(xml).not.toMatch(/A6040/);
  });
});
