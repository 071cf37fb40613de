import { describe, expect, test } from 'vitest';
import { lawRef } from './law-ref.js';
import { askDirector, pendingView } from './pending.js';

describe('askDirector: one catalogued question under one law', () => {
  test('64C: the question alone, and with the context the chapter keeps to carry on', () => {
    expect(askDirector({ id: 'damaged', law: lawRef('64C1') })).toEqual({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C1' });
    const withContext = askDirector({ id: 'damaged', law: lawRef('64C1') }, { type: 'equity', revokes: [0] });
    expect(withContext).toEqual({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C1', context: { type: 'equity', revokes: [0] } });
    // The case format's view drops the context: the same as the question asked alone.
    expect(pendingView(withContext)).toEqual(pendingView(askDirector({ id: 'damaged', law: lawRef('64C1') })));
  });
});
