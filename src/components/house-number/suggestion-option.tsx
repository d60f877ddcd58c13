import { memo, type ReactNode } from 'react';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { SuggestionRenderState } from './house-number-combobox-props.ts';
import { SuggestionContent, suggestionLabel } from './suggestion-content.tsx';

/** The props Downshift's `getItemProps` gives an option: attributes, event handlers and a ref. */
export type DownshiftItemProps = Record<string, unknown>;

export interface SuggestionOptionProps {
  suggestion: HouseNumberSuggestion;
  itemProps: DownshiftItemProps;
  highlighted: boolean;
  selected: boolean;
  /** `unverified` for the typed text offered while the check is unavailable. */
  status: HouseNumberSuggestion['status'] | 'unverified';
  statusText: string;
  otherPostcode: string | null;
  renderSuggestion: ((suggestion: HouseNumberSuggestion, state: SuggestionRenderState) => ReactNode) | undefined;
}

/** Whether two props objects have the same keys and values by `same`; allocates nothing (runs on every highlight). */
function sameProps<T extends object>(a: T, b: T, same: (key: keyof T, x: unknown, y: unknown) => boolean): boolean {
  let keys = 0;
  for (const key in a) {
    keys++;
    if (!same(key, a[key], b[key])) return false;
  }
  for (const key in b) if (Object.hasOwn(b, key)) keys--;
  return keys === 0;
}

/** Downshift's item handlers and ref are made anew on each render but read its state through refs: any one will do. */
const sameItemProp = (_key: unknown, x: unknown, y: unknown): boolean =>
  Object.is(x, y) || (typeof x === 'function' && typeof y === 'function');

const sameOption = (before: SuggestionOptionProps, after: SuggestionOptionProps): boolean =>
  sameProps(before, after, sameOptionProp);

const sameOptionProp = (key: keyof SuggestionOptionProps, x: unknown, y: unknown): boolean =>
  key === 'itemProps' ? sameProps(x as DownshiftItemProps, y as DownshiftItemProps, sameItemProp) : Object.is(x, y);

/** One option of the house-number combobox, memoized: a highlight move re-renders only the two options it changes. */
export const SuggestionOption = memo(function SuggestionOption(props: SuggestionOptionProps) {
  const { suggestion: item, itemProps, status, renderSuggestion } = props;
  const state: SuggestionRenderState = {
    highlighted: props.highlighted,
    selected: props.selected,
    statusText: props.statusText,
    otherPostcode: props.otherPostcode,
    unverified: status === 'unverified',
  };
  return (
    <li
      {...itemProps}
      aria-label={renderSuggestion === undefined ? suggestionLabel(item, state) : undefined}
      data-status={status}
      data-highlighted={state.highlighted ? '' : undefined}
      data-selected={state.selected ? '' : undefined}
    >
      {renderSuggestion === undefined ? (
        <SuggestionContent
          houseNumber={item.houseNumber}
          status={item.status}
          statusText={state.statusText}
          otherPostcode={state.otherPostcode}
          unverified={state.unverified}
        />
      ) : (
        renderSuggestion(item, state)
      )}
    </li>
  );
}, sameOption);
