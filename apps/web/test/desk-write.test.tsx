import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { App } from '../src/app.js';
import type { KeyValueStore } from '../src/store/persist.js';
import { memoryStore } from '../src/store/persist.js';
import { INITIAL_STATE } from '../src/store/desk-state.js';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('the desk keeps every change through a reload made at once', () => {
  test('a change is written in the task that commits it, before any frame or timer: a reload at once loses no keystroke', async () => {
    const base = memoryStore();
    const writes: { language?: string }[] = [];
    const store: KeyValueStore = {
      get: (key) => base.get(key),
      set: (key, value) => {
        writes.push(value as { language?: string });
        return base.set(key, value);
      },
    };
    render(<App store={store} initial={INITIAL_STATE} />);
    writes.length = 0;
    // No frame and no timer runs from here on, as when the page is reloaded right after the change.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'setImmediate', 'clearImmediate'] });
    // A plain click, outside the test library's act(): the desk renders on its own schedule (a microtask).
    screen.getByText('Jazyk: čeština').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(screen.getByText('Rozdat')).toBeTruthy();
    expect(writes.map((w) => w.language)).toEqual(['cs']);
    expect((await base.get<{ language: string }>('desk'))?.language).toBe('cs');
  });
});
