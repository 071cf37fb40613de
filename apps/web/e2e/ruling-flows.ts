// End-to-end flows of a ruling carried to its end at the table, shared by the laptop and phone runs. Each action a
// director takes is counted.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import type { Served } from './browser.js';
import { ARTIFACTS, serveAndLaunch } from './browser.js';

/** The public case law64a1-revoke-won-by-offender-two-tricks (board 1, 4♠ by South; East revokes in trick 2). */
export const REVOKE_DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
export const REVOKE_AUCTION = ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P'] as const;
/** The 52 cards in the order played, each as seat and card. */
export const REVOKE_PLAY = (
  'W:HA N:H5 E:H2 S:H9 W:D4 N:D2 E:S2 S:D6 E:CA S:C8 W:C5 N:C2 E:C3 S:C9 W:CQ N:C4 W:H3 N:H8 E:H4 S:HT ' +
  'S:S4 W:S6 N:S3 E:H6 W:S7 N:S5 E:C6 S:SJ S:D7 W:D9 N:D3 E:D8 W:S8 N:S9 E:H7 S:SK S:CJ W:ST N:CT E:C7 ' +
  'W:DT N:D5 E:DA S:DK E:HQ S:HK W:HJ N:DJ S:SA W:DQ N:SQ E:CK'
).split(' ').map((p) => p.split(':') as [string, string]);

/** Counts the director's actions (a click, a choice, a field filled) from a point on. */
export class Actions {
  count = 0;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async click(selector: string): Promise<void> {
    await this.page.locator(selector).first().click();
    this.count++;
  }
  async fill(selector: string, value: string): Promise<void> {
    await this.page.locator(selector).first().fill(value);
    this.count++;
  }
}

export const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

/** The page has no sideways scroll: nothing is wider than the viewport. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Elements that reach past the right edge of the viewport (tag.class and width), for the message when there is sideways scroll. */
export const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && e.getBoundingClientRect().width > 0)
      .filter((e) => !(e.parentElement?.closest('table') && getComputedStyle(e.parentElement.closest('table') as Element).display === 'block'))
      .slice(0, 8)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${Math.round(e.getBoundingClientRect().right)}`),
  );

/** A desk page at the given size (a phone-sized one with touch), once the app has loaded. */
export async function openDesk(served: Served, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await served.browser.newContext({ viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  await page.goto(served.url);
  await page.getByRole('button', { name: 'Deal a board' }).waitFor();
  return page;
}

/** The app served for the test file that calls this (launched before its tests, closed after them), and a desk on it. */
export function servedDesk(): (viewport?: { width: number; height: number }) => Promise<Page> {
  let served: Served | null = null;
  beforeAll(async () => {
    served = await serveAndLaunch();
  });
  afterAll(async () => {
    await served?.close();
  });
  return (viewport) => {
    if (served === null) throw new Error('the app is served once the file\'s tests start');
    return openDesk(served, viewport);
  };
}

/** A session with another table's result on board 1 (4♠ by South, ten tricks), a Mitchell; back on the table page. */
export async function sessionWithOneResult(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Session' }).click();
  await page.getByLabel(/Import results/).first().fill('board,ns,ew,contract,declarer,tricks\n1,2,12,4S,S,10');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // One line cannot show its movement (Law 8A): the scorer says it was a Mitchell.
  await page.locator('[data-testid="detected-movement"] [data-movement="mitchell"]').click();
  await page.locator('[data-testid="ranking"]').waitFor();
  await page.getByRole('button', { name: 'Table' }).click();
}

/**
 * A session with one other result on board 1, the revoke deal bid and played to its end by clicking. Returns when the
 * last card is played.
 */
export async function playRevokeBoard(page: Page, prefix: string): Promise<void> {
  await sessionWithOneResult(page);
  await page.getByLabel(/paste a PBN deal/).fill(REVOKE_DEAL);
  await page.getByRole('button', { name: 'Load deal' }).click();
  for (const c of REVOKE_AUCTION) await page.locator(`.bidding-box [data-call="${c}"]`).click();
  await shot(page, `${prefix}-1-auction`);
  for (const [seat, card] of REVOKE_PLAY) await page.locator(`.hand-${seat} [data-card="${card}"]`).click();
  await page.getByTestId('phase').filter({ hasText: 'Play ended' }).waitFor();
  await shot(page, `${prefix}-2-last-card`);
}
