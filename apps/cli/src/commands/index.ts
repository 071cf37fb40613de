// Every command, one line each; the runner lists them in this order.
import type { Command } from '../command.js';
import { boardCommand } from './board.js';
import { dealCommand } from './deal.js';
import { demoCommand } from './demo.js';

export const COMMANDS: readonly Command[] = [
  boardCommand,
  dealCommand,
  demoCommand,
];
