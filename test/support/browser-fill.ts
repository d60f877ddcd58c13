import { fireEvent } from '@testing-library/react';

/**
 * Fills fields the way a browser's autofill does: each field's value set and an `input` event sent, without keys, all
 * in one task. Chromium's address fill sends a plain `Event`; other browsers an `InputEvent` with
 * `insertReplacementText` (`inputType`). A field given as a function is looked up as its turn comes.
 */
export function browserFill(
  fields: [input: HTMLInputElement | (() => HTMLInputElement), value: string][],
  inputType?: 'insertReplacementText',
): void {
  for (const [field, value] of fields) {
    // A field found as its turn comes: a browser fills the fields it sees then.
    const input = typeof field === 'function' ? field() : field;
    if (inputType === undefined) fireEvent.input(input, { target: { value } });
    else fireEvent.input(input, { target: { value }, inputType });
  }
}
