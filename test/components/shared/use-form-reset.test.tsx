import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormReset } from '../../../src/components/shared/use-form-reset.ts';

function Field({ onReset, label, form }: { onReset: () => void; label: string; form?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useFormReset(ref, onReset);
  return (
    <label>
      {label} <input ref={ref} form={form} />
    </label>
  );
}

/** A component whose element is no form field (a wrapper), which belongs to a form only by being inside it. */
function Group({ onReset }: { onReset: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFormReset(ref, onReset);
  return <div ref={ref} role="group" aria-label="Address" />;
}

describe('useFormReset', () => {
  it('calls back for an element inside the form that is no field of it', () => {
    const onReset = vi.fn();
    render(
      <form aria-label="Checkout">
        <Group onReset={onReset} />
      </form>,
    );
    screen.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).reset();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('calls back when the form holding the field is reset by a reset button', async () => {
    const onReset = vi.fn();
    render(
      <form>
        <Field label="Street" onReset={onReset} />
        <button type="reset">Clear</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('calls back for form.reset(), and for a field that belongs to the form by its form attribute', () => {
    const onReset = vi.fn();
    render(
      <>
        <form id="checkout" aria-label="Checkout" />
        <Field label="Street" form="checkout" onReset={onReset} />
      </>,
    );
    screen.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).reset();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('ignores the reset of another form', () => {
    const onReset = vi.fn();
    render(
      <>
        <form>
          <Field label="Street" onReset={onReset} />
        </form>
        <form aria-label="Newsletter" />
      </>,
    );
    screen.getByRole<HTMLFormElement>('form', { name: 'Newsletter' }).reset();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('calls the newest callback, and no longer after the field is gone', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(
      <form aria-label="Checkout">
        <Field label="Street" onReset={first} />
      </form>,
    );
    rerender(
      <form aria-label="Checkout">
        <Field label="Street" onReset={second} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Checkout' });
    form.reset();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    form.reset();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
