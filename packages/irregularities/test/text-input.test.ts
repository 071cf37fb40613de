import { describe, expect, test } from 'vitest';
import { parseResultText, parseWeightedText, parseAssignedText, parseArtificialText, parseFactText } from '@bridge-laws/irregularities';

describe('Law 12C — adjusted scores typed by the director', () => {
  test('12C1(b): "4H E 10" and "passed-out" are results; nonsense is refused', () => {
    expect(parseResultText('4H E 10')).toEqual({ ok: true, value: { contract: '4H', declarer: 'E', tricks: 10 } });
    expect(parseResultText('passed-out')).toEqual({ ok: true, value: { contract: 'passed-out' } });
    expect(parseResultText('4H X 10').ok).toBe(false);
    expect(parseResultText('4H E 14').ok).toBe(false);
    expect(parseAssignedText('3NT N 9').ok).toBe(true);
  });
  test('12C1(c): weighted text must have weights summing to one', () => {
    expect(parseWeightedText('3H E 10 0.6; 2S S 6 0.4').ok).toBe(true);
    expect(parseWeightedText('3H E 10 0.6; 2S S 6 0.3')).toMatchObject({ ok: false, error: { code: 'bad-weights', law: '12C1(c)' } });
  });
  test('12C2(a): artificial grades by side', () => {
    expect(parseArtificialText('NS=avg-plus,EW=avg-minus')).toEqual({ ok: true, value: { NS: { kind: 'artificial', grade: 'avg-plus' }, EW: { kind: 'artificial', grade: 'avg-minus' } } });
    expect(parseArtificialText('NS=avg-plus').ok).toBe(false);
  });
  test('16B1(b): facts follow their question\'s kind', () => {
    expect(parseFactText('damaged=true')).toEqual({ ok: true, value: { id: 'damaged', value: true } });
    expect(parseFactText('logical-alternatives=P,3H')).toEqual({ ok: true, value: { id: 'logical-alternatives', value: ['P', '3H'] } });
    expect(parseFactText('logical-alternatives=')).toEqual({ ok: true, value: { id: 'logical-alternatives', value: [] } });
    expect(parseFactText('damaged=yes').ok).toBe(false);
    expect(parseFactText('fault={"NS":"direct","EW":"none"}')).toEqual({ ok: true, value: { id: 'fault', value: { NS: 'direct', EW: 'none' } } });
  });
});
