// BBO LIN (hand records and vugraph): `cmd|value|` pairs → boards with players, deal, auction, play, claim.
import type { BySeat, Card, DealSetup, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { checkSetup, completeSetup, err, makeContract, ok, parseCard, parseContract } from '@bridge-laws/cards-and-boards';
import type { Diagnostic, FormatFailure } from './diagnostic.js';
import { failure } from './diagnostic.js';
import type { Call } from './pbn-model.js';
import { readCall } from './pbn-tokens.js';
import { finalContract } from './trick.js';

export interface LinCall {
  readonly call: Call;
  /** Marked `!`: alerted. */
  readonly alert: boolean;
  /** The `an` explanation given with the call. */
  readonly explanation: string | null;
}

export interface LinBoard {
  /** From `ah|Board N|` or `qx|o12|`. */
  readonly board: number | null;
  /** `qx` room: o (open), c (closed). */
  readonly room: 'open' | 'closed' | null;
  /** Player names; vugraph files list both rooms and the board's room picks its four. */
  readonly players: BySeat<string> | null;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly deal: DealSetup | null;
  readonly calls: readonly LinCall[];
  /** Cards in the order they were played. */
  readonly play: readonly Card[];
  /** `mc`: total tricks for declarer agreed by a claim. */
  readonly claim: number | null;
  /** The recorded result for this board from a vugraph `rs` list, e.g. `4HE=`. */
  readonly result: string | null;
  /** `nt` commentary lines. */
  readonly commentary: readonly string[];
}

export interface LinFile {
  /** `vg` header fields (event, segment, …), empty if none. */
  readonly event: readonly string[];
  readonly boards: readonly LinBoard[];
}

export interface LinReadOptions {
  readonly file?: string;
}

interface Builder {
  board: number | null;
  room: 'open' | 'closed' | null;
  dealer: Seat | null;
  vulnerable: Vulnerability | null;
  deal: DealSetup | null;
  calls: { call: Call; alert: boolean; explanation: string | null }[];
  play: Card[];
  claim: number | null;
  commentary: string[];
  players: string[] | null;
  started: boolean;
  /** Where the board starts and where its claim is, to point at them. */
  at: number;
  claimAt: number;
}

// LIN seat digits: 1 South, 2 West, 3 North, 4 East; hands are listed S, W, N, E.
const DEALER_DIGIT: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };
const HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];
const VUL: Readonly<Record<string, Vulnerability>> = { o: 'None', '0': 'None', '-': 'None', n: 'NS', e: 'EW', b: 'All' };
const IGNORED = new Set(['st', 'pg', 'rh', 'sk', 'pf', 'pw', 'bn', 'mn', 'hs', 'sa', 'ob', 'cr', 'cg', 'at', 'lb', 'nn']);

/** Read LIN text; never throws. Every finding carries line and column. */
export function readLin(text: string, options: LinReadOptions = {}): { file: LinFile; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const boards: LinBoard[] = [];
  let event: string[] = [];
  let results: string[] = [];
  let players: string[] | null = null;
  let b: Builder = fresh();
  const places: { at: number; claimAt: number }[] = [];
  let resultsAt = 0;
  const unknown = new Set<string>();
  // Line starts, to turn offsets into line/column.
  const lineStarts = [0];
  // Control characters (NUL, 0x01, form feed…) are no LIN text: a binary or UTF-16 file. Found once per line.
  const controls: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10) lineStarts.push(k + 1);
    else if (c < 32 && c !== 9 && c !== 11 && c !== 13 && (controls.length === 0 || (controls[controls.length - 1] as number) < (lineStarts[lineStarts.length - 1] as number))) controls.push(k);
  }
  const where = (offset: number): { line: number; column: number } => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] as number) + 1 };
  };
  const report = (severity: Diagnostic['severity'], code: string, message: string, offset: number, tag: string): void => {
    const { line, column } = where(offset);
    diagnostics.push({ severity, code, message, line, column, game: boards.length + (b.started ? 1 : 0), tag, ...(options.file === undefined ? {} : { file: options.file }) });
  };

  function fresh(): Builder {
    return { board: null, room: null, dealer: null, vulnerable: null, deal: null, calls: [], play: [], claim: null, commentary: [], players: null, started: false, at: 0, claimAt: 0 };
  }
  function finish(): void {
    if (!b.started) return;
    const names = b.players ?? players;
    const index = boards.length;
    let four: string[] | null = null;
    if (names !== null && names.length >= 4) four = b.room === 'closed' && names.length >= 8 ? names.slice(4, 8) : names.slice(0, 4);
    boards.push({
      board: b.board,
      room: b.room,
      players: four === null ? null : { S: four[0] ?? '', W: four[1] ?? '', N: four[2] ?? '', E: four[3] ?? '' },
      dealer: b.dealer,
      vulnerable: b.vulnerable,
      deal: b.deal,
      calls: b.calls,
      play: b.play,
      claim: b.claim,
      result: results[index] ?? null,
      commentary: b.commentary,
    });
    places.push({ at: b.at, claimAt: b.claimAt });
    b = fresh();
  }

  for (const at of controls) {
    const c = text.charCodeAt(at);
    report('error', 'control-character', `control character U+${c.toString(16).padStart(4, '0')}${c === 0 ? ' (a NUL: is the file UTF-16? save it as UTF-8)' : ''} is not allowed in LIN text`, at, '');
  }
  let pos = 0;
  const n = text.length;
  while (pos < n) {
    if (!b.started) {
      // (the white space before a command is read with it: each character is passed once)
      let at = pos;
      while (at < n && text.charCodeAt(at) <= 32) at++;
      b.at = at;
    }
    const bar = text.indexOf('|', pos);
    if (bar < 0) {
      if (text.slice(pos).trim() !== '') report('error', 'lin-syntax', `"${text.slice(pos, pos + 20).trim()}" is not a LIN command (expected xx|value|)`, pos, '');
      break;
    }
    const cmdStart = pos;
    const cmd = text.slice(pos, bar).trim().toLowerCase();
    const end = text.indexOf('|', bar + 1);
    const value = end < 0 ? text.slice(bar + 1) : text.slice(bar + 1, end);
    pos = end < 0 ? n : end + 1;
    if (end < 0) report('warning', 'lin-syntax', `the value of ${cmd} is not closed with |`, cmdStart, cmd);
    if (!/^[a-z]{2}$/.test(cmd)) {
      report('error', 'lin-syntax', `"${cmd}" is not a LIN command (two letters expected)`, cmdStart, cmd);
      continue;
    }
    switch (cmd) {
      case 'vg':
        event = value.split(',');
        break;
      case 'rs':
        results = value.split(',');
        resultsAt = cmdStart;
        break;
      case 'pn': {
        // A new name list after a deal starts the next board (one board a line in hand records).
        if (b.deal !== null) finish();
        if (b.started) b.players = value.split(',');
        else players = value.split(',');
        break;
      }
      case 'qx': {
        finish();
        b.started = true;
        const m = /^([oc])(\d+)/i.exec(value);
        if (m !== null) {
          b.room = (m[1] as string).toLowerCase() === 'o' ? 'open' : 'closed';
          b.board = Number(m[2]);
        }
        break;
      }
      case 'md': {
        if (b.deal !== null || b.calls.length > 0) finish();
        b.started = true;
        readDeal(value, cmdStart);
        break;
      }
      case 'ah': {
        b.started = true;
        const m = /(\d+)/.exec(value);
        if (m !== null) b.board = Number(m[1]);
        break;
      }
      case 'sv': {
        const v = VUL[value.trim().toLowerCase()];
        if (v === undefined) report('error', 'lin-vulnerability', `sv "${value}" is not a vulnerability (o, n, e, b)`, cmdStart, cmd);
        else b.vulnerable = v;
        break;
      }
      case 'mb': {
        b.started = true;
        const alert = value.includes('!');
        const c = readCall(value.replace(/!/g, '').trim());
        if (c.call === null || c.call === 'AP' || c.call === '-') {
          report('error', 'lin-call', `mb "${value}" is not a call (p, d, r, 1c–7n)`, cmdStart, cmd);
          break;
        }
        b.calls.push({ call: c.call, alert, explanation: null });
        break;
      }
      case 'an': {
        const last = b.calls[b.calls.length - 1];
        if (last === undefined) report('warning', 'lin-explanation', 'an explanation before any call', cmdStart, cmd);
        else b.calls[b.calls.length - 1] = { ...last, explanation: value };
        break;
      }
      case 'pc': {
        const card = parseCard(value);
        if (card === undefined) report('error', 'lin-card', `pc "${value}" is not a card`, cmdStart, cmd);
        else if (b.play.includes(card)) report('error', 'lin-card', `${card} is played twice`, cmdStart, cmd);
        else b.play.push(card);
        break;
      }
      case 'mc': {
        const t = Number(value);
        if (!/^\d+$/.test(value.trim()) || t > 13) report('error', 'lin-claim', `mc "${value}" is not a number of tricks 0–13`, cmdStart, cmd);
        else {
          b.claim = t;
          b.claimAt = cmdStart;
        }
        break;
      }
      case 'nt':
        b.commentary.push(value);
        break;
      case 'up':
        report('warning', 'lin-undo', 'an undo (up) is not replayed; the cards after it are read as played', cmdStart, cmd);
        break;
      default:
        if (!IGNORED.has(cmd) && !unknown.has(cmd)) {
          unknown.add(cmd);
          report('warning', 'lin-unknown-command', `LIN command ${cmd} is not read`, cmdStart, cmd);
        }
    }
  }
  finish();
  boards.forEach((board, k) => {
    const place = places[k] as { at: number; claimAt: number };
    const problem = resultProblem(board);
    if (problem === null) return;
    const offset = problem.claim ? place.claimAt : place.at;
    const { line, column } = where(offset === 0 && problem.claim ? resultsAt : offset);
    diagnostics.push({ severity: 'warning', code: 'lin-result-mismatch', message: problem.message, line, column, game: k + 1, tag: problem.claim ? 'mc' : 'rs', ...(options.file === undefined ? {} : { file: options.file }) });
  });
  diagnostics.sort((x, y) => x.line - y.line || x.column - y.column);
  return { file: { event, boards }, diagnostics };

  function readDeal(value: string, at: number): void {
    const digit = value.charAt(0);
    const dealer = DEALER_DIGIT[digit];
    if (dealer !== undefined) b.dealer = dealer;
    const body = dealer !== undefined || digit === '0' ? value.slice(1) : value;
    const hands = body.split(',');
    const setup: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
    for (let h = 0; h < 4; h++) {
      const text = (hands[h] ?? '').trim();
      if (text === '') continue;
      const cards: Card[] = [];
      let suit = '';
      for (let k = 0; k < text.length; k++) {
        const ch = text.charAt(k).toUpperCase();
        if ('SHDC'.includes(ch)) {
          suit = ch;
          continue;
        }
        const rank = ch === '1' && text.charAt(k + 1) === '0' ? 'T' : ch;
        if (rank === 'T' && ch === '1') k++;
        const card = suit === '' ? undefined : parseCard(`${suit}${rank}`);
        if (card === undefined) {
          report('error', 'lin-deal', `md: "${text}" is not a hand (suit letters S H D C, each followed by ranks)`, at, 'md');
          return;
        }
        cards.push(card);
      }
      setup[HAND_ORDER[h] as Seat] = cards;
    }
    const full = completeSetup(setup);
    const checked = checkSetup(full, true);
    if (!checked.ok) {
      report('error', 'lin-deal', `md: ${checked.error.message}`, at, 'md');
      return;
    }
    b.deal = full;
  }
}

/** Read LIN leniently: warnings for what is skipped, failure with every finding otherwise. */
export function parseLin(text: string, options: LinReadOptions = {}): Result<{ file: LinFile; boards: readonly LinBoard[]; warnings: readonly Diagnostic[] }, FormatFailure> {
  const r = readLin(text, options);
  if (r.diagnostics.some((d) => d.severity === 'error')) return err(failure(r.diagnostics));
  return ok({ file: r.file, boards: r.file.boards, warnings: r.diagnostics });
}

/** A published result (`rs`): `4HE=`, `3NS-1`, `5DNx-2`, or a passed-out board. */
function readPublished(result: string): { readonly contract: string; readonly declarer: Seat; readonly tricks: number } | 'passed-out' | null {
  if (/^(p|pass|passed out)$/i.test(result.trim())) return 'passed-out';
  const m = /^([1-7])([CDHSN])([NESW])(x{0,2})(=|[+-]\d+)$/i.exec(result.trim());
  if (m === null) return null;
  const contract = parseContract(`${m[1]}${m[2]}${m[4]}`);
  if (!contract.ok) return null;
  const tricks = contract.value.level + 6 + (m[5] === '=' ? 0 : Number(m[5]));
  return { contract: makeContract(contract.value), declarer: (m[3] as string).toUpperCase() as Seat, tricks };
}

/**
 * A board's published result against what the file itself says: the contract and declarer of its
 * auction (Law 22) and the tricks of its claim (`mc`, Law 68). Only what the file has both of is
 * compared; a mismatch is a warning (a published result may be a director's adjusted score).
 */
function resultProblem(board: LinBoard): { readonly message: string; readonly claim: boolean } | null {
  if (board.result === null || board.result.trim() === '') return null;
  const published = readPublished(board.result);
  const name = `board ${board.board ?? '?'}${board.room === null ? '' : ` (${board.room} room)`}`;
  if (published === null) return { message: `${name}: the published result "${board.result}" is not a result (e.g. 4HE=, 3NS-1)`, claim: false };
  const end = board.dealer === null || board.calls.length === 0 ? null : finalContract(board.calls.map((c) => c.call), board.dealer);
  if (end !== null && end.kind !== 'open') {
    const own = end.kind === 'passed-out' ? 'passed out' : `${makeContract(end.contract)} by ${end.declarer}`;
    const said = published === 'passed-out' ? 'passed out' : `${published.contract} by ${published.declarer}`;
    if (own !== said) return { message: `${name}: the published result "${board.result}" says ${said}, the auction ${own} (Law 22)`, claim: false };
  }
  if (published !== 'passed-out' && board.claim !== null && board.claim !== published.tricks) {
    return { message: `${name}: the published result "${board.result}" gives declarer ${published.tricks} tricks, the claim (mc) ${board.claim}`, claim: true };
  }
  return null;
}
