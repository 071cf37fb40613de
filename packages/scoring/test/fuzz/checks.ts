// What the CSV readers must do with any text at all: finish, and place every problem at a real line of
// the text with a message. Run inside the fuzz worker, so that a reader that never returns is caught by
// the clock of the main thread.
import type { LineProblem } from '../../src/index.js';
import { readTravellers, scoreCsv } from '../../src/index.js';

function lineCount(text: string): number {
  let n = 1;
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 10) n++;
  return n;
}

function misplaced(problems: readonly LineProblem[], text: string, reader: string): string | null {
  const lines = lineCount(text);
  if (problems.length === 0) return `${reader}: refused with no problem named`;
  for (const p of problems) {
    if (!(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines)) return `${reader}: problem at line ${p.line} outside the text (${lines} lines)`;
    if (p.message.length === 0) return `${reader}: problem without a message at line ${p.line}`;
  }
  return null;
}

/** null when every reader behaved on the text, else what went wrong. */
export function checkInput(text: string): string | null {
  for (const event of ['pairs', 'teams', 'individuals'] as const) {
    for (const movement of ['howell', 'mitchell', 'arrow-switch'] as const) {
      const r = readTravellers(text, 'fuzz.csv', { event, movement });
      if (!r.ok) {
        const bad = misplaced(r.error, text, `travellers (${event}, ${movement})`);
        if (bad !== null) return bad;
      }
    }
  }
  const s = scoreCsv(text, 'fuzz.csv');
  return s.ok ? null : misplaced(s.error, text, 'score --csv');
}
