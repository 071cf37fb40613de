import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { caseEventVocabulary, parseCase, writeCase } from '@bridge-laws/table';

// Every play case (the chapter's whole event vocabulary: place, ask, hidden, simultaneous, facts, how, suit, …).
const folder = join(import.meta.dirname, '..', '..', 'play', 'cases');
const files = readdirSync(folder).filter((f) => f.endsWith('.case.yaml'));

describe('writing cases: caseEventVocabulary and writeCase', () => {
  test('the play cases were found', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  test('every event of every play case survives caseEventVocabulary, writeCase and parseCase unchanged', () => {
    for (const file of files) {
      const c = parseCase(readFileSync(join(folder, file), 'utf8'), file);
      if (!c.ok) throw new Error(c.error);
      const events = c.value.events ?? [];
      const text = writeCase({ id: c.value.id, board: c.value.board, events: events.map(caseEventVocabulary) });
      const back = parseCase(text, file);
      if (!back.ok) throw new Error(back.error);
      expect(back.value.events, file).toEqual(events);
    }
  });

  test('a play with cards that came out unseen keeps them (Laws 58B1, 67)', () => {
    const c = parseCase('id: t\nevents:\n  - {by: W, play: HA, hidden: S2}\n');
    if (!c.ok) throw new Error(c.error);
    expect((c.value.events ?? []).map(caseEventVocabulary)).toEqual([{ by: 'W', play: 'HA', hidden: ['S2'] }]);
  });
});
