// Files as users have them, and every way a file can fail, said in words with exit 1 — never a runtime message.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-files-'));
const SESSION = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');

function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

const CASE = 'id: enc\nboard: 1\nevents:\n  - {by: N, call: 1S}\n  - expect: {turn: E}\n';
const RAW = /ENOENT|EISDIR|EACCES|errno|Maximum call stack|YAMLWarning|at .*\.js:\d+/;

describe('encodings', () => {
  test('a UTF-16 case file (Windows Notepad "Unicode") runs, and the encoding is named on stderr', async () => {
    const file = join(dir, 'notepad.case.yaml');
    writeFileSync(file, utf16le(CASE));
    const r = await cli('case', 'check', file);
    expect(r.stdout.split('\n')).toEqual(['PASS enc', '1 passed, 0 failed']);
    expect(r.stderr).toBe(`bridge-laws: ${file}: read as UTF-16 LE (byte order mark)`);
    expect(r.code).toBe(0);
  });

  test('a session file in Windows-1250 with Polish names is read as Windows-1250', async () => {
    const file = join(dir, 'cp1250.json');
    const text = SESSION.replace('"name": "', '"name": "Łódź Świątek ');
    expect(text).not.toBe(SESSION);
    // Windows-1250 bytes of the text (its other characters are ASCII).
    const cp1250: Record<string, number> = { Ł: 0xa3, ó: 0xf3, ź: 0x9f, Ś: 0x8c, ą: 0xb9 };
    writeFileSync(file, Buffer.from([...text].map((c) => cp1250[c] ?? c.charCodeAt(0))));
    const r = await cli('ruling', 'list', file);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/read as Windows-1250/);
    const list = await cli('appeal', 'status', file, '--json');
    expect(list.code).toBe(0);
  });

  test('a UTF-8 file with a BOM reads with no note', async () => {
    const file = join(dir, 'bom.case.yaml');
    writeFileSync(file, `\uFEFF${CASE}`);
    const r = await cli('case', 'check', file);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});

describe('files that cannot be read: one line naming the file, exit 1', () => {
  test('no such file', async () => {
    const r = await cli('case', 'run', join(dir, 'missing.case.yaml'));
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(r.stderr).toBe(`bridge-laws case: cannot read ${join(dir, 'missing.case.yaml')}: no such file`);
  });

  test('a directory where a file is wanted', async () => {
    const sub = join(dir, 'adir.json');
    mkdirSync(sub, { recursive: true });
    const r = await cli('ruling', 'list', sub);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`bridge-laws ruling: cannot read ${sub}: it is a directory`);
  });

  test('a binary file is refused with the line and column of its first control byte', async () => {
    const file = join(dir, 'binary.session.json');
    writeFileSync(file, Buffer.from([0x7b, 0x0a, 0x22, 0x01, 0x00, 0x00, 0x89, 0x50]));
    const r = await cli('appeal', 'status', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`bridge-laws appeal: ${file}:2:2: not a text file: control character 0x01 (is it binary?)`);
  });

  test('a device that never ends (/dev/zero) is not read', async () => {
    const r = await cli('case', 'run', '/dev/zero');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('bridge-laws case: cannot read /dev/zero: not a regular file');
  });

  test('a name with a NUL byte', async () => {
    const r = await cli('ruling', 'list', 'a\0b');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('bridge-laws ruling: cannot read "a\\0b": not a valid file name');
  });

  test('commands that read many files or go on after a failed read say why in the reader\'s words (replay, convert, results, verify)', async () => {
    const bin = join(dir, 'bin.pbn');
    writeFileSync(bin, Buffer.from([0x5b, 0x01, 0x02]));
    for (const argv of [['replay', bin], ['convert', bin, join(dir, 'out.pbn')], ['results', bin], ['verify', bin]]) {
      const r = await cli(...argv);
      expect(r.code).toBe(1);
      expect(r.stderr.split('\n')[0]).toBe(`bridge-laws ${argv[0]}: ${bin}:1:2: not a text file: control character 0x01 (is it binary?)`);
      expect(r.stderr).not.toMatch(RAW);
    }
  });

  test('a session that cannot be written back is said in words', async () => {
    const ro = join(dir, 'missing-dir', 'x.json');
    const r = await cli('ruling', 'add', ro, '--board', '1', '--table', '1');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^bridge-laws ruling: cannot read .*x\.json: no such file$/);
  });
});

describe('case files: hostile content', () => {
  test('a deeply nested case file is refused with line and column, not a stack overflow', async () => {
    const file = join(dir, 'deep.case.json');
    writeFileSync(file, `{"id": "deep", "board": 1, "events": ${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    const r = await cli('case', 'run', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^bridge-laws case: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:\\d+: nested more than 64 levels deep`));
    expect(r.stderr).not.toMatch(RAW);
  });

  test('a YAML warning (an unknown tag) is a refusal with its line, nothing else on stderr', async () => {
    const file = join(dir, 'tag.case.yaml');
    writeFileSync(file, 'id: tag\nboard: !!weird 1\nevents: []\n');
    const r = await cli('case', 'run', file);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/tag\.case\.yaml:2:\d+: not valid YAML or JSON/);
  });

  test('case run of a case whose deal is refused reports the refusal and exits 1', async () => {
    const file = join(dir, 'baddeal.case.yaml');
    writeFileSync(file, 'id: baddeal\nboard: 1\ndeal: "N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432"\nevents: []\n');
    const r = await cli('case', 'run', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^bridge-laws case: .*baddeal\.case\.yaml: setup was refused \(/);
    expect(JSON.parse(r.stdout).error).toMatch(/setup was refused/);
  });
});
