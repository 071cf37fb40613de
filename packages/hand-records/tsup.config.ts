import { library } from '@bridge-laws/config/tsup';

export default library();
