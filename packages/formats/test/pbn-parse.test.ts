// PBN import: tags, inheritance, sections, annotations, tables, comments and real-world deviations.
import { describe, expect, test } from 'vitest';
import { parsePbn, readPbn } from '../src/index.js';
import type { PbnFile, PbnGame } from '../src/index.js';

function parsed(text: string): PbnFile {
  const r = parsePbn(text, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file;
}
function game(text: string, k = 0): PbnGame {
  const g = parsed(text).games[k];
  if (g === undefined) throw new Error(`no game ${k}`);
  return g;
}

const SCHIPHOL = `% PBN 2.1
[Event "International"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[Auction "N"]
1D      1S   3H =1= 4S
4NT =2= X    Pass   Pass
5C      X    5H     X
Pass    Pass Pass
[Note "1:non-forcing 6-9 points, 6-card"]
[Note "2:two colors: clubs and diamonds"]
[Play "W"]
SK =1= H3 S4 S3
C5 C2 C6 CK
-  -  -  H2
*
[Note "1:highest of series"]
`;

describe('tag values that look like object keys', () => {
  test('§3.4.6, §3.4.15: "constructor" is neither a seat nor a number of tricks', () => {
    const r = readPbn('[Dealer "constructor"]\n[Declarer "toString"]\n[Result "constructor"]\n');
    const g = r.file.games[0];
    expect(g?.facts.dealer).toBeUndefined();
    expect(g?.facts.declarer).toBeUndefined();
    expect(g?.facts.result).toBeUndefined();
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.tag)).toEqual(['Dealer', 'Declarer', 'Result']);
  });
});

describe('PBN §3 game layout', () => {
  test('the standard example: tags, facts, auction with notes, play by trick', () => {
    const f = parsed(SCHIPHOL);
    expect(f.version).toBe('2.1');
    const g = f.games[0] as PbnGame;
    expect(g.facts).toMatchObject({ board: 1, dealer: 'N', vulnerable: 'None', declarer: 'S', result: 9, contract: { level: 5, denomination: 'H', risk: 'X' } });
    const auction = g.tags.find((t) => t.name === 'Auction')?.auction;
    expect(auction?.calls.map((c) => c.call)).toEqual(['1D', '1S', '3H', '4S', '4NT', 'X', 'Pass', 'Pass', '5C', 'X', '5H', 'X', 'Pass', 'Pass', 'Pass']);
    expect(auction?.calls[2]?.note).toBe(1);
    expect(auction?.notes.map((n) => n.index)).toEqual([1, 2]);
    const play = g.tags.find((t) => t.name === 'Play')?.play;
    expect(play?.tricks.map((t) => t.map((e) => e.card))).toEqual([['SK', 'H3', 'S4', 'S3'], ['C5', 'C2', 'C6', 'CK'], ['-', '-', '-', 'H2']]);
    expect(play?.ended).toBe(true);
    expect(play?.notes[0]?.text).toBe('highest of series');
  });

  test('tags come back in export order: mandatory tags, others A–Z, Auction, Play, sections', () => {
    const g = game('[Room "Open"]\n[Contract "3NT"]\n[Event "e"]\n[Auction "N"]\nAP\n[Annotator "a"]\n');
    expect(g.tags.map((t) => t.name)).toEqual(['Event', 'Contract', 'Annotator', 'Room', 'Auction']);
  });

  test('a semi-empty line starts a new game, except inside a { comment }', () => {
    const f = parsed('[Event "a"]\n{ one\n\n still one }\n \t\n[Event "b"]\n');
    expect(f.games.map((g) => g.values.Event)).toEqual(['a', 'b']);
    expect(f.games[0]?.tags[0]?.comments[0]?.text).toBe(' one\n\n still one ');
  });

  test('string escapes \\" and \\\\ (§3.2)', () => {
    expect(game('[Event "say \\"hi\\" \\\\ bye"]').values.Event).toBe('say "hi" \\ bye');
  });

  test('% escape lines are kept with their game, header lines are read (§2.4)', () => {
    const f = parsed('% PBN 2.0\n% EXPORT\n%Creator: X\n[Event "e"]\n');
    expect(f).toMatchObject({ version: '2.0', exportFormat: true });
    expect(f.games[0]?.escapes).toEqual(['Creator: X']);
  });

  test('comments attach to the tag, call or card before them (§3.8)', () => {
    const g = game('{ before }\n[Event "e"] ; after event\n[Dealer "N"]\n[Auction "N"]\n1C {why} Pass\n');
    expect(g.comments).toEqual([{ kind: 'brace', text: ' before ' }]);
    expect(g.tags[0]?.comments).toEqual([{ kind: 'line', text: ' after event' }]);
    expect(g.tags.find((t) => t.auction)?.auction?.calls[0]?.comments).toEqual([{ kind: 'brace', text: 'why' }]);
  });
});

describe('PBN §4.8 tag value inheritance', () => {
  test('# takes the previous game\'s value; ## sets a value for all later games', () => {
    const f = parsed('[Event "##Club"]\n[Site "Here"]\n\n[Site "#"]\n\n[Event "Other"]\n\n[Board "4"]\n');
    expect(f.games.map((g) => [g.values.Event, g.values.Site])).toEqual([['Club', 'Here'], ['Club', 'Here'], ['Other', undefined], ['Other', undefined]]);
    expect(f.games[1]?.tags.find((t) => t.name === 'Site')?.value).toBe('#');
  });

  test('a second table without deal tags takes them from the game before, with a warning', () => {
    const text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[Contract "1C"]\n\n[Declarer "S"]\n[Contract "2C"]\n[Auction "N"]\nPass 1C\n';
    const r = parsePbn(text);
    expect(r.ok && r.value.warnings.map((w) => w.code)).toEqual(['carried-from-previous-game']);
    const g = r.ok ? r.value.file.games[1] : undefined;
    expect(g?.facts).toMatchObject({ board: 1, dealer: 'N', vulnerable: 'None', declarer: 'S' });
    expect(g?.facts.deal?.N).toHaveLength(13);
  });
});

describe('PBN §3.5–3.7 call and card tokens', () => {
  test('tokens may touch: 2NT?=1= is a call, a suffix and a note; suffixes become NAGs', () => {
    const g = game('[Dealer "N"]\n[Auction "N"]\n2NT?=1= $20 Pass!! AP\n[Note "1:x"]\n');
    const calls = g.tags.find((t) => t.auction)?.auction?.calls;
    expect(calls?.[0]).toMatchObject({ call: '2NT', note: 1, nags: [2, 20] });
    expect(calls?.[1]).toMatchObject({ call: 'Pass', nags: [3] });
    expect(calls?.[2]?.call).toBe('AP');
  });

  test('irregularity markers ^I ^S in the auction and ^R ^L in the play (§3.9)', () => {
    const g = game('[Dealer "W"]\n[Auction "W"]\n1D ^S ^I 1C\n[Deal "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]\n[Declarer "S"]\n[Contract "1C"]\n[Play "W"]\nCA ^R S6 C3 C4\n');
    const calls = g.tags.find((t) => t.auction)?.auction?.calls;
    expect(calls?.map((c) => [c.call, c.insufficient])).toEqual([['1D', false], ['^S', false], ['1C', true]]);
    expect(g.tags.find((t) => t.play)?.play?.tricks[0]?.[1]).toMatchObject({ card: 'S6', irregularity: 'R' });
  });

  test('lowercase input is read (§3.11) and stored in export spelling', () => {
    const g = game('[Dealer "n"]\n[Vulnerable "both"]\n[Contract "3nt"]\n[Auction "n"]\n1nt pass\n');
    expect(g.values).toMatchObject({ Dealer: 'N', Vulnerable: 'All', Contract: '3NT', Auction: 'N' });
  });

  test('§3.4.11: a Deal given from any seat is stored from the dealer, each hand still its seat\'s', () => {
    const hands = { N: '.63.AKQ987.A9732', E: 'A8654.KQ5.T.QJT6', S: 'J973.J98742.3.K4', W: 'KQT2.AT.J6542.85' };
    const seats = ['N', 'E', 'S', 'W'] as const;
    const from = (seat: number) => `${seats[seat]}:${[0, 1, 2, 3].map((k) => hands[seats[(seat + k) % 4] as keyof typeof hands]).join(' ')}`;
    for (let given = 0; given < 4; given++) {
      for (let dealer = 0; dealer < 4; dealer++) {
        const g = game(`[Dealer "${seats[dealer]}"]\n[Deal "${from(given)}"]\n`);
        expect(g.values.Deal).toBe(from(dealer));
        expect(g.tags.find((t) => t.name === 'Deal')?.value).toBe(from(dealer));
      }
    }
  });

  test('a call that is not a call is an error with line and column', () => {
    const r = parsePbn('[Dealer "N"]\n[Auction "N"]\n1C  2Z\n', { file: 'x.pbn' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.diagnostics[0]).toMatchObject({ code: 'bad-call', line: 3, column: 5, tag: 'Auction', file: 'x.pbn' });
  });
});

describe('PBN §5 tables', () => {
  test('columns with order, width and alignment; rows cut by column count', () => {
    const g = game('[ScoreTable "-Rank\\3R;PairId_NS;Names_NS\\20L;Score_NS"]\n 1 3 "A;B" 420\n 2 5\n "C;D" -50\n');
    const table = g.tags[0]?.table;
    expect(table?.columns).toEqual([
      { name: 'Rank', order: '-', width: 3, align: 'R' },
      { name: 'PairId_NS', order: '', width: null, align: '' },
      { name: 'Names_NS', order: '', width: 20, align: 'L' },
      { name: 'Score_NS', order: '', width: null, align: '' },
    ]);
    expect(table?.rows).toEqual([['1', '3', 'A;B', '420'], ['2', '5', 'C;D', '-50']]);
  });

  test('an unknown section keeps its elements', () => {
    const g = game('[MyData "x"]\nalpha "two words" 3\n');
    expect(g.tags[0]?.data).toEqual(['alpha', 'two words', '3']);
  });
});

describe('lenient reading of real files', () => {
  test('unknown tags, Result by side, 1N contracts: warnings, not errors', () => {
    const r = parsePbn('[Declarer "S"]\n[Contract "1N"]\n[Result "NS 9 EW 4"]\n[BCFlags "1f"]\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.warnings.map((w) => w.code).sort()).toEqual(['bad-tag-value', 'unknown-tag']);
    expect(r.value.file.games[0]?.values).toMatchObject({ Contract: '1NT', Result: '9' });
  });

  test('§3.4, §4: a wrong value is found in every game that has it, a right one in none, whatever came before', () => {
    // A right and a wrong value of each tag with a value syntax; games: right, wrong, wrong, right.
    const cases: [string, string, string][] = [
      ['Date', '2024.05.01', '1 May'], ['EventDate', '2024.05.01', '05/01'], ['UTCDate', '2024.05.01', 'today'], ['Board', '7', 'x7'],
      ['Round', 'R1.2', 'R 1'], ['Dealer', 'N', 'Q'], ['Vulnerable', 'NS', 'NE'], ['Declarer', 'W', 'X'], ['Contract', '4HX', '4HXXX'],
      ['Result', '10', '14'], ['Score', 'NS 620', 'NS'], ['ScoreIMP', 'NS 1.5', 'NS x'], ['ScoreMP', 'EW 3', 'EW x'],
      ['ScorePercentage', 'NS 55.5', 'NS 155'], ['ScoreRubber', 'NS 120/50', 'NS 120'], ['OptimumScore', 'NS 420', '420'],
      ['Scoring', 'IMP', 'Bridge'], ['Hidden', 'NS', 'NX'], ['Room', 'Open', 'Shut'], ['FrenchMP', 'Yes', 'Maybe'],
    ];
    for (const [name, right, wrong] of cases) {
      const text = [right, wrong, wrong, right].map((v, k) => `[Event "game ${k + 1}"]\n[${name} "${v}"]\n`).join('\n');
      const found = readPbn(text, { strict: true }).diagnostics.filter((d) => d.code === 'bad-tag-value' && d.tag === name);
      expect(found.map((d) => d.game), name).toEqual([2, 3]);
    }
    // Any value of a tag without a syntax of its own (players, Event, Site…) is right.
    const free = readPbn('[West "  7 ^ x"]\n[Event "##"]\n[Site "?"]\n[Stage ""]\n', { strict: true }).diagnostics;
    expect(free.filter((d) => d.code === 'bad-tag-value')).toEqual([]);
  });

  test('a deal with a card twice is rejected, naming the tag (Law 1A)', () => {
    const r = readPbn('[Deal "N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ - -"]\n');
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'bad-deal', tag: 'Deal', line: 1 });
  });
});
