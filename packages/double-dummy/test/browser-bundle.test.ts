import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { build } from 'tsup';
import type * as Api from '../src/index.js';

test('the core bundles for browsers without any node: import, and solves there', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'dd-browser-'));
  await build({
    entry: { index: join(import.meta.dirname, '../src/index.ts') },
    platform: 'browser',
    format: ['esm'],
    outDir,
    dts: false,
    silent: true,
    config: false,
    splitting: false,
    noExternal: [/.*/],
    esbuildOptions: (o) => {
      o.conditions = ['@bridge-laws/source'];
    },
  });
  const files = readdirSync(outDir).filter((f) => f.endsWith('.js'));
  expect(files).toEqual(['index.js']);
  const code = readFileSync(join(outDir, 'index.js'), 'utf8');
  expect(code).not.toMatch(/from\s*["']node:|require\(["']node:|import\(["']node:/);
  const mod = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as typeof Api;
  const r = mod.solve({ hands: { N: ['SA', 'HA'], E: ['SK', 'HK'], S: ['S2', 'H2'], W: ['S3', 'H3'] } }, { trump: 'NT', leader: 'N' });
  expect(r).toEqual({ ok: true, value: { tricks: 2, toPlay: 'N', side: 'NS' } });
}, 60_000);
