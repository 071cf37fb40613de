// `pnpm start`: serve the built app on http://localhost:4173 (PORT overrides) and print the URL.
import { preview } from 'vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(2);
}
const server = await preview({ root, preview: { port, host: '127.0.0.1', strictPort: true }, logLevel: 'warn' });
console.log(`bridge-laws TD desk: http://localhost:${port}/`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
