// Shared vitest settings: tests read sibling packages' sources, never their builds.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `@bridge-laws/x` → its `src/index.ts`, for every workspace package with a source entry. */
function sourceAliases() {
  const aliases = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const pkgFile = join(dir, name, 'package.json');
      const entry = join(dir, name, 'src', 'index.ts');
      if (!existsSync(pkgFile) || !existsSync(entry)) continue;
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
      aliases.push({ find: new RegExp(`^${pkg.name.replace('/', '\\/')}$`), replacement: entry });
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
      ...overrides,
    },
  });
}
