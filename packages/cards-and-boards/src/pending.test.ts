import { describe, expect, test } from 'vitest';
import { lawRef } from './law-ref.js';
import { askDirector, askDirectorTogether, pendingView } from './pending.js';

describe('askDirector: one catalogued question under one law', () => {
  test('64C: the question alone, and with the context the chapter keeps to carry on', () => {
    expect(askDirector({ id: 'damaged', law: lawRef('64C1') })).toEqual({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C1' });
    const withContext = askDirector({ id: 'damaged', law: lawRef('64C1') }, { type: 'equity', revokes: [0] });
    expect(withContext).toEqual({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C1', context: { type: 'equity', revokes: [0] } });
    // The case format's view drops the context: the same as the question asked alone.
    expect(pendingView(withContext)).toEqual(pendingView(askDirector({ id: 'damaged', law: lawRef('64C1') })));
  });
});

describe('askDirectorTogether: the findings one law asks at once', () => {
  test('21B1: both findings under the one law, the first as askDirector asks it; one finding is askDirector itself', () => {
    expect(askDirectorTogether(['agreement-was', 'agreement-evidence'], lawRef('21B1(b)'))).toEqual({
      kind: 'question', by: 'director', questions: ['agreement-was', 'agreement-evidence'], law: '21B1(b)',
    });
    expect(askDirectorTogether(['damaged'], lawRef('64C1'))).toEqual(askDirector({ id: 'damaged', law: lawRef('64C1') }));
  });
});
