/**
 * Whether the browser shows `element` as filled by its autofill (`:autofill`, or `:-webkit-autofill` where only that
 * is known). Chromium sets it before it sends the fill's events, so a `change` can tell a fill from a person's choice
 * (a `<select>`'s keyboard change is a plain `Event` too, as a fill's is). An engine that knows neither says no.
 */
export function isAutofilled(element: Element): boolean {
  for (const selector of [':autofill', ':-webkit-autofill']) {
    try {
      return element.matches(selector);
    } catch {
      // A selector this engine does not know: the next.
    }
  }
  return false;
}
