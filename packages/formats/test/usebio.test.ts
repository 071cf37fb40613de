// USEBIO 1.2: real Compscore3 exports read, validated and written back byte for byte; bad bytes never crash or hang.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { BoundedReaders } from './fuzz/bounded.js';
import { readUsebio, usebioDocument, usebioElement, usebioField, usebioTravellers, writeUsebio } from '../src/index.js';

const usebio = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', 'usebio', `${name}.xml`), 'utf8');
const FILES = ['mp_pairs_howell', 'butler_mitchell', 'mp_pairs_mitchell_adjusted_02', 'teams_swiss_realbridge'] as const;

describe('readUsebio on real files', () => {
  test('a Howell matchpoint session: club, event, 12 pairs with masterpoints, 27 boards of travellers, the handset', () => {
    const r = readUsebio(usebio('mp_pairs_howell'), 'howell.xml');
    if (!r.ok) throw new Error(r.error.message);
    const u = r.value;
    expect(u.version).toBe('1.2');
    expect(u.club.CLUB_ID_NUMBER).toBe('2074');
    const ev = u.events[0];
    expect(ev?.type).toBe('MP_PAIRS');
    expect(ev?.fields.MASTER_POINT_SCALE).toBe('Club');
    expect(ev?.participants).toHaveLength(12);
    expect(ev?.participants[1]).toMatchObject({ kind: 'PAIR', number: '2', totalScore: '156.80', percentage: '58.07', place: '3', masterPointsAwarded: '30' });
    expect(ev?.participants[1]?.fields.MASTER_POINT_TYPE).toBe('RED');
    expect(ev?.participants[1]?.players.map((p) => p.nationalId)).toEqual(['301418', '381721']);
    expect(ev?.boards).toHaveLength(27);
    expect(ev?.boards.reduce((n, b) => n + b.lines.length, 0)).toBe(161);
    expect(ev?.boards[0]?.lines[0]).toMatchObject({ nsPair: '3', ewPair: '11', contract: '5C', playedBy: 'W', lead: '2H', tricks: '11', score: '-400', nsPoints: { kind: 'MATCH', value: '0' }, ewPoints: { kind: 'MATCH', value: '10' } });
    expect(u.handset).toHaveLength(27);
    expect(u.handset[0]?.hands.find((h) => h.direction === 'West')).toMatchObject({ spades: 'AKT', clubs: 'AKT9873' });
  });

  test('a Butler Mitchell session: BOARD_AVERAGE, NS_/EW_BUTLER_POINTS, pairs 1NS and 1EW, an A5050 line', () => {
    const r = readUsebio(usebio('butler_mitchell'));
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.events[0];
    expect(ev?.type).toBe('BUTLER_PAIRS');
    expect(ev?.fields.SCORING_METHOD).toBe('IMPS');
    expect(ev?.boards[0]?.boardAverage).toBe('-30');
    expect(ev?.boards[0]?.lines[0]).toMatchObject({ nsPair: '1NS', ewPair: '1EW', nsPoints: { kind: 'BUTLER', value: '-3' } });
    expect(ev?.boards.flatMap((b) => b.lines).filter((l) => l.score === 'A5050')).toHaveLength(1);
    expect(ev?.participants.filter((p) => p.direction === 'NS').length).toBeGreaterThan(0);
  });

  test.each(FILES)('%s: write(read(file)) is the file, byte for byte (CRLF kept)', (name) => {
    const text = usebio(name);
    const r = readUsebio(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(writeUsebio(r.value)).toBe(text);
  });

  test('a document built from scratch writes USEBIO that reads back to the same view', () => {
    const line = usebioElement('TRAVELLER_LINE', [
      usebioField('NS_PAIR_NUMBER', '1'), usebioField('EW_PAIR_NUMBER', '2'), usebioField('CONTRACT', '4H'), usebioField('PLAYED_BY', 'S'),
      usebioField('TRICKS', '10'), usebioField('SCORE', '420'), usebioField('NS_MATCH_POINTS', '2'), usebioField('EW_MATCH_POINTS', '0'),
    ]);
    const adjusted = usebioElement('TRAVELLER_LINE', [usebioField('NS_PAIR_NUMBER', '3'), usebioField('EW_PAIR_NUMBER', '4'), usebioField('SCORE', 'A6040')]);
    const root = usebioElement('USEBIO', [
      usebioElement('CLUB', [usebioField('CLUB_NAME', 'Fish & Chips <BC>')]),
      usebioElement('EVENT', [
        usebioElement('PARTICIPANTS', [usebioElement('PAIR', [usebioField('PAIR_NUMBER', '1'), usebioField('MASTER_POINTS_AWARDED', '6')])], [{ name: 'EVENT_TYPE', value: 'MP_PAIRS' }]),
        usebioElement('BOARD', [usebioField('BOARD_NUMBER', '1'), line, adjusted]),
      ], [{ name: 'EVENT_TYPE', value: 'MP_PAIRS' }]),
    ], [{ name: 'Version', value: '1.2' }]);
    const text = writeUsebio({ document: usebioDocument(root) });
    expect(text).toMatch(/^<\?xml version="1\.0"\?>\n<!DOCTYPE USEBIO/);
    expect(text).toContain('<CLUB_NAME>Fish &amp; Chips &lt;BC&gt;</CLUB_NAME>');
    const r = readUsebio(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.club.CLUB_NAME).toBe('Fish & Chips <BC>');
    expect(r.value.events[0]?.participants[0]?.masterPointsAwarded).toBe('6');
    expect(r.value.events[0]?.boards[0]?.lines.map((l) => l.score)).toEqual(['420', 'A6040']);
    expect(writeUsebio(r.value)).toBe(text);
  });
});

describe('readUsebio refuses bad input, naming the line and the element', () => {
  const wrap = (board: string): string => `<?xml version="1.0"?>\n<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n${board}\n</EVENT>\n</USEBIO>\n`;
  test.each([
    [wrap('<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><TRICKS>14</TRICKS></TRAVELLER_LINE></BOARD>'), 5, /board 1: TRAVELLER_LINE: tricks: TRICKS must be 0 to 13/],
    [wrap('<BOARD><TRAVELLER_LINE/></BOARD>'), 4, /BOARD: number: BOARD_NUMBER must be a whole number.*missing/],
    [wrap('<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>lots</SCORE></TRAVELLER_LINE></BOARD>'), 5, /SCORE must be North-South points/],
    ['<?xml version="1.0"?>\n<PBN/>', 2, /root element must be USEBIO/],
    ['<USEBIO>\n<CLUB>&nbsp;</CLUB></USEBIO>', 2, /XML: unknown entity &nbsp;/],
    ['<USEBIO>\n<EVENT>\n</USEBIO>', 3, /XML: end tag <\/USEBIO> does not match <EVENT>/],
    ['<USEBIO Version="1.2"></USEBIO>', 1, /USEBIO has no EVENT/],
    ['', 1, /XML: no root element/],
  ])('bad input %# is refused (%s)', (text, line, message) => {
    const r = readUsebio(text, 'x.xml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.line).toBe(line);
    expect(r.error.message).toMatch(message);
  });

  test('a score that disagrees with Law 77 is a problem naming file, line and board', () => {
    const text = wrap('<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4H</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE></BOARD>');
    const r = readUsebio(text, 'x.xml');
    if (!r.ok) throw new Error(r.error.message);
    const t = usebioTravellers(r.value, 'x.xml');
    expect(t.ok ? [] : t.error).toEqual([{ file: 'x.xml', line: 5, board: 2, message: 'SCORE: 420 does not match 4H by S with 10 tricks, vulnerable NS: Law 77 gives 620 to North-South' }]);
  });
});

describe('fuzzing readUsebio: any bytes, each input within the time bound of the fuzz worker, never a throw', () => {
  // Each input is read in a worker thread under the shared clock, so that a reader stuck in a loop fails
  // the test instead of hanging it (a hang guard, not a speed claim: speed is in the bench).
  const readers = new BoundedReaders();
  afterAll(() => readers.close());

  test('arbitrary bytes 0x00-0xFF, decoded as Latin-1 and as UTF-8', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
      expect(await readers.check('usebio', String.fromCharCode(...bytes))).toBeNull();
      expect(await readers.check('usebio', new TextDecoder().decode(bytes))).toBeNull();
    }), { numRuns: 300 });
  }, 120_000);

  test('real files with random byte edits (any byte value): a problem with its line, or written back as read', async () => {
    // The teams file's first MATCH is taken with its head, so that the edits reach MATCH elements too.
    const seeds = FILES.map((f) => usebio(f)).map((t) => (t.includes('<MATCH>') ? t.slice(0, 2_000) + t.slice(t.indexOf('<MATCH>'), t.indexOf('<MATCH>') + 18_000) : t.slice(0, 20_000)));
    const edits = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 50 }), fc.uint8Array({ maxLength: 8 })), { minLength: 1, maxLength: 10 });
    await fc.assert(fc.asyncProperty(fc.constantFrom(...seeds), edits, async (seed, list) => {
      const text = list.reduce((t, [at, del, ins]) => {
        const p = at % (t.length + 1);
        return t.slice(0, p) + String.fromCharCode(...ins) + t.slice(p + del);
      }, seed);
      expect(await readers.check('usebio', text)).toBeNull();
    }), { numRuns: 200 });
  }, 120_000);

  test.each([
    ['open tags', '<USEBIO>' + '<A>'.repeat(50_000)],
    ['DOCTYPEs', '<!DOCTYPE '.repeat(50_000)],
    ['ampersands', '<USEBIO>' + '&'.repeat(100_000) + '</USEBIO>'],
    ['attributes', '<USEBIO' + ' a="1"'.repeat(30_000)],
    ['comments', '<!--'.repeat(50_000)],
    ['tags on one line', '<USEBIO>' + '<B/>'.repeat(100_000) + '</USEBIO>'],
  ])('pathological %s (hundreds of kilobytes) are answered within the bound', async (_, text) => {
    expect(await readers.check('usebio', text)).toBeNull();
  }, 120_000);
});
