import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const nodeStub = fileURLToPath(new URL('./build/node-stub.ts', import.meta.url));

// Workspace packages are bundled from their TypeScript sources (the source condition), so the app
// never waits for package builds. Preact's JSX runtime comes from tsconfig (jsxImportSource).
// Node built-ins imported by a package's disk helpers (never called here) resolve to a stub.
export default defineConfig({
  resolve: {
    conditions: ['@bridge-laws/source', 'module', 'browser', 'development|production'],
    alias: [{ find: /^node:(fs\/promises|path)$/, replacement: nodeStub }],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: { target: 'es2022', outDir: 'dist', sourcemap: true, manifest: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
