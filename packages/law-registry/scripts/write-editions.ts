// Writes EDITIONS.md from the comparison data: `pnpm --filter @bridge-laws/law-registry editions`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionsDocument } from '../src/index.js';

const file = join(import.meta.dirname, '..', 'EDITIONS.md');
writeFileSync(file, editionsDocument());
console.log(`wrote ${file}`);
