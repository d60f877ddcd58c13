/** Whether the browser shows `element` as autofilled (Chromium sets it before the fill's events); false if unknown. */
export function isAutofilled(element: Element): boolean {
  for (const selector of [':autofill', ':-webkit-autofill']) {
    try {
      return element.matches(selector);
    } catch {
      // Unknown to this engine: try the next.
    }
  }
  return false;
}
