import { packageConfig } from '@bridge-laws/config/vitest';

export default packageConfig(import.meta.dirname);
