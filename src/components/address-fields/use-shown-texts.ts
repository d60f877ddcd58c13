import { startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AddressStep, StepTexts } from './use-address-fill.ts';

const STEPS: readonly AddressStep[] = ['area', 'street', 'houseNumber'];

/** The texts the steps show, and the keys of the steps they were shown in. */
interface Shown {
  keys: Record<AddressStep, string>;
  texts: StepTexts;
}

/** Texts reported and not yet rendered, each with the key of the step it was typed under. */
type Unrendered = Partial<Record<AddressStep, { key: string; text: string }>>;

/**
 * What each step's field shows, for the hidden fields while the address is not confirmed (as state). A step's text
 * comes in a transition: a key typed renders its own field at once, the whole composition (every step, the hidden
 * fields) right after, and a form submitted meanwhile renders them first.
 */
export function useShownTexts(keys: Record<AddressStep, string>, starts: StepTexts) {
  const [shown, setShown] = useState<Shown>(() => ({ keys, texts: starts }));
  let current = shown;
  // A step under a new key starts afresh from its first text: taken in this render, as React adjusts state to props.
  if (STEPS.some((step) => shown.keys[step] !== keys[step])) {
    const kept = (step: AddressStep) => (shown.keys[step] === keys[step] ? shown.texts[step] : starts[step]);
    current = { keys, texts: { area: kept('area'), street: kept('street'), houseNumber: kept('houseNumber') } };
    setShown(current);
  }
  const unrendered = useRef<Unrendered>({});
  const rendered = useRef(current);
  useEffect(() => {
    rendered.current = current;
    // What this render shows, or what a new start of its step replaced, is no longer waiting.
    unrendered.current = Object.fromEntries(
      Object.entries(unrendered.current).filter(
        ([step, { key, text }]) =>
          key === current.keys[step as AddressStep] && text !== current.texts[step as AddressStep],
      ),
    );
  });
  useEffect(() => {
    // The capture phase on the document comes before any handler of the form's own (React's, a shop's).
    const submitting = (): void => {
      const waiting = Object.entries(unrendered.current).filter(
        ([step, texts]) => rendered.current.keys[step as AddressStep] === texts.key,
      );
      if (waiting.length === 0) return;
      unrendered.current = {};
      const texts = Object.fromEntries(waiting.map(([step, { text }]) => [step, text]));
      flushSync(() => setShown((before) => ({ ...before, texts: { ...before.texts, ...texts } })));
    };
    document.addEventListener('submit', submitting, true);
    return () => document.removeEventListener('submit', submitting, true);
  }, []);
  return {
    /** What each step's field shows now, chosen or not. */
    shown: current.texts,
    /** A step's field changed its text. */
    reportText: (step: AddressStep, text: string) => {
      unrendered.current[step] = { key: keys[step], text };
      startTransition(() => setShown((before) => ({ ...before, texts: { ...before.texts, [step]: text } })));
    },
  };
}
