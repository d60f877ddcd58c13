import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboboxView } from '../../../src/components/combobox/combobox-view.tsx';
import { WINDOW_FROM } from '../../../src/components/combobox/use-option-window.ts';

type ViewProps = ComponentProps<typeof ComboboxView>;

/** Gives every element of a prototype a property (a layout jsdom lacks); returns the undo. */
function stubGetter(prototype: object, name: string, get: () => number): () => void {
  const before = Object.getOwnPropertyDescriptor(prototype, name);
  Object.defineProperty(prototype, name, { configurable: true, get });
  return () => {
    if (before === undefined) Reflect.deleteProperty(prototype, name);
    else Object.defineProperty(prototype, name, before);
  };
}
function stubValue(prototype: object, name: string, value: unknown): () => void {
  const before = Object.getOwnPropertyDescriptor(prototype, name);
  Object.defineProperty(prototype, name, { configurable: true, writable: true, value });
  return () => {
    if (before === undefined) Reflect.deleteProperty(prototype, name);
    else Object.defineProperty(prototype, name, before);
  };
}

/** A combobox hook's result as the view reads it, with plain prop getters that wire the label, field and list. */
function box(more: Record<string, unknown> = {}): ViewProps['box'] {
  const fake = {
    state: 'idle',
    isOpen: false,
    isLoading: false,
    isStale: false,
    waiting: false,
    highlightedIndex: -1,
    suggestions: [],
    inputValue: '',
    error: null,
    validationMessage: '',
    resultText: '',
    announcement: '',
    announcementKey: '',
    hasErrorMessage: false,
    errorMessage: null,
    getLabelProps: (props: object) => ({ ...props, id: 'label', htmlFor: 'field' }),
    getInputProps: (props: object) => ({ ...props, id: 'field', role: 'combobox' }),
    getMenuProps: (props: object) => ({ ...props, id: 'menu', role: 'listbox', 'aria-labelledby': 'label' }),
    getResultProps: (props: object) => ({ ...props, id: 'result' }),
    getErrorMessageProps: (props: object) => ({ ...props, id: 'error' }),
    ...more,
  };
  return fake as unknown as ViewProps['box'];
}

function view(props: Partial<ViewProps> = {}) {
  return render(
    <ComboboxView
      box={box()}
      autofill="address-line1"
      defaultLabel="Street"
      inputRef={undefined}
      name="street"
      resultState="idle"
      renderOption={(index, place) => (
        <li key={index} role="option" aria-selected={false} {...place}>{`Street ${String(index)}`}</li>
      )}
      {...props}
    />,
  );
}

describe('ComboboxView', () => {
  it('labels its field with the default label, or the caller’s', () => {
    const { unmount } = view();
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveAttribute('name', 'street');
    unmount();
    view({ label: 'Straat' });
    expect(screen.getByRole('combobox', { name: 'Straat' })).toBeInTheDocument();
  });

  it('gives the field its autofill token in the section, the full keyboard, and the caller’s class', () => {
    const { container } = view({ autoCompleteSection: 'shipping', className: 'shop-field' });
    const field = screen.getByRole('combobox', { name: 'Street' });
    expect(field).toHaveAttribute('autocomplete', 'section-shipping address-line1');
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(container.firstElementChild).toHaveClass('rae-combobox', 'shop-field');
  });

  it('turns autofill off for a field without a token (a house number)', () => {
    view({ autofill: null, defaultLabel: 'House number' });
    expect(screen.getByRole('combobox', { name: 'House number' })).toHaveAttribute('autocomplete', 'off');
  });

  it('shows its state as data attributes on the root', () => {
    const { container } = view({
      box: box({ state: 'results', isOpen: true, isStale: true, suggestions: ['a'] }),
      disabled: true,
      isInvalid: true,
    });
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-state', 'results');
    for (const name of ['data-open', 'data-stale', 'data-disabled', 'data-invalid'])
      expect(root).toHaveAttribute(name, '');
    for (const name of ['data-loading', 'data-waiting']) expect(root).not.toHaveAttribute(name);
  });

  it('renders the options only while the list is open', () => {
    const { rerender } = view({ box: box({ suggestions: ['a', 'b'] }) });
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    rerender(
      <ComboboxView
        box={box({ suggestions: ['a', 'b'], isOpen: true })}
        autofill={null}
        defaultLabel="Street"
        inputRef={undefined}
        name={undefined}
        resultState="idle"
        renderOption={(index) => <li key={index} role="option" aria-selected={false}>{`Street ${String(index)}`}</li>}
      />,
    );
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Street 0', 'Street 1']);
  });

  it('renders every option of a long list where there is no layout to measure', () => {
    const count = WINDOW_FROM + 5;
    view({ box: box({ suggestions: Array.from({ length: count }, String), isOpen: true }) });
    expect(screen.getAllByRole('option')).toHaveLength(count);
  });

  it('renders a window of a long list, each option with its place in the whole list and the others’ space held', () => {
    const ROW = 30;
    const restore = [
      stubGetter(HTMLUListElement.prototype, 'clientHeight', () => 8 * ROW),
      stubValue(HTMLLIElement.prototype, 'getBoundingClientRect', function (this: HTMLElement) {
        const index = Number(this.getAttribute('aria-posinset')) - 1;
        return DOMRect.fromRect({ x: 0, y: index * ROW, width: 100, height: ROW });
      }),
    ];
    try {
      const count = WINDOW_FROM * 3;
      view({ box: box({ suggestions: Array.from({ length: count }, String), isOpen: true }) });
      const options = screen.getAllByRole('option');
      expect(options.length).toBeLessThan(count);
      expect(options[0]).toHaveAttribute('aria-setsize', String(count));
      expect(options[0]).toHaveAttribute('aria-posinset', '1');
      const last = options.at(-1);
      expect(last).toHaveAttribute('aria-posinset', String(options.length));
      expect(last?.style.marginBottom).toBe(`${String((count - options.length) * ROW)}px`);
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('shows the result line with its state only when it has words, and the form library’s error', () => {
    const { container, rerender } = view();
    expect(container.querySelector('#result')).toBeNull();
    expect(container.querySelector('#error')).toBeNull();
    rerender(
      <ComboboxView
        box={box({ resultText: 'Main Street, 2000 Antwerpen', hasErrorMessage: true, errorMessage: 'Required' })}
        autofill={null}
        defaultLabel="Street"
        inputRef={undefined}
        name={undefined}
        resultState="validated"
        renderOption={() => null}
      />,
    );
    expect(container.querySelector('#result')).toHaveTextContent('Main Street, 2000 Antwerpen');
    expect(container.querySelector('#result')).toHaveAttribute('data-state', 'validated');
    expect(container.querySelector('#error')).toHaveTextContent('Required');
  });

  it('says its announcement in the live region, and posts the choice’s hidden fields after the field', () => {
    const { container } = view({
      box: box({ announcement: '3 streets found.' }),
      children: <input type="hidden" name="streetId" value="7" />,
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 streets found.');
    expect(container.querySelector('input[role=combobox] + input[type=hidden]')).toHaveAttribute('name', 'streetId');
  });
});
