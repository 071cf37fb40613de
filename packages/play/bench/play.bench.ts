// Laws 41–44 at speed: full plays (52 cards, no irregularity) replayed through the play reducer.
import { measure, report } from '@bridge-laws/config/bench';
import type { Card } from '@bridge-laws/cards-and-boards';
import { dealWith, seededRandom, sortCards } from '@bridge-laws/cards-and-boards';
import type { PlayEvent, PlayState } from '../src/index.js';
import { applyPlayEvent, obligations, startPlay } from '../src/index.js';

interface Board {
  readonly start: PlayState;
  readonly events: readonly PlayEvent[];
}

/** A deal and a legal card sequence for it (each player plays his lowest legal card). */
function makeBoard(seed: string): Board {
  const deal = dealWith(seededRandom(seed));
  const started = startPlay({ deal, contract: '4S', declarer: 'S' });
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  const events: PlayEvent[] = [];
  while (s.phase !== 'ended') {
    const legal = sortCards(obligations(s, s.turn).legal);
    const e: PlayEvent = { type: 'play', by: s.turn, card: legal[legal.length - 1] as Card };
    const next = applyPlayEvent(s, e);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
    events.push(e);
  }
  return { start: started.value, events };
}

const boards = Array.from({ length: 256 }, (_, i) => makeBoard(`play-bench-${i}`));

function replay(board: Board): PlayState {
  let s = board.start;
  for (const e of board.events) {
    const r = applyPlayEvent(s, e);
    if (r.ok) s = r.value;
  }
  return s;
}

report(measure('full play (52 cards) through the reducer', (i) => replay(boards[i & 255] as Board), { batch: 100 }), 'boards', 20_000);
report(measure('startPlay + full play', (i) => {
  const b = boards[i & 255] as Board;
  const r = startPlay({ deal: b.start.deal, contract: '4S', declarer: 'S' });
  return r.ok ? replay({ start: r.value, events: b.events }) : null;
}, { batch: 100 }), 'boards', 20_000);
