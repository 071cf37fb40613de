// BBO LIN: hand records and vugraph, and conversion to PBN.
import { describe, expect, test } from 'vitest';
import { convertText, finalContract, parseLin, parsePbn, verifyPbn } from '../src/index.js';
import type { LinBoard } from '../src/index.js';
import { fixture, fixtureNames } from './helpers.js';

function boards(text: string): readonly LinBoard[] {
  const r = parseLin(text, { file: 't.lin' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.boards;
}

describe('LIN hand records', () => {
  test('players, dealer, vulnerability, deal, auction with alert and explanation, play, claim', () => {
    const [b] = boards(fixture('lin/3381671193.lin'));
    expect(b).toMatchObject({ board: 1, dealer: 'N', vulnerable: 'None', claim: 11 });
    expect(b?.deal?.E).toHaveLength(13); // the fourth hand is completed from the other three
    expect(b?.calls.slice(0, 2)).toEqual([
      { call: '1S', alert: false, explanation: null },
      { call: '2NT', alert: true, explanation: 'gesthem' },
    ]);
    expect(b?.play.slice(0, 4)).toEqual(['S2', 'S4', 'SA', 'S7']);
    expect(b?.play).toHaveLength(44);
  });

  test('one board a line: each pn|…|md|… line is a board', () => {
    const bs = boards(fixture('lin/example1.lin'));
    expect(bs.length).toBeGreaterThan(1);
    expect(bs.every((b) => b.deal !== null && b.dealer !== null)).toBe(true);
  });

  test('a bad card is an error with line and column', () => {
    const r = parseLin('pn|a,b,c,d|md|3SAKQJHAKQDAKQCAKQ,S2345H2345D234C23,,|sv|o|mb|p|pc|zz|');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.diagnostics[0]).toMatchObject({ code: 'lin-card', line: 1, column: 64, game: 1 });
  });
});

describe('LIN vugraph', () => {
  const bs = boards(fixture('lin/usbf_sf_14502.lin'));
  test('15 boards in two rooms, each with the recorded rs result and the room\'s players', () => {
    expect(bs).toHaveLength(30);
    expect(bs.slice(0, 2).map((b) => [b.board, b.room, b.result])).toEqual([[46, 'open', '4HE='], [46, 'closed', '4HE=']]);
    expect(bs[0]?.players?.S).not.toBe(bs[1]?.players?.S);
    expect(bs.filter((b) => b.claim !== null)).toHaveLength(30);
    expect(bs[0]?.commentary.length).toBeGreaterThan(0);
  });

  test('claimed boards convert to PBN whose Result is the claimed tricks', () => {
    const pbn = convertText(fixture('lin/usbf_sf_14502.lin'), 'lin', 'pbn');
    expect(pbn.ok).toBe(true);
    if (!pbn.ok) return;
    const games = parsePbn(pbn.value);
    const results = games.ok ? games.value.file.games.map((g) => g.facts.result) : [];
    expect(results).toEqual(bs.map((b) => b.claim));
  });
});

describe('LIN published results (rs) against the claim (mc) and the auction', () => {
  // One vugraph board: North deals, 4H by South after 1H from South; claimed with 10 tricks.
  const DEAL = 'md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S6543H876D876C876,S2H5432D5432C5432|';
  const board = (rs: string, mc: string, calls = 'mb|p|mb|p|mb|1h|mb|p|mb|4h|mb|p|mb|p|mb|p|') => `vg|Match,Seg,I,1,1,A,0,B,0|rs|${rs}|pn|s,w,n,e|\nqx|o1|${DEAL}sv|o|${calls}${mc}\n`;

  test('Law 68: a published 4HS+1 (11 tricks) against a claim of 10 is a warning at the claim', () => {
    const r = parseLin(board('4HS+1', 'mc|10|'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.warnings.filter((d) => d.code === 'lin-result-mismatch').map((d) => [d.line, d.column, d.message])).toEqual([
      [2, 130, 'board 1 (open room): the published result "4HS+1" gives declarer 11 tricks, the claim (mc) 10'],
    ]);
  });

  test('Law 22: a published 3NN= against an auction that ends in 4H by South is a warning at the board', () => {
    const r = parseLin(board('3NN=', 'mc|9|'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.warnings.find((d) => d.code === 'lin-result-mismatch')).toMatchObject({ line: 2, column: 1, tag: 'rs', message: 'board 1 (open room): the published result "3NN=" says 3NT by N, the auction 4H by S (Law 22)' });
  });

  test('a result that agrees with claim and auction, and one that is no result, are told apart', () => {
    const agree = parseLin(board('4HS=', 'mc|10|'));
    expect(agree.ok && agree.value.warnings.filter((d) => d.code === 'lin-result-mismatch')).toEqual([]);
    const garbage = parseLin(board('banana', 'mc|10|'));
    expect(garbage.ok && garbage.value.warnings.map((d) => d.message)).toContain('board 1 (open room): the published result "banana" is not a result (e.g. 4HE=, 3NS-1)');
  });

  test('the 30 boards of a real vugraph file agree with their rs list', () => {
    const r = parseLin(fixture('lin/usbf_sf_14502.lin'));
    expect(r.ok && r.value.boards.filter((b) => b.result !== null).length).toBe(30);
    expect(r.ok && r.value.warnings.filter((d) => d.code === 'lin-result-mismatch')).toEqual([]);
  });
});

describe('LIN → PBN', () => {
  test('matches the expected conversion of two BBO hand records (deal, contract, result, auction, play)', () => {
    const expected = parsePbn(fixture('lin/history_expected.pbn'));
    if (!expected.ok) throw new Error(expected.error.message);
    for (const [k, name] of ['3381671193.lin', '3381683999.lin'].entries()) {
      const pbn = convertText(fixture(`lin/${name}`), 'lin', 'pbn');
      if (!pbn.ok) throw new Error(pbn.error.message);
      const got = parsePbn(pbn.value);
      if (!got.ok) throw new Error(got.error.message);
      const g = got.value.file.games[0];
      const e = expected.value.file.games[k];
      for (const tag of ['Board', 'Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Result', 'West', 'North', 'East', 'South']) {
        expect(g?.values[tag], tag).toBe(e?.values[tag]);
      }
      const calls = (x: typeof g) => x?.tags.find((t) => t.auction)?.auction?.calls.map((c) => c.call);
      expect(calls(g)).toEqual(calls(e));
      const cards = (x: typeof g) => x?.tags.find((t) => t.play)?.play?.tricks.flat().map((c) => c.card).filter((c) => c !== '-');
      expect(cards(g)).toEqual(cards(e));
    }
  });

  test.each(fixtureNames('lin', '.lin'))('%s converts to PBN that the verifier finds consistent', (name) => {
    const pbn = convertText(fixture(`lin/${name}`), 'lin', 'pbn');
    expect(pbn.ok).toBe(true);
    if (!pbn.ok) return;
    const errors = verifyPbn(pbn.value).games.flatMap((g) => g.errors).filter((e) => e.code !== 'bad-tag-value');
    expect(errors.map((e) => `${e.line}: ${e.message}`)).toEqual([]);
  });
});

describe('Law 22 — end of the auction', () => {
  test('Law 22A, 22B: three passes after a bid end the auction, four pass it out; the first to name the denomination declares', () => {
    expect(finalContract(['1H', 'Pass', '4H', 'X', 'Pass', 'Pass', 'Pass'], 'N')).toEqual({ kind: 'contract', contract: { level: 4, denomination: 'H', risk: 'X' }, declarer: 'N' });
    expect(finalContract(['Pass', 'Pass', 'Pass', 'Pass'], 'E')).toEqual({ kind: 'passed-out' });
    expect(finalContract(['1C', 'Pass'], 'E')).toEqual({ kind: 'open' });
  });
});
