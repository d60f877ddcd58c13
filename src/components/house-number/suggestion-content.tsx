import { memo } from 'react';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { SuggestionRenderState } from './house-number-combobox-props.ts';

/** The accessible name of a default option, "36 bus 1, verified, postcode 2020" (browsers join flex parts unevenly). */
export function suggestionLabel(suggestion: HouseNumberSuggestion, state: SuggestionRenderState): string {
  return [suggestion.houseNumber, state.statusText, state.otherPostcode].filter((part) => part !== null).join(', ');
}

interface SuggestionContentProps {
  houseNumber: string;
  status: HouseNumberSuggestion['status'];
  statusText: string;
  otherPostcode: string | null;
  unverified: boolean;
}

/** The default content of an option; memoized, since a highlight change re-renders the whole list. */
export const SuggestionContent = memo(function SuggestionContent(props: SuggestionContentProps) {
  return (
    <>
      <span className="rae-combobox__number">{props.houseNumber}</span>{' '}
      <span className="rae-status" data-status={props.unverified ? 'unverified' : props.status}>
        {props.statusText}
      </span>
      {props.otherPostcode === null ? null : (
        <>
          {' '}
          <span className="rae-combobox__postcode">{props.otherPostcode}</span>
        </>
      )}
    </>
  );
});
