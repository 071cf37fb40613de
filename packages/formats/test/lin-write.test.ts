// LIN output: PBN → LIN, and LIN → PBN → LIN keeping deal, auction, alerts, play and claim.
import { describe, expect, test } from 'vitest';
import { convertText, parseLin, parsePbn, pbnGameToLin, playedBoard, readPbn, writeLin } from '../src/index.js';
import type { LinBoard, PlayedBoard } from '../src/index.js';
import { fixture, fixtureNames } from './helpers.js';

function lin(text: string): readonly LinBoard[] {
  const r = parseLin(text, { file: 't.lin' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.boards;
}

function convert(text: string, from: 'pbn' | 'lin', to: 'pbn' | 'lin'): string {
  const r = convertText(text, from, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A deal compared by holdings, whatever order the cards were listed in. */
const sorted = (b: LinBoard): LinBoard => ({ ...b, deal: b.deal === null ? null : { N: [...(b.deal.N ?? [])].sort(), E: [...(b.deal.E ?? [])].sort(), S: [...(b.deal.S ?? [])].sort(), W: [...(b.deal.W ?? [])].sort() } });

describe('LIN → PBN → LIN on real BBO files', () => {
  test.each(fixtureNames('lin', '.lin'))('%s: every board keeps players, deal, auction with alerts and explanations, play, claim and commentary', (name) => {
    const original = lin(fixture(`lin/${name}`));
    const back = lin(convert(convert(fixture(`lin/${name}`), 'lin', 'pbn'), 'pbn', 'lin'));
    expect(back.map(sorted)).toEqual(original.map(sorted));
  });

  test('LIN → LIN writes what it read (hand records one board a line, vugraph with vg, rs and qx)', () => {
    for (const name of fixtureNames('lin', '.lin')) {
      const original = lin(fixture(`lin/${name}`));
      expect(lin(convert(fixture(`lin/${name}`), 'lin', 'lin')).map(sorted), name).toEqual(original.map(sorted));
    }
  });

  test('a BBO hand record is written as BBO writes it: pn, st, md with the dealer digit, rh, ah, sv, mb with ! and an, pc by trick, mc', () => {
    const text = convert(fixture('lin/3381671193.lin'), 'lin', 'lin');
    expect(text).toMatch(/^pn\|South,West,North,East\|st\|\|md\|3S[AKQJT2-9]*H[^,|]*D[^,|]*C[^,|]*,[^|]*\|rh\|\|ah\|Board 1\|sv\|o\|mb\|1S\|mb\|2N!\|an\|gesthem\|mb\|p\|/);
    expect(text).toMatch(/pg\|\|pc\|S2\|pc\|S4\|pc\|SA\|pc\|S7\|pg\|\|/);
    expect(text).toMatch(/mc\|11\|pg\|\|\n$/);
    expect(text.split('\n')).toHaveLength(2);
  });

  test('vugraph: the vg header, the rs list and each room\'s board (qx) survive', () => {
    const text = convert(fixture('lin/usbf_sf_14502.lin'), 'lin', 'lin');
    expect(text).toMatch(/^vg\|2010 USBF SF A,Segment 4 of 8,/);
    expect(text).toMatch(/^rs\|4HE=,4HE=,3NW\+1,/m);
    expect(text).toMatch(/^qx\|o46\|pn\|[^|]*\|st\|\|md\|4/m);
    expect(text).toMatch(/^qx\|c46\|/m);
  });
});

describe('alerts and explanations between LIN and PBN', () => {
  test('PBN §3.5.4: an alerted call gets a note (empty when BBO gave no explanation); an explanation without alert is a comment after the call', () => {
    const pbn = convert('pn|a,b,c,d|md|3SAKQJHAKQDAKQCAKQ,S2345H2345D234C23,S6789H6789D567C45,|sv|o|mb|1C!|mb|p|mb|1H!|an|4+ hearts|mb|p|mb|1N|an|balanced|mb|p|mb|p|mb|p|', 'lin', 'pbn');
    expect(pbn).toMatch(/^1C =1= Pass 1H =2= Pass\r\n1NT \{balanced\} Pass Pass Pass\r\n\[Note "1:"\]\r\n\[Note "2:4\+ hearts"\]/m);
    const back = lin(convert(pbn, 'pbn', 'lin'))[0]?.calls;
    expect(back?.slice(0, 5)).toEqual([
      { call: '1C', alert: true, explanation: null },
      { call: 'Pass', alert: false, explanation: null },
      { call: '1H', alert: true, explanation: '4+ hearts' },
      { call: 'Pass', alert: false, explanation: null },
      { call: '1NT', alert: false, explanation: 'balanced' },
    ]);
  });
});

describe('PBN → LIN', () => {
  const replay = (b: PlayedBoard) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, hands: b.deal, calls: b.calls.map((c) => [c.seat, c.call, c.note !== null]), cards: b.cards.map((c) => [c.seat, c.card]), recorded: b.recorded });

  test.each(['pbn/ben-daylong.pbn', 'pbn/example1.pbn', 'pbn/sample.pbn'])('%s: PBN → LIN → PBN keeps the deal, the auction (Law 22 declarer), the play in order and the result', (name) => {
    const first = parsePbn(fixture(name));
    const second = parsePbn(convert(convert(fixture(name), 'pbn', 'lin'), 'lin', 'pbn'));
    if (!first.ok || !second.ok) throw new Error('unreadable');
    const games = first.value.file.games.filter((g) => g.tags.some((t) => t.auction !== undefined));
    expect(games.length).toBeGreaterThan(0);
    for (const [k, g] of games.entries()) {
      const a = playedBoard(g);
      const b = playedBoard(second.value.file.games[k] ?? g);
      if (!a.ok || !b.ok) throw new Error('no played board');
      expect(replay(b.value)).toEqual(replay(a.value));
    }
  });

  test('Law 68: a Result reached before the 13th trick is written as a claim (mc); a complete play needs none', () => {
    // The rpbridge.net championship records stop the play where the players claimed.
    const games = [...readPbn(fixture('pbn/ben-daylong.pbn')).file.games, ...readPbn(fixture('pbn/example3-head.pbn')).file.games];
    const boards = games.map((g) => pbnGameToLin(g));
    for (const [k, b] of boards.entries()) {
      if (!b.ok) throw new Error(b.error);
      const { result, contract } = games[k]?.facts ?? {};
      expect(b.value.claim).toBe(b.value.play.length < 52 && typeof contract === 'object' ? (result ?? null) : null);
    }
    expect(boards.filter((b) => b.ok && b.value.claim !== null)).toHaveLength(187);
    expect(boards.filter((b) => b.ok && b.value.play.length === 52)).toHaveLength(8 + 10); // ben's 8 robot boards and 10 championship boards played to the end
  });

  test('a game LIN cannot hold is an error naming the file, line and game: no deal, or a call out of rotation (Law 29A, ^S)', () => {
    const noDeal = convertText('[Event "x"]\n[Board "1"]\n', 'pbn', 'lin', 'x.pbn');
    expect(noDeal.ok ? '' : noDeal.error.message).toBe('x.pbn:1:1: game 1 error: the game has no Deal');
    const deal = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';
    const skipped = convertText(`[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n[Auction "N"]\n1C ^S 1H Pass\nPass Pass\n`, 'pbn', 'lin', 's.pbn');
    expect(skipped.ok ? '' : skipped.error.message).toBe('s.pbn:1:1: game 1 error: a call out of rotation (^S) cannot be written in LIN, which records calls in turn');
  });

  test('writeLin of an empty file is empty', () => {
    expect(writeLin({ event: [], boards: [] })).toBe('');
  });
});
