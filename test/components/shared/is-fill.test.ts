import { describe, expect, it } from 'vitest';
import { isFill } from '../../../src/components/shared/is-fill.ts';

/** An `input` event as a browser sends it: an `InputEvent` with its `inputType`, or a plain `Event` (no type at all). */
const inputEvent = (inputType?: string): Event => {
  const event = new Event('input');
  return inputType === undefined ? event : Object.assign(event, { inputType });
};

describe('isFill', () => {
  it('takes a replacement of the text (a browser’s autofill) for a fill', () => {
    expect(isFill(inputEvent('insertReplacementText'))).toBe(true);
  });

  it('takes an input event that is no InputEvent (Chromium’s address fill, a script) for a fill', () => {
    expect(isFill(inputEvent())).toBe(true);
    expect(isFill(inputEvent(''))).toBe(true);
  });

  it.each(['insertText', 'insertFromPaste', 'deleteContentBackward', 'historyUndo', 'insertFromDrop'])(
    'takes %s for a person’s edit, not a fill',
    (inputType) => {
      expect(isFill(inputEvent(inputType))).toBe(false);
    },
  );
});
