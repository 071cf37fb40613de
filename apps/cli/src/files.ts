// The files a user names: read as text in whatever encoding they are in, and every failure said in words.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { decodeBytes, encodingLabel } from '@bridge-laws/formats';
import type { CliIo, DirEntry } from './io.js';

/** A file that cannot be read, written or understood as text: the runner prints the message and exits 1. */
export class FileError extends Error {}

/** The largest file read: far beyond any real event, small enough that every reader finishes quickly. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EIO: 'input/output error',
  EBUSY: 'the file is busy',
  ETXTBSY: 'the file is busy',
  ERR_FS_FILE_TOO_LARGE: 'the file is too large',
  ERR_INVALID_ARG_VALUE: 'not a valid file name',
  ERR_INVALID_ARG_TYPE: 'not a valid file name',
};

/** An operating-system error as one line naming the file, never the runtime's own message. */
export function fileProblem(e: unknown, path: string, verb: 'read' | 'write'): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  return `cannot ${verb} ${path}: ${REASONS[code] ?? (code === '' ? 'unexpected error' : `system error ${code}`)}`;
}

/** Why a file named on the command line could not be read, in the reader's words. */
export function readFailure(e: unknown, path: string): string {
  return e instanceof FileError ? e.message : `cannot read ${path}: unexpected error`;
}

/** A name with a NUL byte in it is no file name (the runtime would throw its own message). */
function checkName(path: string, verb: 'read' | 'write'): void {
  if (path === '' || path.includes('\0')) throw new FileError(`cannot ${verb} "${path.replace(/\0/g, '\\0')}": not a valid file name`);
}

/**
 * The text of a file's bytes in its encoding; a note on stderr names the encoding when it is not UTF-8.
 * A control character no text file holds (a binary file) is refused with its line and column.
 */
export function decodeFile(bytes: Uint8Array, path: string, note: (line: string) => void): string {
  const d = decodeBytes(bytes);
  if (d.control !== null) {
    const { line, column, code } = d.control;
    throw new FileError(`${path}:${line}:${column}: not a text file: control character 0x${code.toString(16).padStart(2, '0').toUpperCase()} (is it binary?)`);
  }
  if (d.assumed !== null) note(`bridge-laws: ${path}: read as ${d.assumed}`);
  else if (d.encoding !== 'utf-8') note(`bridge-laws: ${path}: read as ${encodingLabel(d.encoding)}`);
  return d.text;
}

async function readRegularFile(path: string): Promise<Uint8Array> {
  checkName(path, 'read');
  let bytes: Uint8Array;
  try {
    // A device or a pipe could be endless (/dev/zero): only regular files are read, and only up to the limit.
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    if (!info.isFile()) throw new FileError(`cannot read ${path}: not a regular file`);
    if (info.size > MAX_FILE_BYTES) throw new FileError(`cannot read ${path}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    bytes = new Uint8Array(await readFile(path));
  } catch (e) {
    if (e instanceof FileError) throw e;
    throw new FileError(fileProblem(e, path, 'read'));
  }
  return bytes;
}

/** The CLI's files on this machine; relative paths are relative to the current directory. */
export function nodeIo(out: (text: string) => void, err: (text: string) => void): CliIo {
  return {
    out,
    err,
    readFile: async (path) => decodeFile(await readRegularFile(path), path, err),
    writeFile: async (path, text) => {
      checkName(path, 'write');
      try {
        await writeFile(path, text, 'utf8');
      } catch (e) {
        throw new FileError(fileProblem(e, path, 'write'));
      }
    },
    entries: async (path) => {
      checkName(path, 'read');
      try {
        const info = await stat(path);
        if (!info.isDirectory()) return null;
        const names = await readdir(path, { withFileTypes: true });
        return names.map((d): DirEntry => ({ name: d.name, directory: d.isDirectory() }));
      } catch (e) {
        throw new FileError(fileProblem(e, path, 'read'));
      }
    },
  };
}
