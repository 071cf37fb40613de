// The main route's JavaScript, gzipped: the entry chunk and every chunk it imports statically
// (pages and panels loaded on demand are not part of the first load).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export function mainRouteGzipBytes(dist: string): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry === true);
  if (entry === undefined) throw new Error('no entry chunk in the vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  visit(entry);
  const files = [...seen].map((k) => manifest[k]?.file ?? k).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { bytes, files };
}
