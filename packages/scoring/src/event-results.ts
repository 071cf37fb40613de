// Any scored event (pairs, individuals, teams) as one value, and its text, JSON and CSV forms.
import type { IndividualEventResult } from './individual-event.js';
import type { PairsEventResult, PairsLine, ScoredBoard } from './pairs-event.js';
import { formatResultsText, resultsJson } from './results-report.js';
import type { TeamsEventResult } from './teams-event.js';
import { fmt, lineFacts, shown } from './traveller-facts.js';

export type EventResults =
  | { readonly kind: 'pairs'; readonly result: PairsEventResult }
  | { readonly kind: 'individuals'; readonly result: IndividualEventResult }
  | { readonly kind: 'teams'; readonly result: TeamsEventResult };

function align(rows: readonly (readonly string[])[], left = 2): string {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c < left ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ').trimEnd()).join('\n');
}

/** Aligned text: travellers (or matches) then the ranking. */
export function formatEventText(e: EventResults): string {
  if (e.kind === 'pairs') return formatResultsText(e.result);
  if (e.kind === 'individuals') {
    const boards = formatResultsText({ scoring: 'matchpoints', boards: e.result.boards, standings: [] }).replace(/\nRanking\n[^]*$/, '');
    const ranking = align([['Rank', 'Player', 'Boards', 'MP', '%'], ...e.result.standings.map((s) => [s.label, s.item.player, String(s.item.boards), fmt(s.item.total), fmt(s.item.percent)])]);
    return `${boards}\nRanking\n${ranking}`;
  }
  const out: string[] = [];
  for (const m of e.result.matches) {
    out.push(`${m.round === '' ? '' : `Round ${m.round}: `}${m.home} v ${m.away}  IMPs ${fmt(m.impsHome)}-${fmt(m.impsAway)}  VPs ${fmt(m.vpHome)}-${fmt(m.vpAway)}`);
    out.push(align([['Board', 'Home NS', 'Away NS', `IMP ${m.home}`, `IMP ${m.away}`], ...m.boards.map((b) => [String(b.board), lineFacts(b.homeTable).score || contractOf(b.homeTable), lineFacts(b.awayTable).score || contractOf(b.awayTable), fmt(b.impsHome), fmt(b.impsAway)])], 1));
    out.push('');
  }
  out.push('Ranking');
  out.push(align([['Rank', 'Team', 'Matches', 'IMPs +', 'IMPs -', 'VPs'], ...e.result.standings.map((s) => [s.label, s.item.team, String(s.item.matches), fmt(s.item.impsFor), fmt(s.item.impsAgainst), fmt(s.item.vp)])]));
  return out.join('\n');
}

function contractOf(l: PairsLine): string {
  return lineFacts(l).contract;
}

/** Plain data for `--json`. */
export function eventJson(e: EventResults): unknown {
  if (e.kind === 'pairs') return resultsJson(e.result);
  if (e.kind === 'individuals') {
    const boards = (resultsJson({ scoring: 'matchpoints', boards: e.result.boards, standings: [] }) as { boards: unknown }).boards;
    return { event: 'individuals', scoring: 'matchpoints', boards, standings: e.result.standings.map((s) => ({ rank: s.label, ...s.item })) };
  }
  return {
    event: 'teams',
    matches: e.result.matches.map((m) => ({
      round: m.round, home: m.home, away: m.away, impsHome: m.impsHome, impsAway: m.impsAway, vpHome: m.vpHome, vpAway: m.vpAway,
      boards: m.boards.map((b) => ({ board: b.board, homeTable: lineFacts(b.homeTable), awayTable: lineFacts(b.awayTable), impsHome: b.impsHome, impsAway: b.impsAway })),
    })),
    standings: e.result.standings.map((s) => ({ rank: s.label, ...s.item })),
  };
}

const csvCell = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(csvCell).join(',')).join('\n');

/** CSV: one table of every traveller line (or match board), a blank line, then the ranking. */
export function formatEventCsv(e: EventResults): string {
  if (e.kind === 'teams') {
    const boards = [['round', 'home', 'away', 'board', 'home_table_score_ns', 'away_table_score_ns', 'imps_home', 'imps_away'],
      ...e.result.matches.flatMap((m) => m.boards.map((b) => [m.round, m.home, m.away, String(b.board), lineFacts(b.homeTable).score, lineFacts(b.awayTable).score, fmt(b.impsHome), fmt(b.impsAway)]))];
    const matches = [['round', 'home', 'away', 'imps_home', 'imps_away', 'vp_home', 'vp_away'], ...e.result.matches.map((m) => [m.round, m.home, m.away, fmt(m.impsHome), fmt(m.impsAway), fmt(m.vpHome), fmt(m.vpAway)])];
    const ranking = [['rank', 'team', 'matches', 'imps_for', 'imps_against', 'vp'], ...e.result.standings.map((s) => [s.label, s.item.team, String(s.item.matches), fmt(s.item.impsFor), fmt(s.item.impsAgainst), fmt(s.item.vp)])];
    return [csv(boards), csv(matches), csv(ranking)].join('\n\n');
  }
  const boards = e.result.boards as readonly ScoredBoard[];
  const mp = e.result.scoring === 'matchpoints';
  const travellers = [['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'lead', 'score_ns', 'ns_result', 'ew_result', ...(mp ? ['ns_percent', 'ew_percent'] : [])],
    ...boards.flatMap((b) => b.lines.map((l) => {
      const f = lineFacts(l);
      return [String(b.board), l.ns, l.ew, f.contract, f.declarer, f.tricks, f.lead, f.score, fmt(shown(l, 'NS')), fmt(shown(l, 'EW')), ...(mp ? [fmt(l.nsPercent ?? 0), fmt(l.ewPercent ?? 0)] : [])];
    }))];
  const ranking = e.kind === 'individuals'
    ? [['rank', 'player', 'boards', 'total', 'percent'], ...e.result.standings.map((s) => [s.label, s.item.player, String(s.item.boards), fmt(s.item.total), fmt(s.item.percent)])]
    : [['rank', 'pair', 'direction', 'boards', 'total', ...(mp ? ['percent'] : [])], ...e.result.standings.map((s) => [s.label, s.item.pair, s.item.direction ?? '', String(s.item.boards), fmt(s.item.total), ...(mp ? [fmt(s.item.percent ?? 0)] : [])])];
  return `${csv(travellers)}\n\n${csv(ranking)}`;
}
