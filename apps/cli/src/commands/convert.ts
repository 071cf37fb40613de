// `convert IN OUT`: PBN or LIN in, PBN export format out; the format follows the file extension.
import { convertText, decodeText, formatOfName } from '@bridge-laws/formats';
import type { Command } from '../command.js';
import { parseFlags, UsageError } from '../command.js';
import { EXIT } from '../io.js';

export const convertCommand: Command = {
  name: 'convert',
  summary: 'convert a PBN or LIN file to PBN (export format)',
  help: `Usage: bridge-laws convert IN OUT

Reads IN (.pbn or .lin, UTF-8 or Latin-1) and writes OUT (.pbn) in PBN 2.1 export format.
Deviations from the standard that can be read are reported as warnings; anything else
fails with the file, line and tag, and nothing is written.`,
  async run(args, io) {
    const { positionals } = parseFlags(args, {});
    if (positionals.length !== 2) throw new UsageError('expected an input and an output file');
    const [input, output] = positionals as [string, string];
    const from = formatOfName(input);
    const to = formatOfName(output);
    if (from === null) throw new UsageError(`cannot tell the format of "${input}": use .pbn or .lin`);
    if (to !== 'pbn') throw new UsageError(`cannot write "${output}": output is PBN, use .pbn`);
    let bytes: Uint8Array;
    try {
      bytes = await io.readBytes(input);
    } catch {
      io.err(`bridge-laws convert: cannot read ${input}`);
      return EXIT.failure;
    }
    const r = convertText(decodeText(bytes), from, to, input);
    if (!r.ok) {
      io.err(`bridge-laws convert: ${r.error.message}`);
      return EXIT.failure;
    }
    await io.writeFile(output, r.value);
    return EXIT.ok;
  },
};
