import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';

/** Props of the addition choice of {@link ExactAddressLookup}. */
interface AdditionChoiceProps {
  houseNumber: number;
  /** The additions that exist; `""` is the address without one. */
  additions: string[];
  /** The addition the person typed, which does not exist; shown, not offered. */
  typed: string;
  onAdditionChange: (addition: string) => void;
  /** The id of the element that asks "Which house number do you mean?". */
  'aria-labelledby': string;
  t: Translate<keyof DutchLookupMessages>;
}

/**
 * The answer to "Which house number do you mean?" (asked by the lookup's result line): the additions that exist, as
 * buttons, and the typed one marked unknown.
 */
export function AdditionChoice({ houseNumber, additions, typed, onAdditionChange, 'aria-labelledby': labelledBy, t }: AdditionChoiceProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="rae-addition-choice">
      <ul className="rae-addition-choice__list">
        {additions.map((addition) => (
          <li key={addition}>
            <button type="button" className="rae-addition-choice__option" data-addition={addition} onClick={() => onAdditionChange(addition)}>
              {t('additionOption', { houseNumber, addition })}
            </button>
          </li>
        ))}
        {typed === '' ? null : (
          <li className="rae-addition-choice__unknown" data-status="unknown">
            {t('additionUnknown', { houseNumber, addition: typed })}
          </li>
        )}
      </ul>
    </div>
  );
}
