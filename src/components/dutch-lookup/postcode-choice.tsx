import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';

/** Props of the postcode choice of {@link ExactAddressLookup}. */
interface PostcodeChoiceProps {
  /** The postcode the person typed (while the check was unavailable). */
  typed: string;
  /** The postcode the check found. */
  found: string;
  'aria-labelledby': string;
  t: Translate<keyof DutchLookupMessages>;
  onUseFound: () => void;
  onKeepTyped: () => void;
}

/**
 * The answer to "You typed 1234 AB; the check found 2012 ES": the person's own postcode is never overwritten, so
 * they choose the one found or keep theirs (unverified).
 */
export function PostcodeChoice({ typed, found, 'aria-labelledby': labelledBy, t, onUseFound, onKeepTyped }: PostcodeChoiceProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="rae-postcode-choice">
      <button type="button" className="rae-postcode-choice__option" onClick={onUseFound}>
        {t('useFoundPostcode', { postcode: formatDutchPostcode(found) })}
      </button>{' '}
      <button type="button" className="rae-postcode-choice__option" onClick={onKeepTyped}>
        {t('keepTypedPostcode', { postcode: typed })}
      </button>
    </div>
  );
}
