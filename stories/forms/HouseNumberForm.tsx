import { useState } from 'react';
import { HouseNumberCombobox } from 'react-address-entry';
import type { BelgianHouseNumberComboboxProps } from 'react-address-entry/types';

/** What a form would send, as `name=value` pairs (a file shows its name). */
const postedText = (form: HTMLFormElement): string =>
  [...new FormData(form)]
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : value.name}`)
    .join('; ');

/**
 * A plain `<form>` around the house-number field, with a field after it and a submit button: each submit that gets
 * through shows what `new FormData(form)` held, so a story sees exactly what a checkout would post.
 */
export function HouseNumberForm(props: BelgianHouseNumberComboboxProps) {
  const [posts, setPosts] = useState<string[]>([]);
  return (
    <form
      aria-label="Delivery"
      style={{ display: 'grid', gap: '0.75rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        const posted = postedText(event.currentTarget);
        setPosts((earlier) => [...earlier, posted]);
      }}
    >
      <HouseNumberCombobox {...props} />
      <label>
        Delivery notes <input name="notes" />
      </label>
      <button type="submit" style={{ justifySelf: 'start' }}>
        Send
      </button>
      <output aria-label="Posted">
        {posts.length === 0
          ? 'Nothing sent yet.'
          : posts.map((posted, index) => <p key={index}>{`Sent: ${posted}`}</p>)}
      </output>
    </form>
  );
}
