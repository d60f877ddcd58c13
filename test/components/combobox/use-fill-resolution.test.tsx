import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StepFill } from '../../../src/components/combobox/step-fill.ts';
import { useFillResolution, useFillText } from '../../../src/components/combobox/use-fill-resolution.ts';

interface Street {
  name: string;
}
const main: Street = { name: 'Main Street' };
const mainAlley: Street = { name: 'Main Alley' };

function stepFill(more: Partial<StepFill> = {}): StepFill {
  return {
    pending: true,
    waiting: false,
    paused: false,
    silent: false,
    start: '1',
    fallbackAction: '',
    earlierGaveUp: '',
    onFill: vi.fn(),
    onTyped: vi.fn(),
    onOutcome: vi.fn(),
    onUnavailable: vi.fn(),
    confirm: () => '',
    ...more,
  };
}

interface Props {
  text: string;
  settledItems: Street[] | null;
  unavailable?: boolean;
  items?: readonly Street[];
  waiting?: boolean;
}

/** A step whose text is `text` (prefilled as `defaultText`), resolving its fill against the answer given. */
function resolve(initialProps: Props, step: StepFill | null = stepFill(), defaultText = initialProps.text) {
  const field = { choose: vi.fn(), openMenu: vi.fn() };
  const hook = renderHook(
    ({ text, settledItems, unavailable = false, items = settledItems ?? [], waiting = false }: Props) => {
      const fill = useFillText(step, defaultText, '1');
      useFillResolution(fill, { settledItems, unavailable, items }, field, {
        text,
        sendable: true,
        waiting,
        step,
        resultText: 'Choose a street from the list.',
        matches: (typed, options) =>
          options.filter((option) => option.name.toLowerCase().startsWith(typed.toLowerCase())),
      });
      return fill;
    },
    { initialProps },
  );
  return { ...hook, field, step };
}

describe('useFillText', () => {
  it('takes a prefilled text to resolve only in a composition that says a fill is pending', () => {
    expect(renderHook(() => useFillText(stepFill(), 'Main', '1')).result.current.text).toBe('Main');
    expect(renderHook(() => useFillText(stepFill({ pending: false }), 'Main', '1')).result.current.text).toBeNull();
    expect(renderHook(() => useFillText(stepFill(), '  ', '1')).result.current.text).toBeNull();
    expect(renderHook(() => useFillText(null, 'Main', '1')).result.current.text).toBeNull();
  });

  it('holds a change without keys as a fill, and lets go of it when the person types, telling the composition', () => {
    const step = stepFill({ pending: false });
    const { result } = renderHook(() => useFillText(step, '', '1'));
    act(() => {
      result.current.changed('Main Street', true);
    });
    expect(result.current.text).toBe('Main Street');
    expect(step.onFill).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.changed('Main Stree', false);
    });
    expect(result.current.text).toBeNull();
    expect(step.onTyped).toHaveBeenCalledTimes(1);
  });
});

describe('useFillResolution', () => {
  it('waits for the answer, then chooses the one option the fill means, as the person would', () => {
    const { rerender, field, step } = resolve({ text: 'Main S', settledItems: null });
    expect(field.choose).not.toHaveBeenCalled();
    rerender({ text: 'Main S', settledItems: [main, mainAlley] });
    expect(field.choose).toHaveBeenCalledWith(main);
    expect(step?.onOutcome).toHaveBeenCalledWith({ chosen: true });
    expect(field.openMenu).not.toHaveBeenCalled();
  });

  it('shows the list and tells the composition its words when the fill means several options', () => {
    const { field, step } = resolve({ text: 'Main', settledItems: [main, mainAlley] });
    expect(field.choose).not.toHaveBeenCalled();
    expect(field.openMenu).toHaveBeenCalledTimes(1);
    expect(step?.onOutcome).toHaveBeenCalledWith({ chosen: false, resultText: 'Choose a street from the list.' });
  });

  it('resolves once: a later answer for the same text chooses nothing more', () => {
    const { rerender, field } = resolve({ text: 'Main S', settledItems: [main] });
    rerender({ text: 'Main S', settledItems: [main] });
    expect(field.choose).toHaveBeenCalledTimes(1);
  });

  it('lets go of the fill when the text no longer is the filled one', () => {
    const { rerender, field, result } = resolve({ text: 'Main S', settledItems: null });
    rerender({ text: 'Main St', settledItems: [main] });
    expect(result.current.text).toBeNull();
    expect(field.choose).not.toHaveBeenCalled();
  });

  it('resolves nothing while the step waits for an earlier one, or the composition pauses it', () => {
    expect(resolve({ text: 'Main S', settledItems: [main], waiting: true }).field.choose).not.toHaveBeenCalled();
    expect(
      resolve({ text: 'Main S', settledItems: [main] }, stepFill({ paused: true })).field.choose,
    ).not.toHaveBeenCalled();
  });

  it('stops at the list during an outage, offering the typed text, without waiting for an answer', () => {
    const { field, step } = resolve({
      text: 'Main S',
      settledItems: null,
      unavailable: true,
      items: [{ name: 'Main S' }],
    });
    expect(field.choose).not.toHaveBeenCalled();
    expect(field.openMenu).toHaveBeenCalledTimes(1);
    expect(step?.onOutcome).toHaveBeenCalledWith({ chosen: false, resultText: 'Choose a street from the list.' });
  });
});
