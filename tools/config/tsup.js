// One factory for every package build, so a change of bundler touches one file.
import { defineConfig } from 'tsup';

/** ESM library build with type declarations. */
export function library(entry = ['src/index.ts']) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'node20',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    tsconfig: 'tsconfig.build.json',
  });
}

/** Node executable build: one file with a shebang. */
export function executable(entry) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    dts: false,
    sourcemap: true,
    clean: true,
    banner: { js: '#!/usr/bin/env node' },
    tsconfig: 'tsconfig.build.json',
  });
}
