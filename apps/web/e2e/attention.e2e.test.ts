// The director called to the table, in Chromium: each attention button starts its ruling, and a suit choice offers
// only the suits the law gives (Laws 50D2, 51B2). The director's actions are counted from the call to the table.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Served } from './browser.js';
import { serveAndLaunch } from './browser.js';
import { Actions, REVOKE_AUCTION, REVOKE_DEAL, shot } from './ruling-flows.js';

let served: Served;
beforeAll(async () => {
  served = await serveAndLaunch();
});
afterAll(async () => {
  await served.close();
});

const options = (page: Page) => page.locator('.choice button[data-option]:not(.suit-choice)').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option')));
const suitButtons = (page: Page) => page.locator('.choice button.suit-choice').evaluateAll((bs) => bs.map((b) => `${b.getAttribute('data-option')}:${b.getAttribute('data-suit')}`));
const questions = (page: Page) => page.locator('.questions [data-question]').evaluateAll((qs) => qs.map((q) => q.getAttribute('data-question')));
const lastRecord = (page: Page) => page.locator('[data-testid="record"] li').last().textContent();

/** A new page with the public cases' deal loaded (board 1, dealer North) and, if given, calls made by clicking. */
async function board(calls: readonly string[] = [], edition: '2017' | '2007' = '2017'): Promise<Page> {
  const context = await served.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(served.url);
  await page.locator('select[name="edition"]').selectOption(edition);
  await page.getByLabel(/paste a PBN deal/).fill(REVOKE_DEAL);
  await page.getByRole('button', { name: 'Load deal' }).click();
  for (const c of calls) await page.locator(`.bidding-box [data-call="${c}"]`).click();
  return page;
}

describe('The director called to the table, in a real browser', () => {
  test('50D2: an exposed club king — declarer may require or forbid clubs only, and West must then lead a club', async () => {
    const page = await board(REVOKE_AUCTION);
    for (const [seat, card] of [['W', 'HA'], ['N', 'H5'], ['E', 'H2'], ['S', 'H9']] as const) await page.locator(`.hand-${seat} [data-card="${card}"]`).click();
    const actions = new Actions(page);
    await actions.click('[data-irregularity="exposed-card"]');
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('E');
    await page.locator('.irregularity-form select[name="irregularity-card"]').selectOption('CK');
    actions.count += 2;
    await actions.click('.irregularity-form .irregularity-record');
    expect(await lastRecord(page)).toBe('{by: E, expose: CK}');
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect(await options(page)).toEqual(['require-suit', 'prohibit-suit', 'no-restriction']);
    // Only the penalty card's suit: no spade, heart or diamond button.
    expect(await suitButtons(page)).toEqual(['require-suit:C', 'prohibit-suit:C']);
    await shot(page, 'att-1-50d2-club-only');
    await actions.click('.choice button.suit-choice[data-option="require-suit"][data-suit="C"]');
    expect(await page.locator('.refusal').count()).toBe(0);
    // Law 50D2(a): West must lead a club; the card is picked up (no penalty card left).
    expect(await page.locator('.last-laws').textContent()).toContain('50D2(a)');
    expect(await page.locator('.consequences').count()).toBe(0);
    await page.locator('.hand-W [data-card="C5"]').click();
    expect(await page.locator('.refusal').count()).toBe(0);
    expect(await lastRecord(page)).toBe('{by: W, play: C5}');
    expect(actions.count).toBeLessThanOrEqual(6);
    console.info(`50D2 ruling: ${actions.count} actions from the call to the table`);
    await page.context().close();
  });

  test('51B2: penalty cards in clubs and diamonds — only those two suits are offered', async () => {
    // Two cards exposed together (a case file, as a recorded board arrives): the desk's clicks expose one at a time.
    const page = await board();
    await page.getByLabel('Or paste the case file or the record').fill(readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'law51b2-penalty-cards-two-suits.case.yaml'), 'utf8'));
    await page.getByRole('button', { name: 'Replay the case' }).click();
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect((await suitButtons(page)).sort()).toEqual(['prohibit-suit:C', 'prohibit-suit:D', 'require-suit:C', 'require-suit:D']);
    await shot(page, 'att-2-51b2-two-suits');
    await page.context().close();
  });

  test('54: a lead out of turn from the attention button — South is offered exactly the law\u2019s three options', async () => {
    const page = await board(REVOKE_AUCTION);
    const actions = new Actions(page);
    await actions.click('[data-irregularity="lead-out-of-turn"]');
    // The offender defaults to the partner of the player on lead: East.
    expect(await page.locator('.irregularity-form select[name="irregularity-by"]').inputValue()).toBe('E');
    await page.locator('.irregularity-form select[name="irregularity-card"]').selectOption('H2');
    actions.count++;
    await actions.click('.irregularity-form .irregularity-record');
    expect(await lastRecord(page)).toBe('{by: E, play: H2}');
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect(await options(page)).toEqual(['accept', 'accept-as-dummy', 'reject']);
    await shot(page, 'att-3-lead-out-of-turn');
    await actions.click('[data-option="reject"]');
    expect(await page.locator('.consequences').textContent()).toContain('penalty card');
    await shot(page, 'att-3b-lead-out-of-turn-rejected');
    expect(actions.count).toBeLessThanOrEqual(4);
    await page.context().close();
  });

  test('27, 29: an insufficient bid and a call out of rotation from their buttons', async () => {
    const page = await board(['1H']);
    await page.locator('[data-irregularity="insufficient-bid"]').click();
    expect(await page.locator('.irregularity-form select[name="irregularity-call"] option').evaluateAll((os) => os.map((o) => o.getAttribute('value')))).toEqual(['1C', '1D', '1H']);
    await page.locator('.irregularity-form select[name="irregularity-call"]').selectOption('1D');
    await page.locator('.irregularity-form .irregularity-record').click();
    expect(await page.getByTestId('chooser').textContent()).toBe('South');
    expect(await options(page)).toEqual(['accept', 'reject']);
    expect(await page.locator('.choice').textContent()).toContain('27A1');
    await shot(page, 'att-4-insufficient-bid');
    await page.getByRole('button', { name: 'Undo last action' }).click();
    await page.locator('[data-irregularity="call-out-of-rotation"]').click();
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('S');
    await page.locator('.irregularity-form select[name="irregularity-call"]').selectOption('1S');
    await page.locator('.irregularity-form .irregularity-record').click();
    expect(await lastRecord(page)).toBe('{by: S, call: 1S}');
    expect(await page.getByTestId('chooser').textContent()).toBe('West');
    expect(await options(page)).toEqual(['accept', 'reject']);
    await shot(page, 'att-5-call-out-of-rotation');
    await page.context().close();
  });

  test('75, 16B: misinformation and a hesitation open the director\u2019s questions, answered with buttons', async () => {
    const page = await board(['P', '1H', '1S', '2H']);
    await page.locator('[data-irregularity="misinformation"]').click();
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('S');
    await page.locator('.irregularity-form .irregularity-record').click();
    expect(await questions(page)).toEqual(['agreement-was']);
    await shot(page, 'att-6-misinformation');
    await page.getByRole('button', { name: 'Undo last action' }).click();
    await page.locator('[data-irregularity="hesitation"]').click();
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('W');
    await page.locator('.irregularity-form .irregularity-record').click();
    expect(await lastRecord(page)).toBe('{by: W, extraneous: hesitation}');
    await page.locator('[data-irregularity="hesitation"]').click();
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('W');
    await page.locator('.irregularity-form .irregularity-rule').click();
    expect(await lastRecord(page)).toBe('{by: N, attention: unauthorized-information}');
    expect(await questions(page)).toEqual(['unauthorized-information']);
    await page.locator('[data-question="unauthorized-information"] [data-answer="true"]').click();
    expect(await questions(page)).toEqual(['demonstrably-suggested']);
    await shot(page, 'att-7-hesitation-questions');
    await page.context().close();
  });

  test('2007: the edition chosen when the board starts rules a pass out of rotation by the 2007 Laws, in their Czech words, and survives a reload', async () => {
    const page = await board(['1C'], '2007');
    expect(await page.getByTestId('edition').textContent()).toBe('Laws 2007');
    await page.locator('[data-irregularity="call-out-of-rotation"]').click();
    await page.locator('.irregularity-form select[name="irregularity-by"]').selectOption('W');
    await page.locator('.irregularity-form select[name="irregularity-call"]').selectOption('P');
    await page.locator('.irregularity-form .irregularity-record').click();
    expect(await page.getByTestId('chooser').textContent()).toBe('North');
    await page.locator('[data-option="reject"]').click();
    const laws = () => page.locator('.last-laws li').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-law')));
    // Law 30B2 of 2007: West passes throughout (2017 would cite 30B1(a) and no such obligation).
    expect(await laws()).toEqual(['29B', '30B2(a)', '30B2(b)']);
    await page.getByRole('button', { name: 'Jazyk: čeština' }).click();
    expect(await page.locator('.last-laws').textContent()).toContain('viník musí pasovat po celou dražbu');
    expect(await page.locator('.statement-lines li').first().textContent()).toBe('Rozdání 1. Rozhodnuto podle Mezinárodních pravidel duplicitního bridže, vydání 2007.');
    await shot(page, 'att-8-edition-2007-czech');
    await page.reload();
    await page.getByTestId('edition').waitFor();
    expect(await page.getByTestId('edition').textContent()).toBe('Pravidla 2007');
    expect(await laws()).toEqual(['29B', '30B2(a)', '30B2(b)']);
    await page.context().close();
  });
});
