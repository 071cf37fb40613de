import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', 'laws-coverage.mjs');

function coverage(files: Record<string, string>): { ref: string; tableEvent: boolean }[] {
  const root = mkdtempSync(join(tmpdir(), 'events-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, '--root', root, '--json', '--edition', '2017'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout).laws;
}

describe('laws:coverage — Law 16B reached through a table event', () => {
  test('16B1: a sub-law named by a case the table runs, or one beneath it, is marked; others are not', () => {
    const rows = coverage({
      'packages/table/cases/miui/x.case.yaml': 'id: x\nlaws: ["16B1(a)"]\nevents:\n  - expect: {laws: ["20F5"]}\n',
      'packages/auction/cases/y.case.yaml': 'id: y\nlaws: ["27B1(a)"]\n',
    });
    const event = (ref: string) => rows.find((r) => r.ref === ref)?.tableEvent;
    expect(event('16B1(a)')).toBe(true);
    expect(event('16B1')).toBe(true);
    expect(event('16B')).toBe(true);
    expect(event('20F5')).toBe(true);
    expect(event('16B2')).toBe(false);
    // Only the cases the table runs count: the auction chapter's own folder does not.
    expect(event('27B1(a)')).toBe(false);
  });
});
