import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import { appealDeadline } from '@bridge-laws/appeals';

// Issue 33: appealPeriodMinutes (Law 92B) as appealDeadline reads it, under the WBF baseline (30 minutes) and
// under a regulation with the EBU's 20 minutes (federation packages may not be imported: the value is restated).
const twenty = defineRegulation({ id: 'test-twenty-minutes', name: 'test regulation', settings: { appealPeriodMinutes: 20 } });

describe('appealPeriodMinutes (Law 92B) — appealDeadline', () => {
  const ruling = { givenAt: '2025-05-01T21:00:00Z' };
  test('92B: under the WBF baseline the period ends 30 minutes after the official scores', () => {
    expect(appealDeadline(ruling, '2025-05-01T21:30:00Z', WBF_REGULATION.settings)).toEqual({ ok: true, value: '2025-05-01T22:00:00.000Z' });
  });
  test('92B: under a 20-minute regulation it ends 20 minutes after them', () => {
    if (!twenty.ok) throw new Error('test regulation is invalid');
    expect(appealDeadline(ruling, '2025-05-01T21:30:00Z', twenty.value.settings)).toEqual({ ok: true, value: '2025-05-01T21:50:00.000Z' });
  });
  test('92B: a ruling given after the scores were official starts the period itself, under either regulation', () => {
    const late = { givenAt: '2025-05-01T21:40:00Z' };
    expect(appealDeadline(late, '2025-05-01T21:30:00Z', WBF_REGULATION.settings)).toEqual({ ok: true, value: '2025-05-01T22:10:00.000Z' });
    if (!twenty.ok) throw new Error('test regulation is invalid');
    expect(appealDeadline(late, '2025-05-01T21:30:00Z', twenty.value.settings)).toEqual({ ok: true, value: '2025-05-01T22:00:00.000Z' });
  });
});
