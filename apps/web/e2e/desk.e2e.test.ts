import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Served } from './browser.js';
import { serveAndLaunch, ARTIFACTS } from './browser.js';

let served: Served;
beforeAll(async () => {
  served = await serveAndLaunch();
});
afterAll(async () => {
  await served.close();
});

describe('TD desk in a real browser', () => {
  test('deal a board, reload and find it still there, switch language', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    const firstLoadMs = Date.now() - loadStart;
    await page.getByLabel(/Board number/).fill('7');
    await page.getByLabel(/Seed/).fill('e2e');
    await page.getByRole('button', { name: 'Deal a board' }).click();
    expect(await page.getByTestId('dealer').textContent()).toBe('South');
    expect(await page.getByTestId('vulnerable').textContent()).toBe('Both');
    expect(await page.locator('.hand').count()).toBe(4);
    await page.screenshot({ path: join(ARTIFACTS, '01-board-dealt.png'), fullPage: true });
    const north = await page.locator('.hand-N').textContent();

    await page.reload();
    await page.getByTestId('dealer').waitFor();
    expect(await page.locator('.hand-N').textContent()).toBe(north);
    await page.screenshot({ path: join(ARTIFACTS, '02-after-reload.png'), fullPage: true });

    await page.getByRole('button', { name: 'Język: polski' }).click();
    expect(await page.getByRole('button', { name: 'Rozdaj' }).count()).toBe(1);
    expect(await page.getByTestId('vulnerable').textContent()).toBe('Obie strony');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await page.screenshot({ path: join(ARTIFACTS, '03-polish.png'), fullPage: true });
    await page.reload();
    await page.getByRole('button', { name: 'Rozdaj' }).waitFor();
    console.info(`first load: ${firstLoadMs} ms`);
    await context.close();
  });
});
