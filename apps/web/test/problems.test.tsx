import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { Problems } from '../src/views/problems.js';

afterEach(cleanup);

describe('a refusal shown where it happened', () => {
  test('one message is an alert line; several are an alert list, one line each, with the test id and title given', () => {
    const one = render(<Problems problems="SA appears twice: N and W" testId="x" title="detail" />).container;
    const p = one.querySelector('p[role="alert"].error');
    expect(p?.textContent).toBe('SA appears twice: N and W');
    expect([p?.getAttribute('data-testid'), p?.getAttribute('title')]).toEqual(['x', 'detail']);
    cleanup();
    const many = render(<Problems problems={['row 2: board: not a number', 'row 3: ns: missing']} />).container;
    expect([...many.querySelectorAll('ul[role="alert"].error li')].map((li) => li.textContent)).toEqual(['row 2: board: not a number', 'row 3: ns: missing']);
    expect(many.querySelector('ul')?.hasAttribute('data-testid')).toBe(false);
  });
});
