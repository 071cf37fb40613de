// Which movement a travellers file was played in, read from the pair numbers and the seats alone: a Howell (one field,
// every pair sits both ways and meets pairs of either direction), a Mitchell (two fields, each pair keeps its direction
// and meets only pairs of the other) or an arrow-switched Mitchell (one field: some tables sat the other way round).
// When the file cannot tell them apart the answer says so and names the candidates: the scorer chooses, nothing is guessed.

import type { PairsMovement } from './movement.js';

export type DetectableMovement = PairsMovement;

/** Why the movement was read so; each names what in the file shows it. */
export type MovementEvidence =
  /** The file's `switched` column marks the arrow-switched tables. */
  | { readonly code: 'marked-switched'; readonly tables: number }
  /** One number sits North-South and East-West on the same board: the two directions are numbered apart. */
  | { readonly code: 'number-both-ways'; readonly pair: string; readonly board: number }
  /** Pairs that met each other round a cycle of odd length, which no Mitchell has (NS meets only EW there). */
  | { readonly code: 'odd-cycle'; readonly pairs: readonly string[] }
  /** Every pair kept one direction and met only pairs of the other. */
  | { readonly code: 'directions-kept'; readonly pairs: number }
  /** The pairs split into two sides that only met each other, but some tables sat the other way round. */
  | { readonly code: 'tables-switched'; readonly tables: number; readonly of: number }
  /** The opponents fall into groups that never met: too few rounds in the file to tell one field from two. */
  | { readonly code: 'groups-never-met'; readonly groups: number }
  /**
   * The pairs met along a tree, no round closing a circle: every such file keeps directions whichever movement was
   * played, so it cannot tell a Howell's first rounds from a Mitchell.
   */
  | { readonly code: 'no-circle'; readonly pairs: number; readonly meetings: number }
  /** Half the tables sat each way: a Howell or an arrow-switched Mitchell with no home direction to read. */
  | { readonly code: 'half-switched'; readonly tables: number }
  | { readonly code: 'no-lines' };

export type DetectedMovement =
  | { readonly kind: 'howell' | 'mitchell'; readonly evidence: MovementEvidence }
  /** `switchedLines`: indexes of the lines whose North-South seat holds a pair of the Mitchell's East-West direction. */
  | { readonly kind: 'arrow-switch'; readonly switchedLines: readonly number[]; readonly evidence: MovementEvidence }
  /**
   * `switchedLines` (when arrow-switch is a candidate): the lines turned round against the first line's seating, for a
   * scorer who chooses the arrow-switch.
   */
  | { readonly kind: 'ambiguous'; readonly candidates: readonly DetectableMovement[]; readonly evidence: MovementEvidence; readonly switchedLines?: readonly number[] };

/** What detection reads of a traveller line: the board, the pairs as they sat, and the file's own switch mark. */
export interface SeatedLine {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly switched?: boolean | undefined;
}

/** The evidence in plain English (the desk words it in its own language from the code). */
export function movementEvidenceText(e: MovementEvidence): string {
  switch (e.code) {
    case 'marked-switched':
      return `the file marks ${e.tables} table(s) as switched`;
    case 'number-both-ways':
      return `pair ${e.pair} sits North-South and East-West on board ${e.board}, so the two directions are numbered apart`;
    case 'odd-cycle':
      return `pairs ${e.pairs.join(', ')} met one another round an odd cycle, which a Mitchell never seats`;
    case 'directions-kept':
      return `all ${e.pairs} pairs kept one direction and met only pairs of the other`;
    case 'tables-switched':
      return `${e.tables} of ${e.of} tables sat the other way round between two sides that only met each other`;
    case 'groups-never-met':
      return `the pairs fall into ${e.groups} groups that never met: too few rounds to tell one field from two`;
    case 'no-circle':
      return `the ${e.pairs} pairs met in ${e.meetings} different pairings, no round closing a circle: too few to tell one field from two`;
    case 'half-switched':
      return `half the tables (${e.tables}) sat each way: no home direction can be read`;
    case 'no-lines':
      return 'the file has no traveller lines';
  }
}

/** The movement the file shows, or `ambiguous` with the candidates when it cannot tell. Linear in the lines. */
export function detectMovement(lines: readonly SeatedLine[]): DetectedMovement {
  if (lines.length === 0) return { kind: 'ambiguous', candidates: ['howell', 'mitchell', 'arrow-switch'], evidence: { code: 'no-lines' } };
  const marked = lines.filter((l) => l.switched === true).length;
  if (marked > 0) {
    return { kind: 'arrow-switch', switchedLines: lines.flatMap((l, i) => (l.switched === true ? [i] : [])), evidence: { code: 'marked-switched', tables: marked } };
  }
  // A pair plays a board once: one number on both sides of a board is two pairs, numbered per direction.
  const seen = new Map<string, 'NS' | 'EW'>();
  for (const l of lines) {
    for (const [pair, side] of [[l.ns, 'NS'], [l.ew, 'EW']] as const) {
      const k = `${l.board}\u0000${pair}`;
      const had = seen.get(k);
      if (had !== undefined && had !== side) return { kind: 'mitchell', evidence: { code: 'number-both-ways', pair, board: l.board } };
      seen.set(k, side);
    }
  }
  // The opponents graph, two-coloured by a breadth-first walk: a Mitchell's pairs only ever meet the other direction.
  const opponents = new Map<string, string[]>();
  const meet = (a: string, b: string) => {
    const list = opponents.get(a);
    if (list === undefined) opponents.set(a, [b]);
    else list.push(b);
  };
  for (const l of lines) {
    meet(l.ns, l.ew);
    meet(l.ew, l.ns);
  }
  const colour = new Map<string, 0 | 1>();
  const parent = new Map<string, string>();
  let groups = 0;
  for (const start of opponents.keys()) {
    if (colour.has(start)) continue;
    colour.set(start, 0);
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const a = queue[q] as string;
      for (const b of opponents.get(a) ?? []) {
        const cb = colour.get(b);
        if (cb === undefined) {
          colour.set(b, colour.get(a) === 0 ? 1 : 0);
          parent.set(b, a);
          queue.push(b);
        } else if (cb === colour.get(a)) {
          return { kind: 'howell', evidence: { code: 'odd-cycle', pairs: oddCycle(a, b, parent) } };
        }
      }
    }
    groups++;
  }
  if (groups > 1) return { kind: 'ambiguous', candidates: ['howell', 'mitchell'], evidence: { code: 'groups-never-met', groups } };
  // One connected two-sided field: the side that sat North-South at most tables is the Mitchell's North-South.
  const zeroAtNs = lines.filter((l) => colour.get(l.ns) === 0).length;
  const reversed = Math.min(zeroAtNs, lines.length - zeroAtNs);
  const turned = (homeNs: 0 | 1 | undefined): number[] => lines.flatMap((l, i) => (colour.get(l.ns) === homeNs ? [] : [i]));
  // Only a circle of meetings (of even length here) shows two sides; a tree is two-coloured whatever was played, so a
  // Howell's first rounds cannot be told from a Mitchell's (or, with tables turned, from an arrow-switch).
  const meetings = new Set(lines.map((l) => (l.ns < l.ew ? `${l.ns}\u0000${l.ew}` : `${l.ew}\u0000${l.ns}`))).size;
  if (meetings < opponents.size) {
    const evidence = { code: 'no-circle', pairs: opponents.size, meetings } as const;
    if (reversed === 0) return { kind: 'ambiguous', candidates: ['howell', 'mitchell'], evidence };
    return { kind: 'ambiguous', candidates: ['howell', 'arrow-switch'], evidence, switchedLines: turned(zeroAtNs * 2 >= lines.length ? 0 : 1) };
  }
  if (reversed === 0) return { kind: 'mitchell', evidence: { code: 'directions-kept', pairs: opponents.size } };
  if (reversed * 2 === lines.length) {
    return { kind: 'ambiguous', candidates: ['howell', 'arrow-switch'], evidence: { code: 'half-switched', tables: reversed }, switchedLines: turned(colour.get(lines[0]?.ns ?? '')) };
  }
  const switchedLines = turned(zeroAtNs * 2 > lines.length ? 0 : 1);
  return { kind: 'arrow-switch', switchedLines, evidence: { code: 'tables-switched', tables: switchedLines.length, of: lines.length } };
}

/** The pairs of the odd cycle closed by the edge a–b: each one's walk back to where the two walks meet. */
function oddCycle(a: string, b: string, parent: ReadonlyMap<string, string>): string[] {
  const up = (x: string): string[] => {
    const path = [x];
    for (let p = parent.get(x); p !== undefined; p = parent.get(p)) path.push(p);
    return path;
  };
  const pa = up(a);
  const pb = up(b);
  const onB = new Set(pb);
  const meetAt = pa.findIndex((x) => onB.has(x));
  const top = pa[meetAt] as string;
  return [...pa.slice(0, meetAt + 1), ...pb.slice(0, pb.indexOf(top)).reverse()];
}
