import type { EnginePage } from './engine-page.ts';

/*
 * What a flow reads of a page, the same in every engine: each is one self-contained function run in the page
 * (no closure, no helper: WebDriver serializes the function's text alone).
 */

/** The label of the focused field: its `aria-labelledby` text, else its `<label>`'s. */
export const focusedLabel = (page: EnginePage) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const labelledBy = active?.getAttribute('aria-labelledby');
    if (labelledBy) return document.getElementById(labelledBy)?.textContent.trim() ?? '';
    const labels = active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.labels : null;
    return labels?.[0]?.textContent.trim() ?? '';
  });

/** The names of the options in the focused combobox's own list (`aria-controls`), `[]` while it shows none. */
export const focusedOptions = (page: EnginePage) =>
  page.evaluate(() => {
    const list = document.getElementById(document.activeElement?.getAttribute('aria-controls') ?? '');
    return [...(list?.querySelectorAll('[role="option"]') ?? [])].map(
      (option) => option.getAttribute('aria-label') ?? option.textContent,
    );
  });

/**
 * The names of the options in the focused combobox's own list once its answer has settled: `[]` while the field
 * (`aria-busy`: its first answer on the way) or the list (`aria-busy`: an answer to an earlier text shown) waits.
 * The page function itself, for a driver's own `evaluate` too (Playwright's in address-fields-keys.ts).
 */
export const settledOptionsInPage = () => {
  const field = document.activeElement;
  const list = document.getElementById(field?.getAttribute('aria-controls') ?? '');
  if (field?.getAttribute('aria-busy') === 'true' || list?.getAttribute('aria-busy') === 'true') return [];
  return [...(list?.querySelectorAll('[role="option"]') ?? [])].map(
    (option) => option.getAttribute('aria-label') ?? option.textContent,
  );
};
export const settledOptions = (page: EnginePage) => page.evaluate(settledOptionsInPage);

/** The name of the focused combobox's active option (`aria-activedescendant`), `''` for none: the page function. */
export const activeOptionInPage = () => {
  const option = document.getElementById(document.activeElement?.getAttribute('aria-activedescendant') ?? '');
  return option === null ? '' : (option.getAttribute('aria-label') ?? option.textContent);
};

/** The name of the focused combobox's active option (`aria-activedescendant`), `''` for none. */
export const activeOption = (page: EnginePage) => page.evaluate(activeOptionInPage);

/** The focused element's value and `aria-expanded`. */
export const focusedState = (page: EnginePage) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      value: active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.value : '',
      expanded: active?.getAttribute('aria-expanded') ?? null,
    };
  });

/** The text of the first element that `selector` matches, `null` when none does. */
export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((query) => document.querySelector(query)?.textContent ?? null, selector);

/** The words every polite live region of the page says now, the empty ones left out. */
export const spoken = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent).filter((text) => text !== ''),
  );
