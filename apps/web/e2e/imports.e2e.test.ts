// Hostile and foreign files in the desk's import boxes, in a real browser: a binary file gets a clear message, a
// UTF-16 file imports correctly, and the tab stays responsive throughout.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Served } from './browser.js';
import { shot } from './ruling-flows.js';
import { serveAndLaunch } from './browser.js';

let served: Served;
beforeAll(async () => {
  served = await serveAndLaunch();
});
afterAll(async () => {
  await served.close();
});

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', name), 'utf8');

/** Bytes no text file holds: a PNG header, NULs and control bytes. */
const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 0xff, 0xfe, 0]);
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const SESSION_CSV = ['board,ns,ew,contract,declarer,tricks', '1,1,11,4S,S,10', '1,2,12,4S,S,11', '1,3,13,3NT,N,8'].join('\n');

/** The page still answers: a script runs within a second (a frozen tab never would). */
async function responsive(page: Page): Promise<void> {
  const answer = await Promise.race([page.evaluate(() => 1 + 1), new Promise((resolve) => setTimeout(() => resolve('frozen'), 1000))]);
  expect(answer).toBe(2);
}

describe('the desk\u2019s import boxes in a real browser', () => {
  test('a binary file: a clear message in each import box, the tab responsive', async () => {
    const page = await served.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();

    // The case / record import on the table view.
    await page.locator('.case-transfer input[type="file"]').setInputFiles({ name: 'photo.pbn', mimeType: 'application/octet-stream', buffer: BINARY });
    const error = page.locator('.case-transfer .error');
    await error.waitFor();
    expect(await error.textContent()).toContain('photo.pbn: not a text file (is it binary?): control character 0x1A (2:1)');
    await responsive(page);

    // The results import and the session-file import on the session view.
    await page.getByRole('button', { name: 'Session' }).click();
    await page.locator('input[type="file"][accept*=".pbn"]').setInputFiles({ name: 'photo.pbn', mimeType: 'application/octet-stream', buffer: BINARY });
    await page.locator('.session [role="alert"]').filter({ hasText: 'photo.pbn: not a text file' }).waitFor();
    await page.locator('input[type="file"][accept=".json"]').setInputFiles({ name: 'photo.json', mimeType: 'application/json', buffer: BINARY });
    await page.locator('.session [role="alert"]').filter({ hasText: 'photo.json: not a text file' }).waitFor();
    await responsive(page);
    await page.close();
  });

  test('UTF-16 files (Windows Notepad "Unicode") import correctly, and the encoding is named', async () => {
    const page = await served.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();

    // A case file saved as UTF-16: replayed as if it were UTF-8.
    await page.locator('.case-transfer input[type="file"]').setInputFiles({
      name: 'law54b.case.yaml', mimeType: 'text/yaml', buffer: utf16le(fixture('law54b-opening-lead-out-of-turn-accepted.case.yaml')),
    });
    await page.getByTestId('import-note').waitFor();
    expect(await page.getByTestId('import-note').textContent()).toBe('law54b.case.yaml: read as UTF-16 LE');
    expect(await page.locator('.case-transfer .error').count()).toBe(0);
    expect(await page.getByTestId('contract').textContent()).toBe('4♠');

    // Travellers saved as UTF-16: scored (Law 78A).
    await page.getByRole('button', { name: 'Session' }).click();
    await page.locator('input[type="file"][accept*=".pbn"]').setInputFiles({ name: 'travellers.csv', mimeType: 'text/csv', buffer: utf16le(SESSION_CSV) });
    // One board cannot show one field from two (Law 8A): the scorer chooses the Mitchell.
    await page.locator('[data-testid="detected-movement"] [data-movement="mitchell"]').click();
    await page.locator('[data-testid="ranking"]').waitFor();
    expect(await page.locator('[data-testid="ranking"] tbody tr').count()).toBe(6);
    await responsive(page);
    await page.close();
  });

  test('a case file nested 100 000 levels deep is refused at once, not a stack overflow or a frozen tab', async () => {
    const page = await served.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    await page.locator('.case-transfer input[type="file"]').setInputFiles({ name: 'deep.case.json', mimeType: 'application/json', buffer: Buffer.from('['.repeat(100_000)) });
    const error = page.locator('.case-transfer .error');
    await error.waitFor();
    expect(await error.textContent()).toContain('deep.case.json: nested too deeply for a case file: more levels than 64 (1:64)');
    await responsive(page);
    await page.close();
  });

  test('USEBIO and teams results imported on the session page: scored, shown, exported, kept across a reload (issue 31)', async () => {
    const page = await served.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Deal a board' }).waitFor();
    await page.getByRole('button', { name: 'Session' }).click();
    const results = page.locator('input[type="file"][accept*=".xml"]');

    // A USEBIO pairs file (a Compscore3 Howell session): the session takes its movement and ranks the 12 pairs.
    await results.setInputFiles({ name: 'wednesday.xml', mimeType: 'application/xml', buffer: Buffer.from(fixture('mp_pairs_howell.xml')) });
    await page.locator('[data-testid="ranking"]').waitFor();
    expect(await page.locator('select[name="movement"]').inputValue()).toBe('howell');
    expect(await page.locator('[data-testid="ranking"] tbody tr').count()).toBe(12);
    const pair1 = await page.locator('[data-testid="ranking"] tbody tr').filter({ has: page.locator('td:nth-child(2)', { hasText: /^1$/ }) }).locator('td').allTextContents();
    expect(pair1.slice(2, 4)).toEqual(['26', '124']);
    expect(await page.locator('[data-testid="results-export"] a[data-format="results.xml"]').getAttribute('download')).toBe('results.xml');

    // A score Law 77 does not give: refused naming file, line and board.
    const bad = fixture('mp_pairs_howell.xml').replace('<SCORE>-400</SCORE>', '<SCORE>-420</SCORE>');
    await results.setInputFiles({ name: 'bad.xml', mimeType: 'application/xml', buffer: Buffer.from(bad) });
    await page.locator('.session [role="alert"]').filter({ hasText: 'bad.xml: line 261, board 1: SCORE: -420 does not match' }).waitFor();

    // A USEBIO teams file: the matches' IMPs and VPs as the file publishes them, and the ranking.
    await results.setInputFiles({ name: 'round2.xml', mimeType: 'application/xml', buffer: Buffer.from(fixture('teams_swiss_realbridge.xml')) });
    await page.locator('[data-testid="event-ranking"]').waitFor();
    expect(await page.locator('[data-testid="event-matches"] tbody tr').first().locator('td').allTextContents()).toEqual(['2', '1', '4', '20 : 16', '11.50 : 8.50']);
    expect(await page.locator('[data-testid="event-ranking"] tbody tr').first().locator('td').nth(5).textContent()).toBe('18.15');
    await shot(page, '12-usebio-teams');
    await page.reload();
    await page.locator('[data-testid="event-ranking"]').waitFor();
    expect(await page.locator('[data-testid="event-matches"] tbody tr').count()).toBe(13);
    expect(await page.locator('[data-testid="ranking"] tbody tr').count()).toBe(12);
    await page.close();
  }, 120_000);
});
