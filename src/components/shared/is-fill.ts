/**
 * Whether a field's change came without keys: a browser's autofill (`insertReplacementText`, or an `input` event
 * that is no `InputEvent` at all, as Chromium's address fill and scripts send) rather than typing, pasting or undoing.
 *
 * @example
 * ```ts
 * onChange={(event) => isFill(event.nativeEvent) && resolveFill()}
 * ```
 */
export function isFill(event: Event): boolean {
  const { inputType } = event as Partial<InputEvent>;
  return !inputType || inputType === 'insertReplacementText'; // None (absent or empty), or a replacement.
}
