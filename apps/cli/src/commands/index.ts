// Every command, one line each; the runner lists them in this order.
import type { Command } from '../command.js';
import { auctionCommand } from './auction.js';
import { boardCommand } from './board.js';
import { caseCommand } from './case.js';
import { claimCommand } from './claim.js';
import { convertCommand } from './convert.js';
import { dealCommand } from './deal.js';
import { demoCommand } from './demo.js';
import { handRecordCommand } from './handrecord.js';
import { rulingCommand } from './ruling.js';
import { appealCommand } from './appeal.js';
import { scoreCommand } from './score.js';
import { resultsCommand } from './results.js';
import { replayCommand } from './replay.js';
import { solveCommand } from './solve.js';
import { verifyCommand } from './verify.js';

export const COMMANDS: readonly Command[] = [
  auctionCommand,
  boardCommand,
  caseCommand,
  claimCommand,
  convertCommand,
  dealCommand,
  demoCommand,
  handRecordCommand,
  scoreCommand,
  resultsCommand,
  replayCommand,
  solveCommand,
  rulingCommand,
  appealCommand,
  verifyCommand,
];
