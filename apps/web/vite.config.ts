import { defineConfig } from 'vite';

// Workspace packages are bundled from their TypeScript sources (the source condition), so the app
// never waits for package builds. Preact's JSX runtime comes from tsconfig (jsxImportSource).
export default defineConfig({
  resolve: { conditions: ['@bridge-laws/source', 'module', 'browser', 'development|production'] },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: { target: 'es2022', outDir: 'dist', sourcemap: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
