// The executable as a shell runs it: paths from the user's directory under pnpm, stdout clean for pipes,
// no runtime warning on stderr, a closed pipe no error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');
const REPO = join(import.meta.dirname, '..', '..', '..');

/** As `pnpm bridge-laws` runs it: from the repository root, the user's directory in INIT_CWD. */
function run(args: string[], userDir: string) {
  const env = { npm_lifecycle_event: 'bridge-laws', INIT_CWD: userDir };
  const r = spawnSync(process.execPath, ['--conditions=@bridge-laws/source', '--import', 'tsx', CLI, ...args], {
    cwd: REPO, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the bridge-laws executable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-bin-'));
  writeFileSync(join(dir, 'mine.case.yaml'), 'id: mine\nboard: 1\nevents:\n  - {by: N, call: 1S}\n  - expect: {turn: E}\n');
  writeFileSync(join(dir, 'tag.case.yaml'), 'id: tag\nboard: !weird 1\nevents: []\n');

  test('under `pnpm bridge-laws` (run from the repository root) a relative path means the user\u2019s directory', () => {
    const r = run(['case', 'check', 'mine.case.yaml'], dir);
    expect(r.stdout).toBe('PASS mine\n1 passed, 0 failed\n');
    expect(r.code).toBe(0);
  });

  test('--json writes nothing but the JSON on stdout, and no warning reaches stderr', () => {
    const r = run(['board', '6', '--json'], dir);
    expect(JSON.parse(r.stdout)).toEqual({ board: 6, dealer: 'E', vulnerable: 'EW' });
    const claim = run(['claim', 'tag.case.yaml'], dir);
    expect(claim.code).toBe(1);
    // The case reader's refusal, with its line and column, as `case run` says it; never the YAML library's warning.
    expect(claim.stderr).toBe('bridge-laws claim: tag.case.yaml:2:8: not valid YAML or JSON: Unresolved tag: !weird\n');
    expect(claim.stderr).not.toMatch(/YAMLWarning/);
  });
}, 120_000);
