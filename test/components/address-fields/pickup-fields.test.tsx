import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DhlPickupKind } from '../../../src/address/dhl-station.ts';
import type { PickupFieldsTexts } from '../../../src/components/address-fields/pickup-address.ts';
import { PickupFields } from '../../../src/components/address-fields/pickup-fields.tsx';
import { translatorFor } from '../../../src/i18n/format-message.ts';
import { pickupMessages } from '../../../src/i18n/pickup-messages.ts';

const t = translatorFor(pickupMessages);
const text = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

function Fields({ kind, required = true, onLeave }: { kind: DhlPickupKind; required?: boolean; onLeave?: () => void }) {
  const [texts, setTexts] = useState<PickupFieldsTexts>({ number: '', postNumber: '' });
  return (
    <form>
      <PickupFields kind={kind} texts={texts} onTextsChange={setTexts} required={required} t={t} onLeave={onLeave} />
      <button type="submit">Order</button>
    </form>
  );
}

describe('PickupFields', () => {
  it('asks a Packstation for its number and the Postnummer, both required, with the Postnummer’s hint', () => {
    render(<Fields kind="packstation" />);
    expect(text('Packstation number')).toBeRequired();
    expect(text('Packstation number')).toHaveAttribute('inputmode', 'numeric');
    expect(text('Postnummer')).toBeRequired();
    expect(text('Postnummer')).toHaveAccessibleDescription('Your DHL customer number: 6 to 10 digits.');
  });

  it('asks a post office for its number, the Postnummer optional', () => {
    render(<Fields kind="postfiliale" />);
    expect(text('Post office number')).toBeRequired();
    expect(text('Postnummer (optional)')).not.toBeRequired();
  });

  it('says what is wrong once a field is left, with the station’s range, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<Fields kind="postfiliale" onLeave={onLeave} />);
    await user.type(text('Post office number'), '123');
    expect(text('Post office number')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(text('Post office number')).toHaveAttribute('aria-invalid', 'true');
    expect(text('Post office number')).toHaveAccessibleDescription(
      'A post office’s number is a number from 401 to 999.',
    );
    expect(text('Post office number')).toHaveValue('123');
    expect(text('Post office number').validationMessage).toBe('A post office’s number is a number from 401 to 999.');
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('does not call an empty field wrong when Tab passes through it, but the form’s check stops there', async () => {
    const user = userEvent.setup();
    render(<Fields kind="packstation" />);
    await user.click(text('Packstation number'));
    await user.tab();
    expect(text('Packstation number')).not.toHaveAttribute('aria-invalid');
    expect(text('Packstation number').validationMessage).toBe('Enter the Packstation’s number.');
    // A native submit marks the field and says why.
    text('Packstation number').reportValidity();
    expect(await screen.findByText('Enter the Packstation’s number.')).toBeInTheDocument();
    expect(text('Packstation number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets empty fields go when the pickup is not required, but not a wrong text', async () => {
    const user = userEvent.setup();
    render(<Fields kind="packstation" required={false} />);
    expect(text('Packstation number').validationMessage).toBe('');
    await user.type(text('Postnummer'), '12');
    expect(text('Postnummer').validationMessage).toBe('A Postnummer has 6 to 10 digits and nothing else.');
  });

  it('warns of a Postnummer whose check digit fails, and lets it pass', async () => {
    const user = userEvent.setup();
    render(<Fields kind="packstation" />);
    await user.type(text('Postnummer'), '7654321');
    expect(text('Postnummer')).toHaveAccessibleDescription(/Check your Postnummer; it is on your DHL customer card\./u);
    expect(text('Postnummer').validationMessage).toBe('');
    await user.clear(text('Postnummer'));
    await user.type(text('Postnummer'), '12345678');
    expect(screen.queryByText('Check your Postnummer; it is on your DHL customer card.')).toBeNull();
  });
});
