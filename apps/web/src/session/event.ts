// A teams or individual event imported from its results file (USEBIO teams, PBN with ScoreTables, a travellers CSV):
// kept as the file and scored by the scoring package — match IMPs and VPs on the regulation's scale (Laws 78B–78D),
// or an individual's matchpoints — then shown and exported as CSV, PBN, USEBIO or a printable page like pairs.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { EventResults, IndividualLine, ScoringSettings, TravellerLine } from '@bridge-laws/scoring';
import { formatEventCsv, formatEventPbn, formatResultsHtml, scoreIndividualEvent, scoreTeamsEvent } from '@bridge-laws/scoring';
import { usebioFromResults, usebioFromTeamsResults } from '@bridge-laws/formats';
import { readResultsFile } from './import-results.js';
import type { ImportedEvent } from './record.js';

export type { ImportedEvent } from './record.js';

/** Score the event from its file under the regulation's settings; a problem names the file, line and rule. */
export function scoreEvent(event: ImportedEvent, settings: ScoringSettings): Result<EventResults, string[]> {
  const read = readResultsFile(event.text, event.name, event.kind, 'howell');
  if (!read.ok) return read;
  if (read.value.kind !== event.kind) return err([`${event.name}: the file is a ${read.value.kind} event, not ${event.kind}`]);
  if (event.kind === 'teams') {
    const r = scoreTeamsEvent(read.value.lines, settings);
    return r.ok ? ok({ kind: 'teams', result: r.value }) : err([`${event.name}: ${r.error.message}`]);
  }
  const lines = read.value.lines.filter((l): l is TravellerLine & IndividualLine => l.players !== undefined);
  if (lines.length !== read.value.lines.length) return err([`${event.name}: an individual needs the players of every table (north, south, east, west)`]);
  const r = scoreIndividualEvent(lines, {}, settings);
  return r.ok ? ok({ kind: 'individuals', result: r.value }) : err([`${event.name}: ${r.error.message}`]);
}

export interface ResultsExport {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** The results as files: CSV, PBN (ScoreTable / TotalScoreTable), a printable HTML page, and USEBIO for pairs and teams. */
export function resultsExports(e: EventResults, title: string, settings: ScoringSettings): readonly ResultsExport[] {
  const files: ResultsExport[] = [
    { name: 'results.csv', type: 'text/csv', text: formatEventCsv(e) },
    { name: 'results.pbn', type: 'application/x-pbn', text: formatEventPbn(e) },
    { name: 'results.html', type: 'text/html', text: formatResultsHtml(e, { title }) },
  ];
  const artificialPercentages = settings.artificialPercentages;
  if (e.kind === 'pairs') files.push({ name: 'results.xml', type: 'application/xml', text: usebioFromResults(e.result, { artificialPercentages }) });
  if (e.kind === 'teams') files.push({ name: 'results.xml', type: 'application/xml', text: usebioFromTeamsResults(e.result, { artificialPercentages }) });
  return files;
}
