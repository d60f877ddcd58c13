import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryChoice } from '../../../src/components/address-fields/delivery-choice.tsx';
import type { DeliveryTo } from '../../../src/address/dhl-pickup.ts';
import { translatorFor } from '../../../src/i18n/format-message.ts';
import { pickupMessages } from '../../../src/i18n/pickup-messages.ts';

const t = translatorFor(pickupMessages);
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

function Choice({ onChange }: { onChange: (next: DeliveryTo) => void }) {
  const [value, setValue] = useState<DeliveryTo>('address');
  return (
    <DeliveryChoice
      value={value}
      t={t}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DeliveryChoice', () => {
  it('is a group “Deliver to” of three radios, the value given checked', () => {
    render(<DeliveryChoice value="postfiliale" onChange={() => undefined} t={t} />);
    const group = screen.getByRole('group', { name: 'Deliver to' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['address', 'packstation', 'postfiliale']);
    expect(radio('A post office')).toBeChecked();
    expect(radio('An address')).not.toBeChecked();
  });

  it('moves the choice with the arrow keys and a click, telling each one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(next: DeliveryTo) => void>();
    render(<Choice onChange={onChange} />);
    await user.tab();
    expect(radio('An address')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('A Packstation')).toBeChecked();
    await user.click(radio('A post office'));
    expect(onChange.mock.calls.map(([next]) => next)).toEqual(['packstation', 'postfiliale']);
  });

  it('posts nothing with the form it is in', () => {
    const { container } = render(
      <form>
        <DeliveryChoice value="packstation" onChange={() => undefined} t={t} />
      </form>,
    );
    expect([...new FormData(container.querySelector('form') as HTMLFormElement).keys()]).toEqual([]);
  });
});
