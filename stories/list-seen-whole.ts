import { expect, waitFor } from 'storybook/test';

/**
 * Checks that an open list is seen whole: each option the list shows (inside the list's own scroll box) is where a
 * person can see and tap it, `elementFromPoint` at its centre hitting the option, and that enough of them are shown.
 * Returns the list's box, for checks of where it went.
 */
export async function expectListSeenWhole(root: HTMLElement, atLeast = 5): Promise<DOMRect> {
  const list = await waitFor(
    () => {
      const open = [...root.ownerDocument.querySelectorAll<HTMLElement>('[role=listbox]')].find(
        (box) => !box.hidden && box.children.length > 0,
      );
      if (open === undefined) throw new Error('no list is open');
      return open;
    },
    { timeout: 4000 },
  );
  const box = list.getBoundingClientRect();
  const shown = [...list.querySelectorAll<HTMLElement>('[role=option]')].filter((option) => {
    const at = option.getBoundingClientRect();
    return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
  });
  await expect(shown.length).toBeGreaterThanOrEqual(atLeast);
  const hidden = shown.filter((option) => {
    const at = option.getBoundingClientRect();
    const hit = root.ownerDocument.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
    return hit === null || !option.contains(hit);
  });
  await expect(hidden.map((option) => option.textContent)).toEqual([]);
  return box;
}
