// The double-dummy solver off the page's thread, so the desk stays responsive during a search.
import * as dd from '@bridge-laws/double-dummy';
import type { DdRequest } from './dd-request.js';
import { answer } from './dd-request.js';

addEventListener('message', (e: MessageEvent<DdRequest>) => postMessage(answer(dd, e.data)));
