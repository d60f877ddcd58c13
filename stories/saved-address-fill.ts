/**
 * Fills fields as Chromium's address autofill does: each value set and a plain `input` event sent (no keys, no
 * `InputEvent`), all in one task. The real engine drives the same components in the end-to-end autofill test.
 */
export function fillLikeTheBrowser(fields: [input: HTMLInputElement, value: string][]): void {
  for (const [input, value] of fields) {
    // The prototype's setter, as a browser sets a field: React sees the change as the person's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
