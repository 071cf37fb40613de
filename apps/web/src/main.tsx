import { render } from 'preact';
import { App, loadState } from './app.js';
import { openStore } from './store/persist.js';
import './style.css';

const store = await openStore();
const initial = await loadState(store);
const root = document.getElementById('app');
if (root) render(<App store={store} initial={initial} />, root);
