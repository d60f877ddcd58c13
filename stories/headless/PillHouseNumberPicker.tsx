import type { CSSProperties } from 'react';
import { useHouseNumberCombobox } from 'react-address-entry';
import type { HouseNumberOption } from 'react-address-entry/types';

/** Where the street is: the Belgian options of the hook. */
export interface PillHouseNumberPickerProps {
  municipalityNisCode: number | null;
  streetId: number;
  postcode: number;
  validation?: 'strict' | 'street' | 'number' | 'none';
  label?: string;
}

/** One text badge per status, dark text on a light ground (contrast above 4.5:1). */
const BADGE: Record<HouseNumberOption['status'], CSSProperties> = {
  validated: { background: '#dafbe1', color: '#116329' },
  unknown: { background: '#fff8c5', color: '#6c4400' },
  incomplete: { background: '#ddf4ff', color: '#0a3069' },
  unverified: { background: '#ffebe9', color: '#82071e' },
};

const pill = (highlighted: boolean, stale: boolean): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.25rem 0.25rem 0.25rem 0.75rem',
  borderRadius: '999px',
  border: `2px ${stale ? 'dashed' : 'solid'} ${highlighted ? '#0969da' : '#8c959f'}`,
  background: '#ffffff',
  color: '#1f2328',
  cursor: stale ? 'progress' : 'pointer',
});

/**
 * A house-number field that looks nothing like `HouseNumberCombobox`: the options are pills that wrap, each with its
 * status as a text badge. Built from `useHouseNumberCombobox` alone, so the behaviour (honest selection, stale
 * options, keys, the form's validity, the result line and the announcement) is the library's, the markup the shop's.
 */
export function PillHouseNumberPicker({ label = 'House number', ...street }: PillHouseNumberPickerProps) {
  const box = useHouseNumberCombobox({ country: 'BE', validation: 'none', ...street });
  return (
    <div style={{ display: 'grid', gap: '0.5rem', color: '#1f2328' }}>
      <label {...box.getLabelProps({ style: { fontWeight: 600 } })}>{label}</label>
      <input
        {...box.getInputProps({
          name: 'houseNumber',
          style: { padding: '0.5rem', font: 'inherit', borderRadius: '0.5rem', border: '1px solid #8c959f' },
        })}
      />
      <input type="hidden" name="postcode" value={box.postcode ?? ''} />
      <ul
        {...box.getMenuProps({
          style: box.isOpen
            ? { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }
            : undefined,
        })}
      >
        {box.isOpen &&
          box.suggestions.map((option, index) => (
            <li
              key={`${option.suggestion.houseNumber}|${option.status}`}
              {...box.getItemProps({
                item: option.suggestion,
                index,
                style: pill(box.highlightedIndex === index, box.isStale),
              })}
              aria-label={[option.suggestion.houseNumber, option.statusText, option.otherPostcode]
                .filter(Boolean)
                .join(', ')}
            >
              <span>{option.suggestion.houseNumber}</span>{' '}
              <span
                style={{
                  ...BADGE[option.status],
                  borderRadius: '999px',
                  padding: '0.125rem 0.5rem',
                  fontSize: '0.875em',
                }}
              >
                {option.statusText}
              </span>
            </li>
          ))}
      </ul>
      {box.resultText === '' ? null : <p {...box.getResultProps({ style: { margin: 0 } })}>{box.resultText}</p>}
      <div
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {box.announcement}
      </div>
    </div>
  );
}
