import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', 'laws-coverage.mjs');

type Row = { ref: string; tableEvent: boolean };

function coverageOf(files: Record<string, string>): { laws: Row[]; laws2007: Row[] } {
  const root = mkdtempSync(join(tmpdir(), 'events-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, '--root', root, '--json'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}
const coverage = (files: Record<string, string>): Row[] => coverageOf(files).laws;

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

  test('2007: a case run under the 2007 Laws reaches the 2007 references it names, not the 2017 ones of the same number', () => {
    const { laws, laws2007 } = coverageOf({
      'packages/table/cases/2007/p.2007.case.yaml': 'id: p\nlaws: ["16C3"]\nedition: "2007"\nevents:\n  - expect: {laws: ["64B3"]}\n',
      'packages/table/cases/2007/p.2017.case.yaml': 'id: q\nlaws: ["53A"]\nevents: []\n',
    });
    const event = (rows: Row[], ref: string) => rows.find((r) => r.ref === ref)?.tableEvent;
    expect(event(laws2007, '16C3')).toBe(true);
    expect(event(laws2007, '64B3')).toBe(true);
    expect(event(laws, '64B3')).toBe(false);
    expect(event(laws, '53A')).toBe(true);
    expect(event(laws2007, '53A')).toBe(false);
  });
});
