import { memo } from 'react';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { SuggestionRenderState } from './house-number-combobox-props.ts';

/**
 * The accessible name of a default option, "36 bus 1, verified, postcode 2020": set explicitly, because browsers
 * join the text of a flex option's parts with differing spaces. It starts with the visible text (label in name).
 */
export function suggestionLabel(suggestion: HouseNumberSuggestion, state: SuggestionRenderState): string {
  return [suggestion.houseNumber, state.statusText, state.otherPostcode].filter((part) => part !== null).join(', ');
}

/** What the default content of an option shows: only primitives, so unchanged options skip rendering. */
interface SuggestionContentProps {
  houseNumber: string;
  status: HouseNumberSuggestion['status'];
  statusText: string;
  otherPostcode: string | null;
  unverified: boolean;
}

/**
 * The default content of an option: the house number, its status in words, and a postcode that differs. Memoized,
 * because a highlight change re-renders the list, and with 1000 boxes only two options' content really changes.
 */
export const SuggestionContent = memo(function SuggestionContent(props: SuggestionContentProps) {
  return (
    <>
      <span className="rae-combobox__number">{props.houseNumber}</span>{' '}
      <span className="rae-status" data-status={props.unverified ? 'unverified' : props.status}>{props.statusText}</span>
      {props.otherPostcode === null ? null : (
        <>
          {' '}
          <span className="rae-combobox__postcode">{props.otherPostcode}</span>
        </>
      )}
    </>
  );
});
