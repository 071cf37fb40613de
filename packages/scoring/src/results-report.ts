// A travellers file scored and printed: a text table, JSON, or PBN ScoreTable / TotalScoreTable.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { PairsEventOptions, PairsEventResult, ScoredLine } from './pairs-event.js';
import { scorePairsEvent } from './pairs-event.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';
import type { LineProblem } from './table-entry.js';
import { fmt, lineFacts, shown } from './traveller-facts.js';
import { readTravellers } from './travellers.js';

/** Read, validate and score a travellers CSV; problems name file, line and board. */
export function scoreTravellers(
  text: string,
  file: string,
  options: PairsEventOptions = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): Result<PairsEventResult, LineProblem[]> {
  const lines = readTravellers(text, file, { movement: options.movement ?? 'howell' });
  if (!lines.ok) return lines;
  const scored = scorePairsEvent(lines.value, options, settings);
  if (!scored.ok) return err([{ file, line: 1, message: scored.error.message }]);
  return ok(scored.value);
}

function resultText(l: ScoredLine): { contract: string; declarer: string; tricks: string; score: string } {
  const f = lineFacts(l);
  return { contract: f.contract, declarer: f.declarer, tricks: f.tricks, score: f.score };
}

/** Per-board travellers then the standings, as aligned text. */
export function formatResultsText(result: PairsEventResult): string {
  const mp = result.scoring === 'matchpoints';
  const unit = mp ? 'MP' : 'IMP';
  const out: string[] = [];
  for (const b of result.boards) {
    const extra = b.top !== undefined ? `top ${fmt(b.top)}` : b.datum !== undefined ? `datum ${b.datum}` : 'cross-IMPs';
    out.push(`Board ${b.board} (${extra})`);
    const rows = b.lines.map((l) => {
      const r = resultText(l);
      return [l.ns, l.ew, r.contract, r.declarer, r.tricks, r.score, fmt(shown(l, 'NS')), fmt(shown(l, 'EW')), ...(mp ? [fmt(l.nsPercent ?? 0), fmt(l.ewPercent ?? 0)] : [])];
    });
    out.push(table([['NS', 'EW', 'Contract', 'By', 'Tricks', 'Score NS', `${unit} NS`, `${unit} EW`, ...(mp ? ['% NS', '% EW'] : [])], ...rows]));
    out.push('');
  }
  out.push('Ranking');
  const mitchell = result.standings.some((s) => s.item.direction !== null);
  out.push(
    table([
      ['Rank', 'Pair', ...(mitchell ? ['Dir'] : []), 'Boards', unit, ...(mp ? ['%'] : [])],
      ...result.standings.map((s) => [s.label, s.item.pair, ...(mitchell ? [s.item.direction ?? ''] : []), String(s.item.boards), fmt(s.item.total), ...(mp ? [fmt(s.item.percent ?? 0)] : [])]),
    ]),
  );
  return out.join('\n');
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ').trimEnd()).join('\n');
}

/** The result as plain data for `--json`. */
export function resultsJson(result: PairsEventResult): unknown {
  return {
    scoring: result.scoring,
    boards: result.boards.map((b) => ({
      board: b.board,
      ...(b.top !== undefined ? { top: b.top } : {}),
      ...(b.datum !== undefined ? { datum: b.datum } : {}),
      lines: b.lines.map((l) => ({ ns: l.ns, ew: l.ew, ...resultText(l), nsResult: l.nsResult, ewResult: l.ewResult, ...(l.nsTraveller !== undefined ? { nsTraveller: l.nsTraveller, ewTraveller: l.ewTraveller } : {}), ...(l.nsPercent !== undefined ? { nsPercent: l.nsPercent, ewPercent: l.ewPercent } : {}) })),
    })),
    standings: result.standings.map((s) => ({ rank: s.label, ...s.item })),
  };
}

const q = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** PBN 2.1 §5 tables: one game per board with a ScoreTable, and a TotalScoreTable in the first game. */
export function formatResultsPbn(result: PairsEventResult): string {
  const mp = result.scoring === 'matchpoints';
  const unit = mp ? 'MP' : 'IMP';
  const games: string[] = [];
  const total = [
    `[TotalScoreTable "Rank\\3R;PairId\\4R;${result.standings.some((s) => s.item.direction !== null) ? 'Direction\\3R;' : ''}NrBoards\\3R;TotalScore${unit}\\8R${mp ? ';TotalPercentage\\6R' : ''}"]`,
    ...result.standings.map((s) =>
      [q(s.label), q(s.item.pair), ...(s.item.direction !== null ? [q(s.item.direction)] : []), String(s.item.boards), fmt(s.item.total), ...(mp ? [fmt(s.item.percent ?? 0)] : [])].join(' '),
    ),
  ];
  result.boards.forEach((b, i) => {
    const rows = b.lines.map((l) => {
      const r = resultText(l);
      return [q(l.ns), q(l.ew), q(r.contract || '-'), q(r.declarer || '-'), r.tricks || '-', r.score || '-', fmt(shown(l, 'NS')), fmt(shown(l, 'EW'))].join(' ');
    });
    games.push(
      [
        `[Event ""]`,
        `[Board "${b.board}"]`,
        `[Scoring "${mp ? 'MP' : 'IMP'}"]`,
        ...(i === 0 ? total : []),
        `[ScoreTable "PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;${unit}_NS\\6R;${unit}_EW\\6R"]`,
        ...rows,
      ].join('\n'),
    );
  });
  return `% PBN 2.1\n% EXPORT\n\n${games.join('\n\n')}`;
}
