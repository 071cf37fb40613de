// Vitest global setup of the browser tests: the app is built once per run, before any test file starts; each file
// then serves that build (three files building it each was two builds too many).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');

export async function setup(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [join(appDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: appDir, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    build.stderr.on('data', (d) => (err += String(d)));
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed: ${err}`))));
  });
}
