// A club session's results recomputed after a ruling or an appeal: 13 tables × 26 boards, 20 rulings.
import { measure, report } from '@bridge-laws/config/bench';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { weightedScore } from '@bridge-laws/irregularities';
import type { Session, SessionResult } from '../src/index.js';
import { addRuling, computeResults, newSession, readSession, writeSession } from '../src/index.js';

const TABLES = 13;
const BOARDS = 26;
const results: SessionResult[] = [];
for (let b = 1; b <= BOARDS; b++) {
  for (let t = 1; t <= TABLES; t++) {
    results.push({ board: b, table: String(t), ns: String(t), ew: String(TABLES + ((t + b) % TABLES) + 1), contract: '4S', declarer: 'S', tricks: 7 + ((b * t) % 6) });
  }
}
let session: Session = { ...newSession({ name: 'bench', kind: 'pairs', scoring: 'matchpoints', movement: 'mitchell' }), results };
const facts = { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false };
for (let i = 0; i < 20; i++) {
  const r = addRuling(session, {
    board: 1 + (i % BOARDS), table: String(1 + (i % TABLES)), workflow: 'ui-from-partner', facts,
    adjusted: weightedScore([{ contract: '3S', declarer: 'S', tricks: 9, weight: 0.7 }, { contract: '4S', declarer: 'S', tricks: 9, weight: 0.3 }]),
  });
  if (!r.ok) throw new Error(r.error.message);
  session = r.value;
}
const text = writeSession(session);

report(measure(`results of ${TABLES * BOARDS} lines with 20 rulings`, () => computeResults(session, WBF_REGULATION), { seconds: 2 }), 'sessions');
report(measure(`read and validate a ${Math.round(text.length / 1024)} KB session file`, () => readSession(text), { seconds: 2 }), 'files');
