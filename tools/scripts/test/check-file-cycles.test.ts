import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = join(import.meta.dirname, '..', 'check-file-cycles.mjs');

type Files = Record<string, string>;

function run(files: Files) {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('file import circle check', () => {
  test('files that import downwards pass', () => {
    const r = run({ 'packages/a/src/index.ts': "export { x } from './x.js';\n", 'packages/a/src/x.ts': "import { y } from './y.js';\nexport const x = y;\n", 'packages/a/src/y.ts': 'export const y = 1;\n' });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/file cycle check passed: 3 files, no import circle$/m);
  });

  test('a circle through three files fails, naming them', () => {
    const r = run({
      'packages/a/src/x.ts': "import { y } from './y.js';\nexport const x = () => y;\n",
      'packages/a/src/y.ts': "import { z } from './rules/z.js';\nexport const y = () => z;\n",
      'packages/a/src/rules/z.ts': "import { x } from '../x.js';\nexport const z = () => x;\n",
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/import circle: packages\/a\/src\/rules\/z\.ts <-> packages\/a\/src\/x\.ts <-> packages\/a\/src\/y\.ts/);
  });

  test('a type-only circle counts; one named only in a comment does not', () => {
    const circle = run({ 'apps/w/src/p.ts': "import type { Q } from './q.js';\nexport type P = Q[];\n", 'apps/w/src/q.ts': "import type { P } from './p.js';\nexport type Q = P | 1;\n" });
    expect(circle.code).toBe(1);
    expect(circle.out).toMatch(/import circle: apps\/w\/src\/p\.ts <-> apps\/w\/src\/q\.ts/);
    const comment = run({ 'apps/w/src/p.ts': "import type { Q } from './q.js';\nexport type P = Q[];\n", 'apps/w/src/q.ts': "// see import { P } from './p.js'\nexport type Q = 1;\n" });
    expect(comment.code).toBe(0);
  });
});
