// Issue 29, rulings from a position the director enters, carried to the traveller in Chromium with the actions counted
// and a screenshot per step: (i) an established revoke → transfer → score → the session's ranking; (ii) a disputed claim
// from an end position → the statement with its reasons → the traveller; (iii) a reload in the middle of each form loses
// nothing (the revoke's on a phone, 390×844: no sideways scroll, 44 px targets).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Actions, servedDesk, noSidewaysScroll, sessionWithOneResult, shot, tooWide } from './ruling-flows.js';

const desk = servedDesk();

/** The public case law64a1 as the director finds it at the end of play: 4♠ by South, N-S 5 and E-W 8; East won trick 2 by ruffing a diamond. */
async function enterEastRevoke(page: Page): Promise<void> {
  await page.locator('[data-testid="revoke-position"] > summary').click();
  await page.locator('input[name="revpos-won-ns"]').fill('5');
  await page.locator('input[name="revpos-won-ew"]').fill('8');
  await page.locator('input[name="revpos-trick"]').fill('2');
  await page.locator('select[name="revpos-suit"]').selectOption('D');
  await page.locator('input[name="revpos-later"]').fill('5');
}

/** Hearts are trumps after ten tricks (N-S 7, E-W 3) of 4♥ by South; South claims his three top spades, West still holds the ♥2. */
async function enterHeartClaim(page: Page): Promise<void> {
  await page.locator('[data-testid="end-position"] > summary').click();
  for (const [seat, hand] of [['N', '..432.'], ['E', '...T98'], ['S', 'AKQ...'], ['W', '.2..32']] as const) await page.locator(`input[name="endpos-${seat}"]`).fill(hand);
  await page.locator('select[name="endpos-level"]').selectOption('4');
  await page.locator('select[name="endpos-trump"]').selectOption('H');
  await page.locator('input[name="endpos-won-ns"]').fill('7');
  await page.locator('input[name="endpos-won-ew"]').fill('3');
  await page.locator('input[name="endpos-tricks"]').fill('3');
}

/** Waits until the desk's stored state (IndexedDB) holds the text: the write after the last keystroke has landed. */
const storedHas = (page: Page, text: string) =>
  page.waitForFunction(
    (t) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('bridge-laws-desk', 1);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('state').objectStore('state').get('desk');
          get.onerror = () => resolve(false);
          get.onsuccess = () => resolve(JSON.stringify(get.result).includes(t));
        };
      }),
    text,
  );

const travellerRow = (page: Page, pair: string) => page.locator('table.traveller[data-board="1"] tbody tr').filter({ hasText: pair }).first().locator('td').allTextContents();
const values = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => (e instanceof HTMLInputElement && e.type === 'checkbox' ? String(e.checked) : (e as HTMLInputElement).value)));

describe('a ruling from an entered position reaches the traveller (issue 29)', () => {
  test('(i) 64A1, 77: an established revoke entered at the end of play → transfer → score → the ranking, in at most 10 actions', async () => {
    const page = await desk();
    await sessionWithOneResult(page);
    await enterEastRevoke(page);
    await shot(page, 'i-revpos-1-entered');
    const a = new Actions(page);
    await a.click('.revpos-rule');
    expect(await page.getByTestId('revpos-transfer').getAttribute('data-law')).toBe('64A1');
    expect(await page.getByTestId('revpos-score').textContent()).toBe('-150');
    await shot(page, 'i-revpos-2-ruled');
    // Law 64C1 answered: the transfer makes up for the damage, the result stands.
    await a.click('.revpos-outcome [data-answer="false"]');
    await a.fill('.revpos-outcome input[name="traveller-ns"]', '1');
    await a.fill('.revpos-outcome input[name="traveller-ew"]', '11');
    await shot(page, 'i-revpos-3-traveller');
    await a.click('.revpos-outcome .traveller-form button[type="submit"]');
    expect(await page.locator('.revpos-outcome [data-testid="traveller-message"]').textContent()).toContain('Written to the traveller of board 1: 1 v 11');
    await a.click('.revpos-outcome button.open-session');
    await page.locator('table.traveller[data-board="1"]').waitFor();
    // Law 77 on the tricks after the transfer: 4♠ by South with 7 tricks, three down not vulnerable.
    await expect.poll(async () => (await travellerRow(page, '11')).slice(0, 6)).toEqual(['1', '11', '4♠', 'S', '7', '-150']);
    await expect.poll(() => page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents()).toEqual(['2', '1', '11', '12']);
    await shot(page, 'i-revpos-4-ranking');
    const counted = a.count;
    expect(counted).toBeLessThanOrEqual(10);
    // The same row again is refused with a message naming the rule; the sheet stays scorable and the row removable.
    await page.getByRole('button', { name: 'Table' }).click();
    await page.locator('.revpos-outcome .traveller-form button[type="submit"]').click();
    expect(await page.locator('.revpos-outcome [data-testid="traveller-message"]').textContent()).toContain('a pair plays a board once');
    await page.getByRole('button', { name: 'Session' }).click();
    await expect.poll(() => page.locator('[data-testid="ranking"] tbody tr').count()).toBe(4);
    await page.locator('table.traveller[data-board="1"] tbody tr').filter({ hasText: '11' }).locator('button.remove').click();
    await expect.poll(() => page.locator('[data-testid="ranking"] tbody tr td:nth-child(2)').allTextContents()).toEqual(['2', '12']);
    await shot(page, 'i-revpos-5-removed');
    console.info(`(i) revoke from an entered position: ${counted} actions from the position to the ranking`);
    await page.context().close();
  }, 120_000);

  test('(ii) 68D2(a), 70: a disputed claim from an entered end position → the statement with its reasons → the traveller', async () => {
    const page = await desk();
    await enterHeartClaim(page);
    await page.locator('input[name="endpos-statement"]').fill('three top spades');
    await shot(page, 'ii-endpos-1-entered');
    const a = new Actions(page);
    await a.click('.end-position-form button[type="submit"]');
    const lines = await page.locator('.end-position .statement-lines li').allTextContents();
    expect(lines[2]).toBe('South claims 3 of the 3 (Law 68A): \u201ethree top spades\u201d; disputed.');
    // West's ♥2 can ruff a spade: doubt goes against the claimer (Law 70), and the reasons are read out with their laws.
    expect(lines[3]).toMatch(/^Award \(Law 70\): North-South 0 of the 3; reasons: Law 70A, .*Law 70C3/);
    expect(await page.getByTestId('endpos-award').locator('li[data-law]').count()).toBeGreaterThan(1);
    // The contract entered, the statement ends with the result the traveller gets (Law 77).
    expect(lines.at(-1)).toBe('Result: 4♥ by South; Tricks N-S / E-W 7 / 6; Score N-S -150.');
    await shot(page, 'ii-endpos-2-statement');
    await a.fill('.end-position input[name="traveller-ns"]', '3');
    await a.fill('.end-position input[name="traveller-ew"]', '13');
    await a.click('.end-position .traveller-form button[type="submit"]');
    expect(await page.locator('.end-position [data-testid="traveller-message"]').textContent()).toContain('Written to the traveller of board 1: 3 v 13');
    await shot(page, 'ii-endpos-3-sent');
    await a.click('.end-position button.open-session');
    await page.locator('table.traveller[data-board="1"]').waitFor();
    // The award's totals: N-S 7 of 13, 4♥ by South three down (Law 77).
    await expect.poll(async () => (await travellerRow(page, '13')).slice(0, 6)).toEqual(['3', '13', '4♥', 'S', '7', '-150']);
    await expect.poll(() => page.locator('[data-testid="ranking"] tbody tr').count()).toBe(2);
    await shot(page, 'ii-endpos-4-ranking');
    console.info(`(ii) claim from an entered end position: ${a.count} actions from the position to the ranking`);
    expect(a.count).toBeLessThanOrEqual(8);
    await page.context().close();
  }, 120_000);

  test('(iii) a reload in the middle of the entered revoke, on a phone (390\u00d7844): nothing lost, no sideways scroll, 44 px targets', async () => {
    const page = await desk({ width: 390, height: 844 });
    await enterEastRevoke(page);
    await page.locator('select[name="revpos-risk"]').selectOption('X');
    await page.locator('input[name="revpos-board"]').fill('3');
    await page.locator('.revpos-add').click();
    await page.locator('input[name="revpos-trick"]').nth(1).fill('4');
    await page.locator('input[name="revpos-later"]').nth(1).fill('2');
    const fields = 'form.revoke-position-form input, form.revoke-position-form select';
    const before = await values(page, fields);
    await shot(page, 'iii-revpos-1-half-entered');
    await storedHas(page, '"later":"2"');
    await page.reload();
    await page.locator('[data-testid="revoke-position"]').waitFor();
    expect(await page.locator('[data-testid="revoke-position"][open]').count()).toBe(1);
    expect(await values(page, fields)).toEqual(before);
    await shot(page, 'iii-revpos-2-reloaded');
    // Ruled, the 64C1 question answered and the pairs typed: a reload keeps the ruling and the traveller's entries.
    await page.locator('.revpos-remove').nth(1).click();
    await page.locator('input[name="revpos-board"]').fill('1');
    await page.locator('select[name="revpos-risk"]').selectOption('');
    await page.locator('.revpos-rule').click();
    await page.locator('.revpos-outcome [data-answer="false"]').click();
    await page.locator('.revpos-outcome input[name="traveller-ns"]').fill('1');
    await page.locator('.revpos-outcome input[name="traveller-ew"]').fill('11');
    const statement = await page.locator('.revpos-outcome .statement-lines li').allTextContents();
    await storedHas(page, '"ew":"11"');
    await page.reload();
    await page.getByTestId('revpos-outcome').waitFor();
    expect(await page.locator('.revpos-outcome .statement-lines li').allTextContents()).toEqual(statement);
    expect(await page.locator('.revpos-outcome [data-answer="false"]').getAttribute('aria-pressed')).toBe('true');
    expect(await values(page, '.revpos-outcome input[name="traveller-ns"], .revpos-outcome input[name="traveller-ew"]')).toEqual(['1', '11']);
    await page.locator('.revpos-outcome .traveller-form button[type="submit"]').click();
    expect(await page.locator('.revpos-outcome [data-testid="traveller-message"]').textContent()).toContain('Written to the traveller of board 1: 1 v 11');
    await shot(page, 'iii-revpos-3-ruled-reloaded');
    expect(await tooWide(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    const small = await page.locator('.revoke-position button, .revoke-position > summary, .revpos-hands > summary').evaluateAll((bs) =>
      bs.filter((b) => { const r = b.getBoundingClientRect(); return r.width > 0 && (r.height < 44 || r.width < 44); }).map((b) => b.textContent));
    expect(small).toEqual([]);
    await page.context().close();
  }, 120_000);

  test('(iii) a reload in the middle of the entered claim: the position, the claim, the ruling and the traveller\u2019s pairs kept', async () => {
    const page = await desk();
    await enterHeartClaim(page);
    await page.locator('input[name="endpos-board"]').fill('2');
    await page.locator('textarea[name="endpos-lines"]').fill('cash spades from the top');
    const fields = 'form.end-position-form input, form.end-position-form select, form.end-position-form textarea';
    const before = await values(page, fields);
    await shot(page, 'iii-endpos-1-half-entered');
    await storedHas(page, '"lines":"cash spades from the top"');
    await page.reload();
    await page.locator('[data-testid="end-position"]').waitFor();
    expect(await page.locator('[data-testid="end-position"][open]').count()).toBe(1);
    expect(await values(page, fields)).toEqual(before);
    await page.locator('.end-position-form button[type="submit"]').click();
    await page.locator('.end-position input[name="traveller-ns"]').fill('4');
    const award = await page.getByTestId('endpos-award').locator('p').first().textContent();
    await storedHas(page, '"ns":"4"');
    await page.reload();
    await page.getByTestId('endpos-award').waitFor();
    expect(await page.getByTestId('endpos-award').locator('p').first().textContent()).toBe(award);
    expect(await values(page, '.end-position input[name="traveller-ns"]')).toEqual(['4']);
    await shot(page, 'iii-endpos-2-ruled-reloaded');
    await page.context().close();
  }, 120_000);
});
