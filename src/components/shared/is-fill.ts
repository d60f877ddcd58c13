/** Whether an input event came from autofill (`insertReplacementText`, or no `InputEvent` at all) rather than keys. */
export function isFill(event: Event): boolean {
  const { inputType } = event as Partial<InputEvent>;
  return !inputType || inputType === 'insertReplacementText';
}
