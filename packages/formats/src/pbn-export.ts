// What export format asks of a game beyond its spelling (PBN 2.1 §3.4, §3.5, §3.6): the Mandatory Tag
// Set, filled where it can be derived, and sections that start with the dealer and the opening leader.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { boardDealer, boardVulnerability, makeContract, seatAfter } from '@bridge-laws/cards-and-boards';
import type { Call, PbnAuction, PbnGame, PbnTag } from './pbn-model.js';
import { MANDATORY_TAGS } from './pbn-tags.js';
import { finalContract } from './trick.js';

const NO_COMMENTS: PbnTag['comments'] = Object.freeze([]);

/** The calls of an auction as made, or null when it holds a mark a plain list cannot (`+`, `^S`). */
function plainCalls(auction: PbnAuction, dealer: Seat): Call[] | null {
  const calls: Call[] = [];
  let seat = auction.first;
  let skipping = true;
  for (const e of auction.calls) {
    if (e.call === '+' || e.call === '^S') return null;
    if (e.call === '-') {
      if (!skipping) return null;
      seat = seatAfter(seat);
      continue;
    }
    if (skipping && seat !== dealer) return null;
    skipping = false;
    if (e.call === 'AP') {
      // All pass (§3.5.1): passes until the auction ends (Law 22).
      for (let k = 0; k < 4 && finalContract(calls, dealer).kind === 'open'; k++) calls.push('Pass');
      break;
    }
    calls.push(e.call as Call);
  }
  return calls;
}

/** The seat of the first call that is not a `-` placeholder. */
function firstCaller(auction: PbnAuction): Seat | undefined {
  let seat = auction.first;
  for (const e of auction.calls) {
    if (e.call !== '-') return seat;
    seat = seatAfter(seat);
  }
  return undefined;
}

/** Values for the mandatory tags a game lacks, derived where the Laws or the record give them. */
function derived(game: PbnGame): Record<string, string> {
  const f = game.facts;
  const out: Record<string, string> = {};
  const auction = game.tags.find((t) => t.auction !== undefined)?.auction;
  // Law 2 from the board number; else the auction's first call, which the dealer makes (Law 17A).
  const dealer = f.dealer ?? (f.board === undefined ? (auction === undefined ? undefined : firstCaller(auction)) : boardDealer(f.board));
  if (dealer !== undefined) out.Dealer = dealer;
  if (f.vulnerable === undefined && f.board !== undefined) out.Vulnerable = boardVulnerability(f.board); // Law 2
  const calls = auction === undefined || dealer === undefined ? null : plainCalls(auction, dealer);
  const end = calls === null || dealer === undefined ? null : finalContract(calls, dealer); // Law 22
  if (end?.kind === 'passed-out') {
    out.Declarer = '';
    out.Contract = 'Pass';
    out.Result = '';
  } else if (end?.kind === 'contract') {
    out.Declarer = end.declarer;
    out.Contract = makeContract(end.contract);
  }
  return out;
}

/**
 * The game with every tag of the Mandatory Tag Set, and a tag for each of its values, in export
 * order; the same game when nothing is missing. A value the game has without its tag (inherited with `##`, or carried from the game
 * before) is written as it is; any other is derived, else "?" (unknown, §3.4).
 */
export function withMandatoryTags(game: PbnGame): PbnGame {
  const byName = new Map(game.tags.map((t) => [t.name, t]));
  const untagged = Object.keys(game.values).filter((name) => !byName.has(name));
  if (untagged.length === 0 && MANDATORY_TAGS.every((name) => byName.has(name))) return game;
  const values = derived(game);
  const tags: PbnTag[] = [];
  const filled: Record<string, string> = {};
  for (const name of MANDATORY_TAGS) {
    const tag = byName.get(name);
    if (tag !== undefined) tags.push(tag);
    else {
      const value = game.values[name] ?? values[name] ?? '?';
      filled[name] = value;
      tags.push({ name, value, comments: NO_COMMENTS });
    }
  }
  // Other values the game has without a tag (carried from the game before, inherited with `##`) are
  // written too, so that the game stands on its own; plain tags go in name order (§3.4), sections after.
  const mandatory = new Set<string>(MANDATORY_TAGS);
  const plain = game.tags.filter((t) => !mandatory.has(t.name) && t.auction === undefined && t.play === undefined && t.table === undefined && t.data === undefined);
  for (const name of untagged) if (!mandatory.has(name)) plain.push({ name, value: game.values[name] as string, comments: NO_COMMENTS });
  plain.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  tags.push(...plain);
  for (const t of game.tags) if (!mandatory.has(t.name) && !plain.includes(t)) tags.push(t);
  return { ...game, tags, values: { ...game.values, ...filled } };
}

/**
 * Why a game (its mandatory tags filled) is not in export format, or null: the auction must start
 * with the dealer (§3.5) and the play with the opening leader, declarer's left-hand opponent (§3.6,
 * Law 41A). The reader keeps the first seat as written, so an import file may have either.
 */
export function exportProblem(game: PbnGame): string | null {
  const dealer = game.values.Dealer;
  const auction = game.tags.find((t) => t.auction !== undefined)?.auction;
  if (auction !== undefined && auction.first !== dealer) return `the auction starts with ${auction.first}, not with the dealer (${dealer ?? '?'})`;
  const play = game.tags.find((t) => t.play !== undefined)?.play;
  const declarer = game.values.Declarer;
  if (play !== undefined && (declarer === 'N' || declarer === 'E' || declarer === 'S' || declarer === 'W') && play.first !== seatAfter(declarer)) {
    return `the play starts with ${play.first}, not with the opening leader (${seatAfter(declarer)})`;
  }
  return null;
}

/** For each game that keeps a file out of export format, why (game numbers from 1). */
export function pbnExportProblems(games: readonly PbnGame[]): string[] {
  const out: string[] = [];
  games.forEach((g, i) => {
    const p = exportProblem(withMandatoryTags(g));
    if (p !== null) out.push(`game ${i + 1}: ${p}`);
  });
  return out;
}
