// `results FILE`: score a travellers CSV, a PBN results file or a USEBIO file (Laws 78, 12C) — pairs, teams or
// individuals — and print the travellers and the ranking as text, JSON, CSV, PBN or a printable HTML page.
import { z } from 'zod';
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Usebio } from '@bridge-laws/formats';
import { readPbnTravellers, readUsebio, usebioFromResults, usebioFromTeamsResults, usebioTeams, usebioTravellers } from '@bridge-laws/formats';
import type { EventResults, IndividualLine, LineProblem, PairsMovement, PairsScoring, ScoringSettings, TravellerLine } from '@bridge-laws/scoring';
import {
  DEFAULT_SCORING_SETTINGS, JFR_DATUM, SCORING_PRESETS, eventJson, formatEventCsv, formatEventPbn, formatEventText, formatProblem, formatResultsHtml,
  PAIRS_MOVEMENTS, detectMovement, movementEvidenceText, publishedDatums, readTravellers, scoreIndividualEvent, scorePairsEvent, scoreTeamsEvent, withConventions,
} from '@bridge-laws/scoring';
import type { Command } from '../command.js';
import { parseFlags, validate, UsageError, stringFlag, booleanFlag } from '../command.js';
import { EXIT } from '../io.js';
import { REGULATION_IDS, regulationFlag } from '../regulations.js';

const Args = z.object({
  event: z.enum(['pairs', 'teams', 'individuals'], { message: '--event must be pairs, teams or individuals' }).optional(),
  scoring: z.enum(['matchpoints', 'butler', 'cross-imps'], { message: '--scoring must be matchpoints, butler or cross-imps' }).optional(),
  movement: z.enum(PAIRS_MOVEMENTS, { message: '--movement must be howell, mitchell or arrow-switch' }).optional(),
  format: z.enum(['text', 'json', 'pbn', 'csv', 'html', 'usebio'], { message: '--format must be text, json, pbn, csv, html or usebio' }).default('text'),
  conventions: z.enum(Object.keys(SCORING_PRESETS) as [keyof typeof SCORING_PRESETS], { message: `--conventions must be ${Object.keys(SCORING_PRESETS).join(', ')}` }).default('laws'),
  shortBoards: z.enum(['neuberg', 'raw', 'raw-on-traveller'], { message: '--short-boards must be neuberg, raw or raw-on-traveller' }).optional(),
  missedBoards: z.enum(['as-played', 'scaled'], { message: '--missed-boards must be as-played or scaled' }).optional(),
  artificialCrossImps: z.enum(['grade-per-comparison', 'grade-once', 'one-per-comparison'], { message: '--artificial-cross-imps must be grade-per-comparison, grade-once or one-per-comparison' }).optional(),
  crossImps: z.enum(['total', 'average'], { message: '--cross-imps must be total or average' }).optional(),
  decimals: z.string().regex(/^[0-6]$/, '--decimals must be a whole number from 0 to 6').transform(Number).optional(),
  travellerDecimals: z.string().regex(/^[0-6]$/, '--traveller-decimals must be a whole number from 0 to 6').transform(Number).optional(),
  datum: z.enum(['computed', 'published', 'jfr'], { message: '--datum must be computed, published or jfr' }).default('computed'),
  datumTrim: z.string().regex(/^(\d{1,2}|0?\.\d+)$/, '--datum-trim must be a count of scores (2) or a fraction of them (0.2)').optional(),
  datumRound: z.string().regex(/^[1-9]\d{0,3}$/, '--datum-round must be a whole number of points (10)').transform(Number).optional(),
});
type Options = z.infer<typeof Args>;

export const resultsCommand: Command = {
  name: 'results',
  summary: 'score a results file (travellers CSV, PBN or USEBIO): pairs, teams or individuals, as text, JSON, CSV, PBN or HTML (Laws 78, 12C)',
  help: `Usage: bridge-laws results FILE [--event pairs|teams|individuals] [--scoring matchpoints|butler|cross-imps]
                          [--movement howell|mitchell|arrow-switch] [--format text|json|csv|pbn|html|usebio] [--json]
                          [--conventions laws|compscore|ruter] [--short-boards …] [--missed-boards …]
                          [--cross-imps total|average] [--artificial-cross-imps …] [--decimals N] [--traveller-decimals N]
                          [--datum computed|published|jfr] [--datum-trim N] [--datum-round N] [--title TEXT]
                          [--regulation ID]

Reads a results file and prints each board's matchpoints or IMPs (or each match) and the ranking.
FILE is USEBIO 1.2 XML (.xml, or text starting with <?xml or <USEBIO: its event type, movement and
BOARD_AVERAGE are used; an EVENT with MATCH elements is a teams event, scored match by match), PBN (.pbn, or text starting with % or [), or a travellers CSV (header: board,
ns, ew, contract, and optionally declarer, tricks, result, lead, score, vulnerable, round, datum, switched; for
individuals north, south, east, west instead of ns, ew). See the @bridge-laws/scoring README.
  --event        pairs (default; for USEBIO, the file's kind), teams (ns/ew are teams; a round column tells
                 matches apart; IMPs per board, VPs on the regulation's scale, WBF continuous by default,
                 Law 78D), individuals
  --scoring      pairs: matchpoints (default), butler (IMPs against a datum), cross-imps
  --movement     read from the pairs' numbers and seats when not given (Law 8A; a file that cannot show it is
                 refused, naming what it shows and the movements to choose from); howell (one field), mitchell (NS and EW ranked apart; NS 1 and EW 1 both exist),
                 arrow-switch (a Mitchell with a switched column: pairs keep their direction, one field)
  --format       text (default), json, csv, pbn (ScoreTable and TotalScoreTable; teams: Round, IMP_NS/IMP_EW,
                 VPs as TotalScore; individuals: PlayerId_North … PlayerId_West), html (printable page:
                 ranking, travellers, a score card per contestant), usebio (USEBIO 1.2, pairs or teams; from a
                 USEBIO file its teams' names, players and masterpoint fields are kept)
  --conventions  a named set: laws (default), compscore, ruter; the flags below change one each
  --short-boards neuberg (default: factor boards played fewer times), raw, raw-on-traveller
  --missed-boards as-played (default) or scaled (a pair that missed boards scaled to the full session)
  --cross-imps   total (default) or average over the comparisons (Law 78D, conditions of contest)
  --artificial-cross-imps  grade-per-comparison (default: ±3 each), grade-once (±3 against the field),
                 one-per-comparison (±1 each)
  --decimals N   round totals and percentages to N decimals (halves away from zero)
  --traveller-decimals N  print traveller figures to N decimals (halves to even); totals stay exact
  --datum        Butler: computed (default: trimmed mean), published (the file's BOARD_AVERAGE / datum column)
                 or jfr (JFR Pary's rule: the median of the board's scores, halves rounded up to 10)
  --datum-trim N scores dropped at each end (a count, or a fraction such as 0.2); --datum-round N rounding
  --title TEXT   the HTML page's title
  --regulation ID  the federation whose scoring settings apply (matchpoint unit, VP scale, conventions):
                 ${REGULATION_IDS.join(', ')}; the Laws' defaults when not given
Any bad line is reported with file, line and board (exit 1); nothing is skipped.`,
  async run(args, io) {
    const flags = parseFlags(args, {
      event: { type: 'string' }, scoring: { type: 'string' }, movement: { type: 'string' }, format: { type: 'string' }, json: { type: 'boolean' },
      conventions: { type: 'string' }, 'short-boards': { type: 'string' }, 'missed-boards': { type: 'string' }, 'artificial-cross-imps': { type: 'string' },
      'cross-imps': { type: 'string' }, decimals: { type: 'string' }, 'traveller-decimals': { type: 'string' }, datum: { type: 'string' }, 'datum-trim': { type: 'string' }, 'datum-round': { type: 'string' }, regulation: { type: 'string' },
      title: { type: 'string' },
    });
    if (flags.positionals.length !== 1) throw new UsageError('expected exactly one results file');
    const file = flags.positionals[0] as string;
    const opts = validate(Args, {
      event: stringFlag(flags, 'event'), scoring: stringFlag(flags, 'scoring'), movement: stringFlag(flags, 'movement'),
      format: booleanFlag(flags, 'json') ? 'json' : stringFlag(flags, 'format'), conventions: stringFlag(flags, 'conventions'),
      shortBoards: stringFlag(flags, 'short-boards'), missedBoards: stringFlag(flags, 'missed-boards'), artificialCrossImps: stringFlag(flags, 'artificial-cross-imps'),
      crossImps: stringFlag(flags, 'cross-imps'), decimals: stringFlag(flags, 'decimals'), travellerDecimals: stringFlag(flags, 'traveller-decimals'), datum: stringFlag(flags, 'datum'),
      datumTrim: stringFlag(flags, 'datum-trim'), datumRound: stringFlag(flags, 'datum-round'),
    });
    const regulation = regulationFlag(flags);
    if (opts.datum === 'jfr' && (opts.datumTrim !== undefined || opts.datumRound !== undefined)) throw new UsageError('--datum jfr is a whole rule: give it without --datum-trim or --datum-round');
    const text = await io.readFile(file);
    const input = readInput(text, file, opts);
    if (!input.ok) {
      for (const p of input.error) io.err(formatProblem(p));
      return EXIT.failure;
    }
    const scored = scoreEvent(input.value, opts, settingsFor(opts, regulation?.settings ?? DEFAULT_SCORING_SETTINGS));
    if (!scored.ok) {
      io.err(formatProblem({ file, line: 1, message: scored.error }));
      return EXIT.failure;
    }
    const e = scored.value;
    if (opts.format === 'json') io.out(JSON.stringify(eventJson(e)));
    else if (opts.format === 'csv') io.out(formatEventCsv(e));
    else if (opts.format === 'html') io.out(formatResultsHtml(e, { title: stringFlag(flags, 'title') ?? file.replace(/^.*[\\/]/, '') }));
    else if (opts.format === 'usebio') {
      const source = input.value.usebio ? { source: input.value.usebio } : {};
      const artificialPercentages = (regulation?.settings ?? DEFAULT_SCORING_SETTINGS).artificialPercentages;
      if (e.kind === 'individuals') throw new UsageError('--format usebio is for pairs and teams events; use csv, pbn, html or json for individuals');
      io.out(e.kind === 'teams' ? usebioFromTeamsResults(e.result, { ...source, artificialPercentages }) : usebioFromResults(e.result, { ...source, artificialPercentages }));
    } else if (opts.format === 'pbn') io.out(formatEventPbn(e));
    else io.out(formatEventText(e));
    return EXIT.ok;
  },
};

interface Input {
  readonly lines: readonly TravellerLine[];
  readonly event: 'pairs' | 'teams' | 'individuals';
  readonly movement: PairsMovement;
  readonly scoring: PairsScoring;
  readonly publishedDatum: ReadonlyMap<number, number>;
  /** The USEBIO file read, when it was one: its pairs' players and masterpoints go into a USEBIO export. */
  readonly usebio?: Usebio;
}

/** USEBIO, PBN or the travellers CSV, by name or by the first characters of the text. */
function readInput(text: string, file: string, opts: Options): Result<Input, LineProblem[]> {
  const event = opts.event ?? 'pairs';
  const base = { event, movement: opts.movement ?? 'howell', scoring: opts.scoring ?? 'matchpoints' } as const;
  if (/\.xml$/i.test(file) || /^\uFEFF?\s*<(\?xml|USEBIO)/.test(text)) {
    const u = readUsebio(text, file);
    if (!u.ok) return err([{ file, line: u.error.line, message: `USEBIO: ${u.error.message}` }]);
    // A teams event is the one whose EVENT holds MATCH elements: each match board by board.
    const teams = (u.value.events[0]?.matches.length ?? 0) > 0;
    if (opts.event !== undefined && (opts.event === 'teams') !== teams) {
      return err([{ file, line: 1, message: `USEBIO: --event ${opts.event}, but the file is ${teams ? 'a teams event (MATCH elements)' : 'not a teams event (no MATCH element)'}` }]);
    }
    if (teams) {
      const m = usebioTeams(u.value, file);
      return m.ok ? ok({ ...base, event: 'teams', lines: m.value.lines, publishedDatum: new Map(), usebio: u.value }) : m;
    }
    const t = usebioTravellers(u.value, file);
    if (!t.ok) return t;
    return ok({ ...base, lines: t.value.lines, movement: opts.movement ?? t.value.movement, scoring: opts.scoring ?? t.value.scoring, publishedDatum: t.value.publishedDatum, usebio: u.value });
  }
  const pbn = /\.pbn$/i.test(file) || /^\uFEFF?\s*[%[]/.test(text);
  const read = (movement: Input['movement']): Result<TravellerLine[], LineProblem[]> => {
    if (!pbn) return readTravellers(text, file, { movement, event });
    const r = readPbnTravellers(text, file, { movement: movement === 'arrow-switch' ? 'mitchell' : movement, event });
    return r.ok ? ok(r.value.lines as TravellerLine[]) : r;
  };
  // Law 8A: without --movement, a pairs file's movement is read from its pairs' numbers and seats; a file that
  // cannot tell is refused with what it shows, never guessed.
  let movement = base.movement;
  let turned = new Set<number>();
  if (opts.movement === undefined && event === 'pairs') {
    const seated = read('mitchell');
    if (!seated.ok) return seated;
    const d = detectMovement(seated.value);
    // A movement the file cannot show is the scorer's to name: refused with the evidence and the candidates.
    if (d.kind === 'ambiguous') {
      return err([{ file, line: 1, message: `the file does not show its movement (${movementEvidenceText(d.evidence)}): give --movement ${d.candidates.join(' or ')} (Law 8A)` }]);
    }
    movement = d.kind;
    if (d.kind === 'arrow-switch') turned = new Set(d.switchedLines);
  }
  const r = read(movement);
  if (!r.ok) return r;
  const lines = r.value.map((l, i) => (turned.has(i) ? { ...l, switched: true } : l));
  const datums = pbn ? ok(new Map<number, number>()) : publishedDatums(lines, file);
  return datums.ok ? ok({ ...base, movement, lines, publishedDatum: datums.value, }) : datums;
}

/** The regulation's scoring settings (the Laws' by default) with the chosen conventions, cross-IMPs mode and datum rule. */
function settingsFor(opts: Options, base: ScoringSettings): ScoringSettings {
  const s = withConventions(base, {
    ...SCORING_PRESETS[opts.conventions],
    ...(opts.shortBoards ? { shortBoards: opts.shortBoards } : {}),
    ...(opts.missedBoards ? { missedBoards: opts.missedBoards } : {}),
    ...(opts.artificialCrossImps ? { crossImpsArtificial: opts.artificialCrossImps } : {}),
    ...(opts.decimals !== undefined ? { totalsDecimals: opts.decimals } : {}),
    ...(opts.travellerDecimals !== undefined ? { travellerDecimals: opts.travellerDecimals } : {}),
  });
  const trim = opts.datumTrim === undefined ? s.butlerDatum.trim : opts.datumTrim.includes('.') ? { fraction: Number(opts.datumTrim) } : Number(opts.datumTrim);
  if (typeof trim === 'object' && trim.fraction > 0.5) throw new UsageError('--datum-trim: a fraction must be at most 0.5');
  return { ...s, crossImps: opts.crossImps ?? s.crossImps, butlerDatum: { trim, roundTo: opts.datumRound ?? s.butlerDatum.roundTo } };
}

function scoreEvent(input: Input, opts: Options, settings: ScoringSettings): Result<EventResults, string> {
  if (input.event === 'teams') {
    const r = scoreTeamsEvent(input.lines, settings);
    return r.ok ? ok({ kind: 'teams', result: r.value }) : err(r.error.message);
  }
  if (input.event === 'individuals') {
    const lines = input.lines.filter((l): l is TravellerLine & IndividualLine => l.players !== undefined);
    if (lines.length !== input.lines.length) return err('--event individuals needs the players of every table (a travellers CSV with north, south, east, west)');
    const r = scoreIndividualEvent(lines, {}, settings);
    return r.ok ? ok({ kind: 'individuals', result: r.value }) : err(r.error.message);
  }
  const published = opts.datum === 'published' ? input.publishedDatum : undefined;
  if (opts.datum === 'published' && (published === undefined || published.size === 0)) return err('--datum published: the file publishes no datum (USEBIO BOARD_AVERAGE or a datum column)');
  const r = scorePairsEvent(input.lines, { scoring: input.scoring, movement: input.movement, ...(published ? { publishedDatum: published } : {}), ...(opts.datum === 'jfr' ? { datum: JFR_DATUM } : {}) }, settings);
  return r.ok ? ok({ kind: 'pairs', result: r.value }) : err(r.error.message);
}
