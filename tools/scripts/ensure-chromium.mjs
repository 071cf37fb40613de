#!/usr/bin/env node
// The browser tests drive Debian's chromium. Install it when missing (root with apt-get), never a
// downloaded browser build; otherwise say exactly what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`browser tests need chromium at ${path}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH`);
  process.exit(1);
}
console.log('installing Debian chromium for the browser tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed with exit code ${r.status}`);
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} is missing; set CHROMIUM_PATH`);
  process.exit(1);
}
