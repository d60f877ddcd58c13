import { useStartedState } from './use-started-state.ts';

/**
 * The text of a field that may be controlled (`value`) or not (`defaultValue`, taken again when the composition
 * starts the step afresh: a new `start`). `setText` changes it and calls `onChange` at once, within the event that
 * changed it: a controlled field then updates in the same render as the keystroke, and the caret stays where the
 * person put it.
 */
export function useControllableText(
  value: string | undefined,
  defaultValue: string,
  onChange: ((text: string) => void) | undefined,
  start: string,
): readonly [text: string, setText: (text: string) => void, setOwnText: (text: string) => void] {
  const [own, setOwn] = useStartedState(start, defaultValue);
  const text = value ?? own;
  const setText = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== text) onChange?.(next);
  };
  return [text, setText, setOwn] as const;
}
