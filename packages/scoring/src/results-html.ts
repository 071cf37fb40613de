// A printable HTML results page: the ranking, every traveller (or match), and a personal score card per contestant.
import type { EventResults } from './event-results.js';
import type { ScoredBoard, ScoredLine } from './pairs-event.js';
import { fmt, lineFacts, shown } from './traveller-facts.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function table(head: readonly string[], rows: readonly (readonly string[])[], caption?: string): string {
  return [
    '<table>',
    caption === undefined ? '' : `<caption>${esc(caption)}</caption>`,
    `<thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody>`,
    '</table>',
  ].join('');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5em;color:#111}h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.5em}
table{border-collapse:collapse;margin:.5em 0 1em}th,td{border:1px solid #999;padding:.15em .5em;text-align:right}
th:first-child,td:first-child{text-align:left}caption{text-align:left;font-weight:600;padding:.2em 0}
section.card{break-inside:avoid}@media print{section.cards{break-before:page}body{margin:0}}`;

export interface ResultsHtmlOptions {
  readonly title?: string;
}

/** A standalone, printable page (no scripts, no external files): ranking, travellers, score cards. */
export function formatResultsHtml(e: EventResults, options: ResultsHtmlOptions = {}): string {
  const title = options.title ?? 'Results';
  const body: string[] = [`<h1>${esc(title)}</h1>`];
  if (e.kind === 'teams') {
    body.push('<h2>Ranking</h2>', table(['Rank', 'Team', 'Matches', 'IMPs +', 'IMPs −', 'VPs'], e.result.standings.map((s) => [s.label, s.item.team, String(s.item.matches), fmt(s.item.impsFor), fmt(s.item.impsAgainst), fmt(s.item.vp)])));
    body.push('<h2>Matches</h2>');
    for (const m of e.result.matches) {
      const caption = `${m.round === '' ? '' : `Round ${m.round}: `}${m.home} v ${m.away} — IMPs ${fmt(m.impsHome)}–${fmt(m.impsAway)}, VPs ${fmt(m.vpHome)}–${fmt(m.vpAway)}`;
      body.push(table(['Board', `${m.home} NS`, 'Score', `${m.away} NS`, 'Score', `IMPs ${m.home}`, `IMPs ${m.away}`], m.boards.map((b) => {
        const h = lineFacts(b.homeTable);
        const a = lineFacts(b.awayTable);
        return [String(b.board), `${h.contract} ${h.declarer}`.trim(), h.score, `${a.contract} ${a.declarer}`.trim(), a.score, fmt(b.impsHome), fmt(b.impsAway)];
      }), caption));
    }
    body.push('<section class="cards"><h2>Score cards</h2>');
    for (const s of e.result.standings) {
      const rows = e.result.matches.filter((m) => m.home === s.item.team || m.away === s.item.team).map((m) => {
        const home = m.home === s.item.team;
        return [m.round, home ? m.away : m.home, fmt(home ? m.impsHome : m.impsAway), fmt(home ? m.impsAway : m.impsHome), fmt(home ? m.vpHome : m.vpAway)];
      });
      body.push(`<section class="card">${table(['Round', 'Opponents', 'IMPs +', 'IMPs −', 'VPs'], rows, `Team ${s.item.team} — ${s.label}, ${fmt(s.item.vp)} VPs`)}</section>`);
    }
    body.push('</section>');
    return page(title, body);
  }
  const mp = e.result.scoring === 'matchpoints';
  const unit = mp ? 'MP' : 'IMP';
  const boards = e.result.boards as readonly ScoredBoard[];
  body.push('<h2>Ranking</h2>');
  if (e.kind === 'individuals') {
    body.push(table(['Rank', 'Player', 'Boards', 'MP', '%'], e.result.standings.map((s) => [s.label, s.item.player, String(s.item.boards), fmt(s.item.total), fmt(s.item.percent)])));
  } else {
    const dir = e.result.standings.some((s) => s.item.direction !== null);
    body.push(table(['Rank', 'Pair', ...(dir ? ['Dir'] : []), 'Boards', unit, ...(mp ? ['%'] : [])], e.result.standings.map((s) => [s.label, s.item.pair, ...(dir ? [s.item.direction ?? ''] : []), String(s.item.boards), fmt(s.item.total), ...(mp ? [fmt(s.item.percent ?? 0)] : [])])));
  }
  body.push('<h2>Travellers</h2>');
  for (const b of boards) {
    const caption = `Board ${b.board}${b.top !== undefined ? ` (top ${fmt(b.top)})` : b.datum !== undefined ? ` (datum ${b.datum})` : ''}`;
    body.push(table(['NS', 'EW', 'Contract', 'By', 'Lead', 'Tricks', 'Score NS', `${unit} NS`, `${unit} EW`, ...(mp ? ['% NS', '% EW'] : [])], b.lines.map((l) => {
      const f = lineFacts(l);
      return [l.ns, l.ew, f.contract, f.declarer, f.lead, f.tricks, f.score, fmt(shown(l, 'NS')), fmt(shown(l, 'EW')), ...(mp ? [fmt(l.nsPercent ?? 0), fmt(l.ewPercent ?? 0)] : [])];
    }), caption));
  }
  body.push('<section class="cards"><h2>Score cards</h2>');
  const cards = e.kind === 'individuals'
    ? e.result.standings.map((s) => ({ who: `Player ${s.item.player}`, label: `${s.label}, ${fmt(s.item.percent)} %`, mine: (l: ScoredLine) => seatOf(l, s.item.player) }))
    : e.result.standings.map((s) => ({ who: `Pair ${s.item.pair}${s.item.direction === null ? '' : ` ${s.item.direction}`}`, label: `${s.label}, ${fmt(s.item.total)} ${unit}${mp ? `, ${fmt(s.item.percent ?? 0)} %` : ''}`, mine: (l: ScoredLine) => pairSide(l, s.item.pair, s.item.direction) }));
  for (const c of cards) {
    const rows: string[][] = [];
    for (const b of boards) {
      for (const l of b.lines) {
        const side = c.mine(l);
        if (side === null) continue;
        const f = lineFacts(l);
        const ns = side === 'NS';
        rows.push([String(b.board), side, ns ? l.ew : l.ns, `${f.contract} ${f.declarer}`.trim(), f.score === '' ? '' : ns ? f.score : String(-Number(f.score)), fmt(shown(l, side)), ...(mp ? [fmt((ns ? l.nsPercent : l.ewPercent) ?? 0)] : [])]);
      }
    }
    body.push(`<section class="card">${table(['Board', 'Dir', 'Against', 'Contract', 'Score', unit, ...(mp ? ['%'] : [])], rows, `${c.who} — ${c.label}`)}</section>`);
  }
  body.push('</section>');
  return page(title, body);
}

function pairSide(l: ScoredLine, pair: string, direction: 'NS' | 'EW' | null): 'NS' | 'EW' | null {
  if (l.ns === pair && direction !== 'EW') return 'NS';
  if (l.ew === pair && direction !== 'NS') return 'EW';
  return null;
}

function seatOf(l: ScoredLine, player: string): 'NS' | 'EW' | null {
  const p = (l as ScoredLine & { players?: { north: string; south: string; east: string; west: string } }).players;
  if (p === undefined) return null;
  if (p.north === player || p.south === player) return 'NS';
  if (p.east === player || p.west === player) return 'EW';
  return null;
}

function page(title: string, body: readonly string[]): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}
