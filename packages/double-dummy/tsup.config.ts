import { library } from '@bridge-laws/config/tsup';

export default library(['src/index.ts', 'src/batch-worker.ts', 'src/batch-node.ts']);
