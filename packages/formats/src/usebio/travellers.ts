// A USEBIO file's travellers as scoring's traveller lines, each checked against Law 77, with what it publishes.
import type { Result } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, ok } from '@bridge-laws/cards-and-boards';
import type { LineProblem, PairsScoring, TravellerLine } from '@bridge-laws/scoring';
import { artificialLine, artificialMarker, readTableEntry, tableLine } from '@bridge-laws/scoring';
import type { Usebio, UsebioEvent, UsebioTravellerLine } from './model.js';

export interface UsebioTravellers {
  readonly event: UsebioEvent;
  readonly lines: readonly TravellerLine[];
  /** Mitchell when pairs carry a direction (`1NS`, DIRECTION NS/EW), else Howell. */
  readonly movement: 'howell' | 'mitchell';
  /** From EVENT_TYPE (and SCORING_METHOD): MP_PAIRS → matchpoints, BUTLER_PAIRS → butler, CROSS_IMP_PAIRS → cross-imps. */
  readonly scoring: PairsScoring;
  /** BOARD_AVERAGE of each board that has one: the datum the program published. */
  readonly publishedDatum: ReadonlyMap<number, number>;
}

const PASSED_OUT = /^\s*(?:PASS|P|PASSED OUT|AP)\s*$/i;

function scoringOf(event: UsebioEvent): PairsScoring {
  const type = event.type.toUpperCase();
  if (type.includes('BUTLER')) return 'butler';
  if (type.includes('CROSS')) return 'cross-imps';
  if (type.includes('IMP') || (event.fields.SCORING_METHOD ?? '').toUpperCase() === 'IMPS') return 'butler';
  return 'matchpoints';
}

/** Mitchell pair numbers carry their direction (`1NS`, `15EW`); Howell ones do not. */
function pairId(text: string, mitchell: boolean): string {
  const t = text.trim();
  return mitchell ? t.replace(/\s*(?:NS|EW)$/i, '') : t;
}

/**
 * One TRAVELLER_LINE as scoring's line: an artificial score (`A6040`, Law 12C2) or a table result checked against
 * Law 77 (the published SCORE must be the contract's). A problem is added to `problems` (file, line, board) instead.
 */
export function checkedLine(board: number, l: UsebioTravellerLine, sides: { readonly ns: string; readonly ew: string; readonly round?: string }, file: string, problems: LineProblem[]): TravellerLine | undefined {
  const report = (message: string): undefined => {
    problems.push({ file, line: l.line, board, message });
    return undefined;
  };
  const score = (l.score ?? '').trim();
  const contract = (l.contract ?? '').trim();
  const base = { board, ...sides, lineNumber: l.line, declarer: (l.playedBy ?? '').trim(), lead: (l.lead ?? '').trim() };
  const marker = artificialMarker(score);
  if (typeof marker === 'string') return report(`SCORE: ${marker}`);
  if (marker !== null) return { ...base, contract: score, tricks: null, line: artificialLine(marker[0], marker[1]) };
  const passed = PASSED_OUT.test(contract);
  const entry = readTableEntry({ contract: passed ? 'P' : contract, declarer: l.playedBy ?? '', vulnerable: boardVulnerability(board), tricks: (l.tricks ?? '').trim() });
  if (!entry.ok) return report(entry.error.replace(/^contract:/, 'CONTRACT:').replace(/^tricks:/, 'TRICKS:').replace(/^declarer:/, 'PLAYED_BY:'));
  // Law 77: the published score must be the contract's.
  if (score !== '' && Number(score) !== entry.value.scoreNs) {
    return report(`SCORE: ${score} does not match ${contract} by ${l.playedBy ?? ''} with ${entry.value.tricks} tricks, vulnerable ${entry.value.vulnerability}: Law 77 gives ${entry.value.scoreNs} to North-South`);
  }
  return { ...base, contract: passed ? 'PASS' : contract, tricks: passed ? null : entry.value.tricks, line: tableLine(entry.value.scoreNs) };
}

/** The first event's travellers (or the event given). Every problem names the file, the line and the board. */
export function usebioTravellers(usebio: Usebio, file: string, eventIndex = 0): Result<UsebioTravellers, LineProblem[]> {
  const event = usebio.events[eventIndex];
  if (event === undefined) return err([{ file, line: 1, message: `USEBIO has no event ${eventIndex + 1}` }]);
  const mitchell = event.participants.some((p) => /^(NS|EW)$/i.test(p.direction.trim())) || event.boards.some((b) => b.lines.some((l) => /(NS|EW)$/i.test(l.nsPair.trim())));
  const problems: LineProblem[] = [];
  const lines: TravellerLine[] = [];
  const publishedDatum = new Map<number, number>();
  for (const b of event.boards) {
    if (b.boardAverage !== undefined) publishedDatum.set(b.number, Number(b.boardAverage));
    for (const l of b.lines) {
      const line = checkedLine(b.number, l, { ns: pairId(l.nsPair, mitchell), ew: pairId(l.ewPair, mitchell) }, file, problems);
      if (line !== undefined) lines.push(line);
    }
  }
  if (problems.length > 0) return err(problems);
  if (lines.length === 0) return err([{ file, line: 1, message: 'USEBIO event has no traveller lines' }]);
  return ok({ event, lines, movement: mitchell ? 'mitchell' : 'howell', scoring: scoringOf(event), publishedDatum });
}
