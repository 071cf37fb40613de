// Scoring at scale, on one core: a 1,000-pair × 36-board matchpointed session (Law 78A) and a 300-team Swiss
// scored board by board in IMPs and VPs (Laws 78B–78D). Each is run until its time is steady (the last
// three runs within 5 %), then reported as CPU time (user + system of this process) beside wall time and
// the machine's load average, since wall time on a shared machine also counts other processes.
import { cpuUsage, hrtime } from 'node:process';
import { loadavg } from 'node:os';
import type { PairsLine, TeamsLine } from '../src/index.js';
import { readTravellers, scorePairsEvent, scoreTeamsEvent, tableLine } from '../src/index.js';

let seed = 12345;
const random = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const SCORES = [-800, -500, -200, -100, -50, 0, 50, 90, 110, 140, 170, 420, 450, 620, 650, 1430];
const pick = (): number => SCORES[Math.floor(random() * SCORES.length)] as number;

// 1,000 pairs, 36 boards, every board played at 500 tables (18,000 results).
const PAIRS = 1000;
const BOARDS = 36;
const TABLES = PAIRS / 2;
const session: PairsLine[] = [];
for (let b = 1; b <= BOARDS; b++) {
  for (let t = 0; t < TABLES; t++) session.push({ board: b, ns: `p${(t + b) % PAIRS}`, ew: `p${(t + b + TABLES) % PAIRS}`, line: tableLine(pick()) });
}
// The same pairings as a travellers CSV, to time reading and validating (Law 77) too.
const csv = ['board,ns,ew,contract,declarer,tricks', ...session.map((l, i) => `${l.board},${l.ns},${l.ew},${['4S', '3NT', '2H', '1NT'][i % 4]},N,${7 + (i % 5)}`)].join('\n');

// 300 teams, a 10-round Swiss of 8-board matches: 150 matches a round, two tables a board (24,000 results).
const TEAMS = 300;
const ROUNDS = 10;
const MATCH_BOARDS = 8;
const swiss: TeamsLine[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  const order = Array.from({ length: TEAMS }, (_, i) => i).sort(() => random() - 0.5);
  for (let m = 0; m < TEAMS / 2; m++) {
    const home = `t${order[2 * m]}`;
    const away = `t${order[2 * m + 1]}`;
    for (let b = 1; b <= MATCH_BOARDS; b++) {
      const board = (r - 1) * MATCH_BOARDS + b;
      swiss.push({ board, round: String(r), ns: home, ew: away, line: tableLine(pick()) });
      swiss.push({ board, round: String(r), ns: away, ew: home, line: tableLine(pick()) });
    }
  }
}

interface Measure {
  readonly wallMs: number;
  readonly cpuMs: number;
}

function measure(run: () => void): Measure {
  const c0 = cpuUsage();
  const t0 = hrtime.bigint();
  run();
  const wallMs = Number(hrtime.bigint() - t0) / 1e6;
  const c = cpuUsage(c0);
  return { wallMs, cpuMs: (c.user + c.system) / 1000 };
}

/** Runs until the last three CPU times are within 5 % of each other (at least 5, at most 30 runs); reports the middle of those three. */
function steady(name: string, run: () => void, goalMs: number): void {
  const runs: Measure[] = [];
  for (;;) {
    runs.push(measure(run));
    const last = runs.slice(-3).map((m) => m.cpuMs);
    if ((runs.length >= 5 && Math.max(...last) <= Math.min(...last) * 1.05) || runs.length >= 30) break;
  }
  const mid = [...runs.slice(-3)].sort((a, b) => a.cpuMs - b.cpuMs)[1] as Measure;
  const load = loadavg()[0] ?? 0;
  console.log(name);
  console.log(
    `  cpu ${mid.cpuMs.toFixed(1)} ms  wall ${mid.wallMs.toFixed(1)} ms  load ${load.toFixed(2)}  (steady after ${runs.length} runs; first run cpu ${runs[0]?.cpuMs.toFixed(1)} ms)  goal < ${goalMs} ms cpu ${mid.cpuMs < goalMs ? 'met' : 'NOT met'}`,
  );
}

console.log(`node ${process.version}, one thread; load = the machine's 1-minute load average`);
steady(`pairs: ${PAIRS} pairs × ${BOARDS} boards, ${session.length.toLocaleString('en-US')} results matchpointed (Neuberg) and ranked`, () => {
  const r = scorePairsEvent(session);
  if (!r.ok || r.value.standings.length !== PAIRS) throw new Error('pairs session not scored');
}, 1000);
steady('pairs from CSV: the same session read, each line checked against Law 77, then scored', () => {
  const lines = readTravellers(csv, 'bench.csv');
  if (!lines.ok) throw new Error(lines.error[0]?.message);
  const r = scorePairsEvent(lines.value);
  if (!r.ok) throw new Error(r.error.message);
}, 1000);
steady(`teams: ${TEAMS}-team Swiss, ${ROUNDS} rounds × ${MATCH_BOARDS} boards, ${swiss.length.toLocaleString('en-US')} results → IMPs, VPs (WBF), ranking`, () => {
  const r = scoreTeamsEvent(swiss);
  if (!r.ok || r.value.standings.length !== TEAMS) throw new Error('swiss not scored');
}, 1000);
