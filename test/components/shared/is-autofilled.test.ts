import { describe, expect, it } from 'vitest';
import { isAutofilled } from '../../../src/components/shared/is-autofilled.ts';

/** An element of an engine that knows the selectors in `known`, and shows as autofilled by those in `filled`. */
function elementOf(known: readonly string[], filled: readonly string[]): Element & { asked: string[] } {
  const asked: string[] = [];
  const element = {
    asked,
    matches(selector: string): boolean {
      asked.push(selector);
      if (!known.includes(selector)) throw new SyntaxError(`'${selector}' is not a valid selector`);
      return filled.includes(selector);
    },
  };
  return element as unknown as Element & { asked: string[] };
}

describe('isAutofilled', () => {
  it('says yes for a field the browser shows as autofilled (:autofill)', () => {
    expect(isAutofilled(elementOf([':autofill', ':-webkit-autofill'], [':autofill', ':-webkit-autofill']))).toBe(true);
  });

  it('says no for a field that is not autofilled, by the standard selector alone', () => {
    const element = elementOf([':autofill', ':-webkit-autofill'], []);
    expect(isAutofilled(element)).toBe(false);
    expect(element.asked).toEqual([':autofill']);
  });

  it('falls back to :-webkit-autofill in an engine that knows only that one', () => {
    expect(isAutofilled(elementOf([':-webkit-autofill'], [':-webkit-autofill']))).toBe(true);
    expect(isAutofilled(elementOf([':-webkit-autofill'], []))).toBe(false);
  });

  it('says no, without throwing, in an engine that knows neither selector', () => {
    expect(isAutofilled(elementOf([], []))).toBe(false);
  });
});
