import { useId, type ReactNode } from 'react';
import { PROVINCE_SUFFIXES, splitCitySuffix } from '../../address/provinces.ts';
import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import { dutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';
import { spaceSeparated } from '../shared/space-separated.ts';

/** Props of {@link CityPicker}. */
export interface CityPickerProps {
  /** Suffixed city names, e.g. `Hengelo gem. Bronckhorst` or `Bergen LB`. */
  candidates: string[];
  /** Called with the candidate the person chooses, as it is in `candidates`. */
  onCityChange: (city: string) => void;
  /** The question above the choices. @default the localized "Which one do you mean?" for the first candidate's city */
  label?: ReactNode;
  /** The id of an element elsewhere that asks the question; then the picker shows no label of its own. */
  'aria-labelledby'?: string;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  className?: string;
}

/** A suffixed city name in words: `Hengelo, municipality of Bronckhorst`, `Bergen, Limburg`. */
function describe(candidate: string, t: Translate<keyof DutchLookupMessages>): string {
  const { city, municipality, province } = splitCitySuffix(candidate);
  if (municipality !== undefined) return t('cityInMunicipality', { city, municipality });
  if (province !== undefined) return t('cityInProvince', { city, province: PROVINCE_SUFFIXES[province] });
  return candidate;
}

/**
 * A choice among suffixed city names for a city name that is not unique: one button per candidate, in a labelled group.
 *
 * @example
 * ```tsx
 * <CityPicker candidates={['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst']} onCityChange={(city) => setCity(city)} />
 * ```
 */
export function CityPicker({
  candidates,
  onCityChange,
  label,
  'aria-labelledby': labelledBy,
  messages,
  className,
}: CityPickerProps) {
  const t = useTranslate(dutchLookupMessages, messages, 'CityPicker');
  const labelId = useId();
  const { city } = splitCitySuffix(candidates[0] ?? '');
  return (
    <div role="group" aria-labelledby={labelledBy ?? labelId} className={spaceSeparated('rae-city-picker', className)}>
      {labelledBy === undefined ? (
        <p id={labelId} className="rae-city-picker__label">
          {label ?? t('cityNotUnique', { city })}
        </p>
      ) : null}
      <ul className="rae-city-picker__list">
        {candidates.map((candidate) => (
          <li key={candidate}>
            <button
              type="button"
              className="rae-city-picker__option"
              data-city={candidate}
              onClick={() => onCityChange(candidate)}
            >
              {describe(candidate, t)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
