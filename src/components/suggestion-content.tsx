import type { HouseNumberSuggestion } from '../api/types.ts';
import type { SuggestionRenderState } from './house-number-combobox-props.ts';

/**
 * The accessible name of a default option, "36 bus 1, verified, postcode 2020": set explicitly, because browsers
 * join the text of a flex option's parts with differing spaces. It starts with the visible text (label in name).
 */
export function suggestionLabel(suggestion: HouseNumberSuggestion, state: SuggestionRenderState): string {
  return [suggestion.houseNumber, state.statusText, state.otherPostcode].filter((part) => part !== null).join(', ');
}

/** The default content of an option: the house number, its status in words, and a postcode that differs. */
export function SuggestionContent({ suggestion, state }: { suggestion: HouseNumberSuggestion; state: SuggestionRenderState }) {
  return (
    <>
      <span className="rae-combobox__number">{suggestion.houseNumber}</span>{' '}
      <span className="rae-status" data-status={state.unverified ? 'unverified' : suggestion.status}>{state.statusText}</span>
      {state.otherPostcode === null ? null : (
        <>
          {' '}
          <span className="rae-combobox__postcode">{state.otherPostcode}</span>
        </>
      )}
    </>
  );
}
