import { defineConfig } from 'tsup';

// The executable (with a shebang) and the library entry that exposes `runCli` to other programs.
export default defineConfig([
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    sourcemap: true,
    clean: true,
    banner: { js: '#!/usr/bin/env node' },
    tsconfig: 'tsconfig.build.json',
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    dts: true,
    sourcemap: true,
    tsconfig: 'tsconfig.build.json',
  },
]);
