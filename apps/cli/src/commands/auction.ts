// `auction "P 1NT 2C X" --dealer N`: contract and declarer, or the irregularity with its options (Laws 17–40).
import { z } from 'zod';
import { boardInfo } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { auctionResult, replayAuction } from '@bridge-laws/auction';
import type { Command } from '../command.js';
import { booleanFlag, parseFlags, stringFlag, UsageError, validate } from '../command.js';
import { EXIT } from '../io.js';

const Args = z.object({
  dealer: z.enum(['N', 'E', 'S', 'W'], { message: 'dealer must be N, E, S or W' }).optional(),
  board: z.coerce.number({ message: 'board must be a number' }).int('board must be a whole number').min(1, 'board must be 1 or more').optional(),
});

export const auctionCommand: Command = {
  name: 'auction',
  summary: 'contract and declarer of an auction, or its irregularity and options (Laws 17–40)',
  help: `Usage: bridge-laws auction "CALLS" [--dealer N|E|S|W | --board N] [--json]

Replays the calls in rotation from the dealer (default N; --board takes the Law 2 dealer).
Calls: P, X, XX, 1C…7NT. Prefix a call with its seat to record it out of rotation: "1C P W:P".
Prints the contract and declarer, or the first irregularity with who chooses, the options and the laws.
  --json   print the auction state: calls, turn, pending, mustPass, leadRestrictions, contract, laws`,
  async run(args, io) {
    const flags = parseFlags(args, { dealer: { type: 'string' }, board: { type: 'string' }, json: { type: 'boolean' } });
    if (flags.positionals.length !== 1) throw new UsageError('expected the calls as one argument, e.g. "P 1NT 2C X"');
    const { dealer, board } = validate(Args, { dealer: stringFlag(flags, 'dealer')?.toUpperCase(), board: stringFlag(flags, 'board') });
    if (dealer !== undefined && board !== undefined) throw new UsageError('give --dealer or --board, not both');
    let first: Seat = dealer ?? 'N';
    if (board !== undefined) {
      const info = boardInfo(board);
      if (!info.ok) throw new UsageError(info.error);
      first = info.value.dealer;
    }
    const tokens = (flags.positionals[0] as string).trim().split(/[\s,]+/).filter((t) => t !== '');
    const r = replayAuction(first, tokens);
    if (!r.ok) throw new UsageError(r.error.message);
    const s = r.value;
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
        contract: result.kind === 'contract' ? `${result.contract.level}${result.contract.denomination}${result.contract.risk}` : result.kind === 'passed-out' ? 'passed-out' : null,
        declarer: result.kind === 'contract' ? result.declarer : null,
        laws,
      }));
      return EXIT.ok;
    }
    const lines: string[] = [];
    if (result.kind === 'contract') {
      const { level, denomination, risk } = result.contract;
      lines.push(`Contract ${level}${denomination}${risk} by ${result.declarer}; opening lead from ${result.openingLeader} (Laws 22A, 41A)`);
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
