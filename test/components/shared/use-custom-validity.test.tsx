import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useCustomValidity } from '../../../src/components/shared/use-custom-validity.ts';

function Field({ message }: { message: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useCustomValidity(ref, message);
  return (
    <form aria-label="Checkout">
      <label>
        House number <input ref={ref} />
      </label>
    </form>
  );
}

describe('useCustomValidity', () => {
  it('makes the field invalid with the message, so a native submit stops and says why', () => {
    render(<Field message="Choose a house number from the list." />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'House number' });
    expect(field.validity.customError).toBe(true);
    expect(field.validationMessage).toBe('Choose a house number from the list.');
    expect(screen.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).checkValidity()).toBe(false);
  });

  it('follows the message as it changes, and clears it for an empty one', () => {
    const { rerender } = render(<Field message="Enter a house number." />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'House number' });
    rerender(<Field message="Wait for the check, then choose from the list." />);
    expect(field.validationMessage).toBe('Wait for the check, then choose from the list.');
    rerender(<Field message="" />);
    expect(field.validity.valid).toBe(true);
    expect(field.validationMessage).toBe('');
  });
});
