// End-to-end harness: serve the app (built once per run by build-once.ts) on a free port, drive Debian's chromium.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

const appDir = join(import.meta.dirname, '..');
export const ARTIFACTS = join(appDir, 'test-results', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(cmd, args, { cwd: appDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface Served {
  readonly url: string;
  readonly browser: Browser;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Serve the app the run's global setup built (build-once.ts) with the script `pnpm start` uses, and launch chromium. */
export async function serveAndLaunch(): Promise<Served> {
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  const server = run(process.execPath, ['scripts/serve.mjs'], { PORT: String(port) });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    server.stdout?.on('data', (d) => {
      out += String(d);
      if (out.includes(`http://localhost:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    browser,
    newPage: async () => (await browser.newContext()).newPage(),
    async close() {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}
