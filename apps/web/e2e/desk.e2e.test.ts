import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Served } from './browser.js';
import { serveAndLaunch, ARTIFACTS } from './browser.js';
import { mainRouteGzipBytes } from './bundle-size.js';
import { DDS_DEAL, DDS_TABLE } from '../test/fixtures/dds-list100.js';
import { Actions, noSidewaysScroll, playRevokeBoard, shot as flowShot, tooWide } from './ruling-flows.js';
import { MESSAGES } from '../src/i18n/messages.js';
import { LAW_SUMMARIES } from '../src/i18n/law-summaries.js';

/** The words of a text, lower case (letters only). */
const words = (text: string): string[] => (text.toLowerCase().match(/\p{L}+/gu) ?? []);
/** A law reference as the panel shows it: 27B1(a), 54, 12C2. */
const LAW_REF = /\b\d{1,2}[A-Z]?\d?(?:\([a-z]+\))*/g;
/** Card ranks, seat letters and the notrump of a call (4NT) are data, not words of any language. */
const DATA_WORD = /^(?:[akqjtnesw]|nt)$/;

let served: Served;
beforeAll(async () => {
  served = await serveAndLaunch();
});
afterAll(async () => {
  await served.close();
});

/** The deal of the public cases law54b / law54d (board 1, South declares 4♠). */
const LEAD_DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

async function calls(page: Page, list: readonly string[]) {
  for (const c of list) await page.locator(`.bidding-box [data-call="${c}"]`).click();
}

const options = (page: Page) => page.locator('.choice button[data-option]:not(.suit-choice)').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option')));

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', name), 'utf8');

/** The built file whose name starts with `name` (e.g. the double-dummy worker's script). */
function builtAsset(name: string): string {
  const file = readdirSync(join(import.meta.dirname, '..', 'dist', 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (file === undefined) throw new Error(`${name} is not in the build`);
  return file;
}

const SESSION_CSV = ['board,ns,ew,contract,declarer,tricks', '1,1,11,4S,S,10', '1,2,12,4S,S,11', '1,3,13,3NT,N,8', '2,1,12,3NT,E,9', '2,2,13,2H,S,8', '2,3,11,A+,,'].join('\n');

describe('TD desk in a real browser', () => {
  test('the main route\u2019s JavaScript is at most 300 kB gzipped', () => {
    const { bytes, files } = mainRouteGzipBytes(join(import.meta.dirname, '..', 'dist'));
    console.info(`main route JS: ${(bytes / 1024).toFixed(1)} kB gzipped (${files.length} chunks)`);
    expect(bytes).toBeLessThanOrEqual(300 * 1024);
  });

  test('record a board by clicking, rule, score a session, reload, switch language', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    const firstLoadMs = Date.now() - loadStart;
    // Measured in the page: from navigation start to the desk being usable.
    const inPageMs = Math.round(await page.evaluate(() => performance.now()));

    // 1. The public opening-lead-out-of-turn case (law54b / law54d), recorded by clicking.
    await page.getByLabel(/paste a PBN deal/).fill(LEAD_DEAL);
    await page.getByRole('button', { name: 'Load deal' }).click();
    expect(await page.getByTestId('dealer').textContent()).toBe('North');
    await calls(page, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    expect(await page.getByTestId('contract').textContent()).toBe('4♠');
    await page.locator('.hand-E [data-card="H2"]').click();
    expect(await page.locator('.refusal').count()).toBe(0);
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect(await options(page)).toEqual(['accept', 'accept-as-dummy', 'reject']);
    await shot(page, '01-opening-lead-out-of-turn');

    // 2. An insufficient bid and a call out of rotation on a new board: options, a question, undo.
    await page.getByLabel(/Board number/).fill('1');
    await page.getByLabel(/Seed/).fill('e2e');
    await page.getByRole('button', { name: 'Deal a board' }).click();
    await calls(page, ['1H', '1D']);
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect(await options(page)).toEqual(['accept', 'reject']);
    expect(await page.locator('.choice').textContent()).toContain('The left-hand opponent may accept the insufficient bid');
    await shot(page, '02-insufficient-bid-options');
    await page.locator('[data-option="reject"]').click();
    await calls(page, ['2D']);
    await page.locator('[data-question="same-denominations"] [data-answer="true"]').click();
    expect(await page.getByTestId('turn').textContent()).toBe('South');
    await page.locator('.seat-picker input[value="N"]').check();
    await calls(page, ['2H']);
    expect(await page.getByTestId('chooser').textContent()).toBe('East');
    await shot(page, '03-call-out-of-rotation');
    await page.getByRole('button', { name: 'Undo last action' }).click();
    expect(await page.locator('.choice').count()).toBe(0);
    expect(await page.getByTestId('turn').textContent()).toBe('South');

    // 3. A small session: travellers imported, ranking with an adjusted score.
    await page.getByRole('button', { name: 'Session' }).click();
    await page.getByLabel(/Import results/).first().fill(SESSION_CSV);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const ranking = () => page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents();
    expect(await ranking()).toEqual(['2', '1', '3', '13', '11', '12']);
    await shot(page, '04-session-ranking');

    // 4. Reload: the session and the table's record are still there.
    await page.reload();
    await page.locator('[data-testid="ranking"]').waitFor();
    expect(await ranking()).toEqual(['2', '1', '3', '13', '11', '12']);
    await page.getByRole('button', { name: 'Table' }).click();
    expect(await page.locator('[data-testid="record"] li').count()).toBe(5);
    expect(await page.getByTestId('turn').textContent()).toBe('South');
    await shot(page, '05-after-reload');

    // 5. Polish, at any time: the ruling panel and the guide in Polish.
    await calls(page, ['1S']);
    await page.getByRole('button', { name: 'Język: polski' }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(await page.locator('.choice').textContent()).toContain('Lewy przeciwnik może przyjąć odzywkę niewystarczającą');
    expect(await page.getByRole('button', { name: 'Przyjmij' }).count()).toBe(1);
    await shot(page, '06-polish-ruling');
    await page.getByRole('button', { name: 'Przewodnik orzeczeń' }).click();
    await page.getByRole('searchbox').fill('wist poza kolejnością');
    await page.locator('[data-scenario="opening-lead-out-of-turn"] button').click();
    expect(await page.locator('.situation').textContent()).toContain('pierwsze wyjście ♥2 odkrywa E');
    await shot(page, '07-polish-guide');
    await page.reload();
    await page.locator('.situation').waitFor();
    expect(await page.getByRole('button', { name: 'Language: English' }).count()).toBe(1);
    console.info(`first load: ${inPageMs} ms in the page (navigation start to usable desk), ${firstLoadMs} ms from goto`);
    await context.close();
  });

  test('switching to Czech mid-ruling leaves no English or Polish word in the ruling panel', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    // Law 27: after 1♠ West bids 1♦; North rejects it and West replaces it with a pass (27B2: East must pass
    // throughout, lead restrictions may follow); then East leads out of turn (Law 54: South, declarer, chooses).
    await page.getByLabel(/paste a PBN deal/).fill(LEAD_DEAL);
    await page.getByRole('button', { name: 'Load deal' }).click();
    await calls(page, ['P', 'P', '1S', '1D']);
    await page.locator('[data-option="reject"]').click();
    await calls(page, ['P']);
    // The director finds the pass not comparable (Law 23A).
    await page.locator('[data-question="comparable"] [data-answer="false"]').click();
    expect(await page.locator('.ruling').textContent()).toContain('must pass');
    await calls(page, ['4S', 'P', 'P', 'P']);
    await page.locator('.hand-E [data-card="H2"]').click();
    expect(await page.getByTestId('chooser').textContent()).toBe('South');

    await page.getByRole('button', { name: 'Jazyk: čeština' }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    await shot(page, '08-czech-ruling');
    // Every visible text of the ruling panel, one string per text node (and each button's label).
    const texts = await page.locator('.ruling').evaluate((panel) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
        const parent = n.parentElement;
        const text = (n.textContent ?? '').trim();
        if (text !== '' && parent !== null && parent.checkVisibility()) out.push(text);
      }
      return out;
    });
    expect(texts.length).toBeGreaterThan(10);
    expect(texts).toContain(MESSAGES.cs['option.accept']);

    // Data (law references, cards, calls, numbers, seat letters) is language-neutral; every other word must
    // be a word of a Czech message or a Czech law summary.
    const czech = new Set([...Object.values(MESSAGES.cs), ...Object.values(LAW_SUMMARIES).map((s) => s.cs)].flatMap(words));
    const foreign = texts.flatMap((t) => words(t.replace(LAW_REF, ' ')).filter((w) => !czech.has(w) && !DATA_WORD.test(w)).map((w) => `${w} in "${t}"`));
    expect(foreign).toEqual([]);
    // And no whole English or Polish message or summary that Czech words differently is shown.
    const czechTexts = new Set([...Object.values(MESSAGES.cs), ...Object.values(LAW_SUMMARIES).map((s) => s.cs)]);
    const other = [...Object.values(MESSAGES.en), ...Object.values(MESSAGES.pl), ...Object.values(LAW_SUMMARIES).flatMap((s) => [s.en, s.pl])].filter((v) => !czechTexts.has(v) && v.length > 3);
    expect(texts.filter((t) => other.some((v) => t.includes(v)))).toEqual([]);
    await context.close();
  });

  test('export the record as PBN, replay a pasted BBO LIN record, import results from a PBN file', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();

    // 8. Law 54B: declarer accepts the opening lead out of turn; the PBN download marks it ^L.
    await page.getByLabel(/paste a PBN deal/).fill(LEAD_DEAL);
    await page.getByRole('button', { name: 'Load deal' }).click();
    await calls(page, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    await page.locator('.hand-E [data-card="H2"]').click();
    await page.locator('[data-option="accept"]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pbn-download').click()]);
    expect(download.suggestedFilename()).toBe('board-1.pbn');
    const pbn = readFileSync(await download.path(), 'utf8');
    expect(pbn).toContain('[Contract "4S"]');
    expect(pbn).toMatch(/^- - \^L H2 -$/m);
    await page.getByTestId('pbn-export').scrollIntoViewIfNeeded();
    await shot(page, '08-pbn-export');

    // 9. A BBO LIN record pasted where a deal goes: its 9 calls and 52 cards replayed through the Laws, and its result checked.
    await page.getByLabel(/paste a PBN deal/).fill(fixture('bbo-20784110.lin').trim());
    await page.getByRole('button', { name: 'Load deal' }).click();
    await page.getByTestId('contract').filter({ hasText: '3NT' }).waitFor();
    expect(await page.getByTestId('score').textContent()).toBe('50');
    expect(await page.locator('[data-testid="record"] li').count()).toBe(62);
    await shot(page, '09-lin-record');

    // 10. Session results from a PBN file (one game per result): board 1 of the travellers above, matchpointed (Law 78A).
    await page.getByRole('button', { name: 'Session' }).click();
    const game = (line: string) => {
      const [board, ns, ew, contract, declarer, tricks] = line.split(',');
      return `[Board "${board}"]\n[PairNS "${ns}"]\n[PairEW "${ew}"]\n[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Result "${tricks}"]\n`;
    };
    const pbnResults = SESSION_CSV.split('\n').slice(1, 4).map(game).join('\n');
    await page.locator('input[type="file"][accept*=".pbn"]').setInputFiles({ name: 'club.pbn', mimeType: 'application/x-pbn', buffer: Buffer.from(pbnResults) });
    // One board cannot show one field from two (Law 8A): the desk asks, and the scorer imports it as the Mitchell it was.
    await page.locator('[data-testid="detected-movement"] [data-movement="mitchell"]').click();
    await page.locator('[data-testid="ranking"]').waitFor();
    const ranking = await page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents();
    expect(ranking).toEqual(['2', '1', '3', '13', '11', '12']);
    await shot(page, '10-pbn-results');
    await context.close();
  });

  test('a claim recorded during the play and agreed: the play ends and the board is scored (Laws 68, 69A)', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();

    // 11. 3NT by South after nine tricks, replayed from a case file; South claims the last four, East agrees.
    await page.getByLabel('Or paste the case file or the record').fill(fixture('claim-nine-tricks-played.case.yaml'));
    await page.getByRole('button', { name: 'Replay the case' }).click();
    await page.getByTestId('tricks').filter({ hasText: '9 / 0' }).waitFor();
    const claim = page.locator('.claim-control');
    await claim.locator('select').selectOption('S');
    await claim.locator('input[type="number"]').fill('4');
    await claim.locator('.claim-line input').fill('cash the top spades and hearts');
    await claim.getByRole('button', { name: 'Record the claim' }).click();
    expect(await page.getByTestId('chooser').textContent()).toBe('East');
    expect(await options(page)).toEqual(['agree', 'dispute']);
    await page.getByRole('button', { name: 'Agree' }).click();
    expect(await page.getByTestId('phase').textContent()).toBe('Play ended');
    expect(await page.getByTestId('tricks').textContent()).toBe('13 / 0');
    expect(await page.getByTestId('score').textContent()).toBe('520');
    await shot(page, '11-claim-agreed');
    await context.close();
  });

  test('the double-dummy panel solves in the browser: DDS\u2019s table for a list100 deal, and each legal card\u2019s value during the play (Laws 68\u201371)', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 1100 } });
    const page = await context.newPage();
    const solverScript = builtAsset('dd-worker');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();

    // 12. The whole deal's table, computed when asked for in a worker: the worker's script is fetched only then.
    await page.getByLabel(/paste a PBN deal/).fill(DDS_DEAL);
    await page.getByRole('button', { name: 'Load deal' }).click();
    const panel = page.locator('.double-dummy');
    expect(await panel.textContent()).toContain('not a ruling');
    expect(requested.some((u) => u.endsWith(solverScript))).toBe(false);
    const started = Date.now();
    await panel.getByRole('button', { name: 'Compute the double-dummy table' }).click();
    await panel.getByRole('status').filter({ hasText: 'Computing…' }).waitFor();
    await page.getByTestId('dd-table').waitFor({ timeout: 60_000 });
    console.info(`double-dummy table in the browser: ${Date.now() - started} ms from the click`);
    expect(requested.some((u) => u.endsWith(solverScript))).toBe(true);
    const grid = await page
      .locator('.dd-table tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => Number(td.textContent))));
    expect(grid).toEqual(DDS_TABLE);
    await page.getByTestId('dd-table').scrollIntoViewIfNeeded();
    await shot(page, '12-double-dummy-table');

    // 13. 3NT by South after nine tricks: South's four cards left are each worth the four tricks.
    await page.getByLabel('Or paste the case file or the record').fill(fixture('claim-nine-tricks-played.case.yaml'));
    await page.getByRole('button', { name: 'Replay the case' }).click();
    await page.getByTestId('tricks').filter({ hasText: '9 / 0' }).waitFor();
    await panel.getByRole('button', { name: 'Compute the double-dummy table and card values' }).click();
    await page.getByTestId('dd-cards').waitFor({ timeout: 60_000 });
    const values = await page.locator('[data-testid="dd-cards"] li').evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-card'), li.querySelector('strong')?.textContent]));
    expect(values.map(([c]) => c).sort()).toEqual(['HA', 'SA', 'SK', 'SQ']);
    expect(values.map(([, v]) => v)).toEqual(['4', '4', '4', '4']);
    await page.getByTestId('dd-cards').scrollIntoViewIfNeeded();
    await shot(page, '13-double-dummy-card-values');
    await context.close();
  }, 180_000);
  /**
   * (a) An established revoke found at the end of play: attention drawn, Law 64's transfer and the score shown, the
   * result written to the traveller and the ranking updated — counted from the last card. (g) The same on a phone.
   */
  async function revokeToTraveller(viewport: { width: number; height: number }, prefix: string): Promise<number> {
    const context = await served.browser.newContext({ viewport, hasTouch: viewport.width < 500 });
    const page = await context.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    await playRevokeBoard(page, prefix);
    if (viewport.width >= 1280) {
      // Laptop: the hands start in the first screen, beside the ruling panel; the bidding box is folded after the auction.
      const hands = await page.locator('.cards').boundingBox();
      const ruling = await page.locator('.ruling').boundingBox();
      expect(hands !== null && ruling !== null).toBe(true);
      if (hands !== null && ruling !== null) {
        expect(hands.y).toBeLessThan(viewport.height / 2);
        expect(ruling.x).toBeGreaterThanOrEqual(hands.x + hands.width);
        expect(Math.abs(ruling.y - hands.y)).toBeLessThan(40);
      }
      expect(await page.locator('.bidding-box-folded[open]').count()).toBe(0);
      expect(await page.locator('.bidding-box-folded').count()).toBe(1);
    }
    const a = new Actions(page);
    // South draws attention to East's revoke: established (Law 63), two tricks transferred (Law 64A1).
    await a.click('button.attention-revoke');
    expect(await page.getByTestId('revokes').textContent()).toContain('East — revoke in trick 2: established');
    // How many and why: the item of Law 64 that decided it.
    expect(await page.getByTestId('transferred').textContent()).toBe(
      'Tricks transferred (Law 64): 2 to North-South \u2014 the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1)',
    );
    expect(await page.getByTestId('transfer-result').textContent()).toBe('Tricks N-S / E-W: 7 / 6 · Score N-S: -150');
    // Law 64C1: the director's only question; the law gives no option to the players here.
    expect(await page.locator('[data-testid="questions"] [data-question]').evaluateAll((qs) => qs.map((q) => q.getAttribute('data-question')))).toEqual(['damaged']);
    expect(await page.locator('.choice').count()).toBe(0);
    await flowShot(page, `${prefix}-3-revoke-ruled`);
    await a.click('[data-question="damaged"] [data-answer="false"]');
    // The ruling statement to read out: what happened, the transfer, the result; each law's summary a click away.
    const statement = await page.getByTestId('statement').locator('.statement-lines li').allTextContents();
    expect(statement).toEqual([
      'Board 1. Ruled under the Laws of Duplicate Bridge, edition 2017.',
      'Regulations applied (Law 80): WBF (Laws\u2019 defaults).',
      'East failed to follow suit in trick 2: established (Law 63).',
      'Tricks transferred (Law 64): 2 to North-South \u2014 the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1).',
      'Result: 4♠ by South; Tricks N-S / E-W 7 / 6; Score N-S -150.',
    ]);
    await page.locator('.statement details[data-law="64A1"] summary').click();
    expect(await page.locator('.statement details[data-law="64A1"]').textContent()).toContain('Offender won the revoke trick');
    await a.click('button.announce');
    expect(await page.getByTestId('statement-logged').count()).toBe(1);
    await a.fill('input[name="traveller-ns"]', '1');
    await a.fill('input[name="traveller-ew"]', '11');
    await a.click('.traveller-form button[type="submit"]');
    expect(await page.getByTestId('traveller-message').textContent()).toContain('Written to the traveller of board 1: 1 v 11');
    await flowShot(page, `${prefix}-4-to-traveller`);
    await a.click('button.open-session');
    await page.locator('table.traveller[data-board="1"]').waitFor();
    const line = await page.locator('table.traveller[data-board="1"] tbody tr').filter({ hasText: '11' }).locator('td').allTextContents();
    expect(line.slice(0, 6)).toEqual(['1', '11', '4♠', 'S', '7', '-150']);
    expect(await page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents()).toEqual(['2', '1', '11', '12']);
    expect(await page.getByTestId('ruling-log').textContent()).toContain('East failed to follow suit in trick 2');
    await flowShot(page, `${prefix}-5-ranking`);
    const counted = a.count;
    if (viewport.width < 500) {
      expect(await tooWide(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.getByRole('button', { name: 'Table' }).click();
      expect(await tooWide(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      // Touch targets: every button of the hands, the attention control and the ruling panel is at least 44 px high and wide.
      const small = await page.locator('.cards button, .attention-control button, .ruling button, .traveller-form button, .end-position > summary, .revoke-position > summary').evaluateAll((bs) =>
        bs.filter((b) => { const r = b.getBoundingClientRect(); return r.width > 0 && (r.height < 44 || r.width < 44); }).map((b) => b.textContent));
      expect(small).toEqual([]);
    } else {
      // The same result sent again is refused with a message; the sheet stays scorable and the row removable.
      await page.getByRole('button', { name: 'Table' }).click();
      await page.locator('input[name="traveller-ns"]').fill('1');
      await page.locator('input[name="traveller-ew"]').fill('11');
      await page.locator('.traveller-form button[type="submit"]').click();
      expect(await page.getByTestId('traveller-message').textContent()).toContain('already in the session');
      await page.reload();
      await page.getByRole('button', { name: 'Session' }).click();
      await page.locator('[data-testid="ranking"]').waitFor();
      expect(await page.locator('[data-testid="ranking"] tbody tr').count()).toBe(4);
      await page.locator('table.traveller[data-board="1"] tbody tr').filter({ hasText: '11' }).locator('button.remove').click();
      expect(await page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents()).toEqual(['2', '12']);
    }
    console.info(`${prefix}: ${counted} actions from the last card to the ranking`);
    await context.close();
    return counted;
  }

  test('(a) an established revoke found at the end of play \u2192 transfer \u2192 score \u2192 traveller, in at most 10 actions (Laws 61\u201364, 77)', async () => {
    expect(await revokeToTraveller({ width: 1366, height: 768 }, 'a-revoke-laptop')).toBeLessThanOrEqual(10);
  }, 120_000);

  test('(g) the same revoke on a phone (390\u00d7844): one column, no sideways scroll, touch targets of 44 px', async () => {
    expect(await revokeToTraveller({ width: 390, height: 844 }, 'g-revoke-phone')).toBeLessThanOrEqual(10);
  }, 120_000);
  test('(b) a disputed claim: no result before the director rules, his finding, the award and its reasons read out, then the traveller (Laws 68\u201370)', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    // 3NT by South after nine tricks, replayed from a case file (the position after trick 9).
    await page.getByLabel('Or paste the case file or the record').fill(fixture('claim-nine-tricks-played.case.yaml'));
    await page.getByRole('button', { name: 'Replay the case' }).click();
    await page.getByTestId('tricks').filter({ hasText: '9 / 0' }).waitFor();
    const a = new Actions(page);
    await a.fill('.claim-control .claim-line input', 'cash the top spades');
    await a.click('.claim-control button[type="submit"]');
    await a.click('[data-option="dispute"]');
    // Law 68D2(a): the claim and the hands in the ruling panel, and no result yet.
    expect(await page.getByTestId('claim-said').textContent()).toContain('South claims 4 of the 4');
    expect(await page.getByTestId('claim-waiting').count()).toBe(1);
    expect(await page.getByTestId('score').count()).toBe(0);
    expect(await page.locator('.traveller-form').count()).toBe(0);
    await flowShot(page, 'b-claim-1-disputed');
    await a.click('[data-option="call-director"]');
    // Law 70 at no trumps: only the normal lines are asked.
    expect(await page.locator('[data-question]').evaluateAll((qs) => qs.map((q) => q.getAttribute('data-question')))).toEqual(['normal-lines']);
    await a.fill('[data-question="normal-lines"] input', 'cash the top spades');
    await a.click('[data-question="normal-lines"] button[type="submit"]');
    expect(await page.getByTestId('claim-award').textContent()).toContain('Award (Law 70): North-South 4 of the 4');
    const lines = await page.getByTestId('statement').locator('.statement-lines li').allTextContents();
    expect(lines[2]).toBe('South claims 4 of the 4 (Law 68A): \u201ecash the top spades\u201d; disputed.');
    expect(lines.some((l) => l.startsWith('Award (Law 70): North-South 4 of the 4'))).toBe(true);
    expect(lines[lines.length - 1]).toBe('Result: 3NT by South; Tricks N-S / E-W 13 / 0; Score N-S 520.');
    await flowShot(page, 'b-claim-2-award');
    await a.click('button.announce');
    await a.fill('input[name="traveller-ns"]', '3');
    await a.fill('input[name="traveller-ew"]', '13');
    await a.click('.traveller-form button[type="submit"]');
    await a.click('button.open-session');
    await page.locator('table.traveller[data-board="1"]').waitFor();
    const line = await page.locator('table.traveller[data-board="1"] tbody tr').filter({ hasText: '13' }).first().locator('td').allTextContents();
    expect(line.slice(0, 6)).toEqual(['3', '13', '3NT', 'S', '13', '520']);
    expect(await page.getByTestId('ruling-log').textContent()).toContain('South claims 4 of the 4');
    await flowShot(page, 'b-claim-3-traveller');
    console.info(`b-claim: ${a.count} actions from the claim to the ranking`);
    expect(a.count).toBeLessThanOrEqual(12);
    await context.close();
  }, 120_000);
});
