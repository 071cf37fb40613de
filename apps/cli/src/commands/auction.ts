// `auction "P 1NT 2C X" --dealer N`: contract and declarer, or the irregularity with its options (Laws 17–40).
import { z } from 'zod';
import { boardInfo, lhoOf, makeContract } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { AuctionState, OptionId } from '@bridge-laws/auction';
import { OPTION_IDS, applyAuctionEvent, auctionResult, isOptionId, newAuction, parseCall } from '@bridge-laws/auction';
import type { Command } from '../command.js';
import { booleanFlag, parseFlags, stringFlag, UsageError, validate, wholeNumber } from '../command.js';
import type { CliIo, ExitCode } from '../io.js';
import { EXIT } from '../io.js';

const Args = z.object({
  dealer: z.enum(['N', 'E', 'S', 'W'], { message: '--dealer must be N, E, S or W' }).optional(),
});

/** Every value of a repeatable flag, in the order given. */
function all(values: unknown): string[] {
  if (values === undefined) return [];
  return (Array.isArray(values) ? values : [values]).filter((v): v is string => typeof v === 'string');
}

/** The auction refused at one call: say which call, why, and exit 1. */
function stop(io: CliIo, index: number, token: string, why: string): ExitCode {
  io.err(`bridge-laws auction: call ${index + 1} "${token}" not applied: ${why}`);
  return EXIT.failure;
}

export const auctionCommand: Command = {
  name: 'auction',
  summary: 'contract and declarer of an auction, or its irregularity and options (Laws 17–40)',
  help: `Usage: bridge-laws auction "CALLS" [--dealer N|E|S|W | --board N] [--decide OPTION]… [--json]

Replays the calls in rotation from the dealer (default N; --board takes the Law 2 dealer).
Calls: P, X, XX, 1C…7NT. Prefix a call with its seat to record it out of rotation: "1C P W:P".
Prints the contract and declarer, or the irregularity with who chooses, the options and the laws.
Every call is applied or the command stops: when an irregularity waits for a player's choice and
calls follow, give the choice with --decide (once per choice, in order), e.g.
  bridge-laws auction "1S 1H 2H" --decide accept
otherwise it names the first call it could not apply (exit 1).
  --decide OPTION  ${OPTION_IDS.join(', ')}
  --json           print the auction state: calls, turn, pending, mustPass, leadRestrictions, contract, laws, decisions`,
  async run(args, io) {
    const flags = parseFlags(args, { dealer: { type: 'string' }, board: { type: 'string' }, decide: { type: 'string', multiple: true }, json: { type: 'boolean' } });
    if (flags.positionals.length !== 1) throw new UsageError('expected the calls as one argument, e.g. "P 1NT 2C X"');
    const { dealer } = validate(Args, { dealer: stringFlag(flags, 'dealer')?.toUpperCase() });
    const boardText = stringFlag(flags, 'board');
    if (dealer !== undefined && boardText !== undefined) throw new UsageError('give --dealer or --board, not both');
    let first: Seat = dealer ?? 'N';
    if (boardText !== undefined) {
      const info = boardInfo(wholeNumber(boardText, '--board'));
      if (!info.ok) throw new UsageError(info.error);
      first = info.value.dealer;
    }
    const decisions = all(flags.values.decide);
    for (const d of decisions) if (!isOptionId(d)) throw new UsageError(`--decide ${d}: must be one of ${OPTION_IDS.join(', ')}`);
    const tokens = (flags.positionals[0] as string).trim().split(/[\s,]+/).filter((t) => t !== '');
    // Every call is read before any is applied: a call that is no call is a usage error naming it.
    const calls = tokens.map((token, index) => {
      const m = /^([NESW]):(.+)$/i.exec(token);
      const text = m ? (m[2] as string) : token;
      const call = parseCall(text);
      if (call === undefined) throw new UsageError(`call ${index + 1} "${token}" is not a call (Law 18: P, X, XX or a level 1-7 and C, D, H, S or NT)`);
      return { token, by: m ? ((m[1] as string).toUpperCase() as Seat) : null, call };
    });

    let s: AuctionState = newAuction(first);
    let next: Seat = first;
    let used = 0;
    const applied: { option: OptionId; by: Seat; law: string }[] = [];
    /** Settle pending choices with the --decide values, in order. */
    const decide = (): string | null => {
      while (s.pending !== null && s.pending.kind === 'choice' && used < decisions.length) {
        const p = s.pending;
        const option = decisions[used] as OptionId;
        if (!p.options.includes(option)) throw new UsageError(`--decide ${option}: ${p.by} chooses ${p.options.join(' or ')} here (Law ${p.law})`);
        const r = applyAuctionEvent(s, { type: 'decide', by: p.by, option });
        if (!r.ok) return r.error.message;
        applied.push({ option, by: p.by, law: p.law });
        s = r.value;
        used++;
      }
      return null;
    };
    for (const [index, { token, by, call }] of calls.entries()) {
      const p = s.pending;
      if (p !== null) {
        const why = p.kind === 'choice'
          ? `${p.by} must first choose ${p.options.join(' or ')} (Law ${p.law}); give it with --decide`
          : `the director must first rule on ${p.questions.join(', ')} (Law ${p.law})`;
        return stop(io, index, token, why);
      }
      // In rotation means the seat the table waits for (after a rejected call, the offender again).
      const seat = by ?? s.turn ?? next;
      const r = applyAuctionEvent(s, { type: 'call', by: seat, call });
      if (!r.ok) return stop(io, index, token, `${r.error.message}${'law' in r.error && r.error.law ? ` (Law ${String(r.error.law)})` : ''}`);
      s = r.value;
      next = lhoOf(seat);
      const refused = decide();
      if (refused !== null) return stop(io, index, token, refused);
    }
    if (used < decisions.length) throw new UsageError(`--decide ${decisions[used] as string}: no choice was pending for it`);

    const result = auctionResult(s);
    const laws = [...new Set(s.steps.map((x) => x.law))];
    if (booleanFlag(flags, 'json')) {
      io.out(JSON.stringify({
        dealer: first,
        auction: s.calls.map((c) => c.call.text),
        turn: s.turn,
        pending: s.pending,
        mustPass: s.mustPass,
        leadRestrictions: s.leadRestrictions,
        contract: result.kind === 'contract' ? makeContract(result.contract) : result.kind === 'passed-out' ? 'passed-out' : null,
        declarer: result.kind === 'contract' ? result.declarer : null,
        laws,
        decisions: applied,
      }));
      return EXIT.ok;
    }
    const lines: string[] = [];
    for (const d of applied) lines.push(`${d.by} chose ${d.option} (Law ${d.law})`);
    if (result.kind === 'contract') {
      lines.push(`Contract ${makeContract(result.contract)} by ${result.declarer}; opening lead from ${result.openingLeader} (Laws 22A, 41A)`);
    } else if (result.kind === 'passed-out') {
      lines.push('Passed out (Law 22B)');
    } else if (s.pending === null) {
      lines.push(`Auction in progress: ${s.turn ?? '-'} to call`);
    }
    const p = s.pending;
    if (p !== null) {
      for (const step of s.steps) lines.push(`  Law ${step.law}: ${step.note}`);
      if (p.kind === 'choice') lines.push(`${p.by} chooses: ${p.options.join(' or ')} (Law ${p.law})`);
      else lines.push(`The director must rule: ${p.questions.join(', ')} (Law ${p.law})`);
    } else if (s.steps.length > 0 && result.kind !== 'contract' && result.kind !== 'passed-out') {
      for (const step of s.steps) lines.push(`  Law ${step.law}: ${step.note}`);
    }
    for (const o of s.mustPass) lines.push(`${o.seat} must pass ${o.until === 'next-turn' ? 'at his next turn' : 'for the rest of the auction'} (Law ${o.law})`);
    io.out(lines.join('\n'));
    return EXIT.ok;
  },
};
