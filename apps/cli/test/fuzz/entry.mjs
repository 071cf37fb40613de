// The argument fuzz's worker entry: TypeScript is compiled on the fly (tsx), since a worker thread does not
// go through the test runner's transform.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
