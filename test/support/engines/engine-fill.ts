import type { EngineName, EnginePage } from './engine-page.ts';

/**
 * Fills fields (by their labels) in one task, with the events each engine's own autofill sends, where the test
 * cannot drive that autofill itself (Chromium's is driven for real in test/harness/e2e/autofill-checkout.test.ts):
 * - Chromium: an `input` event that is no `InputEvent`, then `change`, as its address fill sends them (seen in
 *   test/harness/e2e/autofill-checkout.test.ts; Blink's `Node::DispatchInputEvent` creates a plain bubbling `Event`).
 * - Firefox: `beforeinput` and `input` as `InputEvent`s of `inputType` `insertReplacementText`, then `change` for a field
 *   without focus (Gecko's form autofill fills through `HTMLInputElement.setUserInput`, whose
 *   `TextControlState::SetValue` dispatches them with `EditorInputType::eInsertReplacementText`).
 * - WebKit: an `input` event that is no `InputEvent` (composed), then `change` (WebKit's
 *   `HTMLInputElement::setValueForUser` sets the value with `DispatchChangeEvent`; `Node::dispatchInputEvent` creates a
 *   plain `Event`).
 */
export function fillAsEngine(page: EnginePage, engine: EngineName, fields: Record<string, string>) {
  return page.evaluate(
    (json) => {
      const { style, values } = JSON.parse(json) as { style: string; values: Record<string, string> };
      // The value set past React's own tracking of it, as a browser sets it.
      const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      const byLabel = (label: string) =>
        [...document.querySelectorAll('input')].find((input) => {
          const labelledBy = input.getAttribute('aria-labelledby');
          const name =
            labelledBy === null ? input.labels?.[0]?.textContent : document.getElementById(labelledBy)?.textContent;
          return name?.trim() === label;
        });
      for (const [label, text] of Object.entries(values)) {
        const input = byLabel(label);
        if (input === undefined) throw new Error(`no field labelled ${label}`);
        value?.set?.call(input, text);
        if (style === 'firefox') {
          const init = { inputType: 'insertReplacementText', data: text, bubbles: true };
          input.dispatchEvent(new InputEvent('beforeinput', { ...init, cancelable: true }));
          input.dispatchEvent(new InputEvent('input', init));
        } else {
          input.dispatchEvent(new Event('input', { bubbles: true, composed: style === 'webkit' }));
        }
        if (style !== 'firefox' || document.activeElement !== input)
          input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    JSON.stringify({ style: engine, values: fields }),
  );
}
