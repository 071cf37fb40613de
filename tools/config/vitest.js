// Shared vitest settings: tests read sibling packages' sources, never their builds.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every `@bridge-laws/*` entry point with a source condition → its TypeScript source. */
function sourceAliases() {
  const aliases = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const pkgFile = join(dir, name, 'package.json');
      if (!existsSync(pkgFile)) continue;
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
      for (const [key, target] of Object.entries(pkg.exports ?? {})) {
        const source = typeof target === 'object' && target !== null ? target['@bridge-laws/source'] : undefined;
        if (typeof source !== 'string') continue;
        const specifier = key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`;
        const escaped = specifier.replace(/[/.]/g, (c) => `\\${c}`);
        aliases.push({ find: new RegExp(`^${escaped}$`), replacement: join(dir, name, source) });
      }
    }
  }
  return aliases;
}

/** Config for one package's test project. */
export function packageConfig(dir, overrides = {}) {
  return defineConfig({
    resolve: { alias: sourceAliases() },
    test: {
      name: basename(dir),
      root: dir,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Tests that walk whole case folders or real files take seconds on a loaded two-core machine;
      // a timeout is a hang detector here, never a speed assertion.
      testTimeout: 30_000,
      ...overrides,
    },
  });
}
