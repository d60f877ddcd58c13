import type { HouseNumberSuggestion } from '../api/types.ts';
import type { SuggestionRenderState } from './house-number-combobox-props.ts';

/**
 * A comma only screen readers hear, then a real space: the option reads "36 bus 1, verified" while the eye sees
 * a number and a badge. (The space stays a text node of its own: accessible names trim each element's text.)
 */
const Pause = () => (
  <>
    <span className="rae-visually-hidden">,</span>{' '}
  </>
);

/** The default content of an option: the house number, its status in words, and a postcode that differs. */
export function SuggestionContent({ suggestion, state }: { suggestion: HouseNumberSuggestion; state: SuggestionRenderState }) {
  return (
    <>
      <span className="rae-combobox__number">{suggestion.houseNumber}</span>
      <Pause />
      <span className="rae-status" data-status={state.unverified ? 'unverified' : suggestion.status}>
        {state.statusText}
      </span>
      {state.otherPostcode === null ? null : (
        <>
          <Pause />
          <span className="rae-combobox__postcode">{state.otherPostcode}</span>
        </>
      )}
    </>
  );
}
