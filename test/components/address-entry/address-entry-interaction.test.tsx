import { screen, waitFor } from '@testing-library/react';
import { createElement, forwardRef, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressEntry } from '../../../src/index.ts';
import type * as StreetModule from '../../../src/components/address-fields/street-combobox.tsx';
import type * as HouseNumberModule from '../../../src/components/house-number/house-number-combobox.tsx';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/**
 * What a key or a choice renders before the browser may paint (issue 60: INP on a slow phone). Measured in Chromium by
 * `npm run bench`; here by what React renders, which does not depend on the machine. Each event is dispatched outside
 * `act`, as a browser dispatches it: React renders the event's own updates in a microtask, its transitions in a task
 * of its scheduler, so what the microtasks after the event rendered is what delays the next paint.
 */

// How often the address fields render the street and house-number steps (a new element for them: their props).
const renders = vi.hoisted(() => ({ street: 0, houseNumber: 0 }));

vi.mock('../../../src/components/address-fields/street-combobox.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof StreetModule>();
  return {
    ...original,
    StreetCombobox: forwardRef<HTMLInputElement, ComponentProps<typeof original.StreetCombobox>>(
      function CountedStreet(props, ref) {
        renders.street++;
        return createElement(original.StreetCombobox, { ...props, ref });
      },
    ),
  };
});
vi.mock('../../../src/components/house-number/house-number-combobox.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof HouseNumberModule>();
  return {
    ...original,
    HouseNumberCombobox: forwardRef<HTMLInputElement, ComponentProps<typeof original.HouseNumberCombobox>>(
      function CountedHouseNumber(props, ref) {
        renders.houseNumber++;
        return createElement(original.HouseNumberCombobox, { ...props, ref });
      },
    ),
  };
});

const { client } = setupReferenceServer();
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  // Events as a browser dispatches them: React schedules its work itself, as in a page.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** Types a text into a field at once, as one `input` event of keys (the value set as the browser sets it). */
function input(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
}

/** What React rendered for the event, before any task of its scheduler: the microtasks after it. */
async function eventsOwnRender(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function renderEntry(defaultCountry: string) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const rendered = renderWithAddress(
    <form
      // The typed text posts as it is (unverified): no check of the form stops the submit.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressEntry legend="Shipping address" defaultCountry={defaultCountry} />
    </form>,
    client(),
  );
  return { ...rendered, posted };
}

describe('AddressEntry: what a key renders before the next paint', () => {
  it('renders a postal area typed in its own field at once, the later steps after it, and once', async () => {
    renderEntry('BE');
    const area = combobox('Postcode or town');
    renders.street = 0;
    renders.houseNumber = 0;
    input(area, '2610');
    await eventsOwnRender();
    expect(area).toHaveValue('2610');
    // The key's own render is the postal area's: the street and house number wait for the next task.
    expect(renders).toEqual({ street: 0, houseNumber: 0 });
    await screen.findByRole('option', { name: /^2610 Wilrijk/u });
    // Then the address fields once with the new text, and not again when AddressEntry hears of it.
    expect(renders).toEqual({ street: 1, houseNumber: 1 });
  });

  it('posts the text a key typed when the form is submitted before the later steps rendered', async () => {
    const { posted } = renderEntry('BE');
    input(combobox('Postcode or town'), '2610 Wilrijk');
    await eventsOwnRender();
    document.querySelector('form')?.requestSubmit();
    expect(posted).toEqual([expect.objectContaining({ postcode: '2610', city: 'Wilrijk', addressStatus: '' })]);
    await screen.findByRole('option', { name: /^2610 Wilrijk/u });
  });

  it('shows the country chosen at once, and the next country’s fields right after', async () => {
    renderEntry('NL');
    const field = country();
    // A key in the field changes it (a select changes on keydown): ArrowDown from the Netherlands.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    field.value = 'BE';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await eventsOwnRender();
    // The choice paints before the Belgian form mounts: the Dutch lookup still stands meanwhile.
    expect(field).toHaveValue('BE');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    await waitFor(() => expect(combobox('Postcode or town')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    expect(field).toHaveValue('BE');
  });

  it('switches at once when a pointer, a fill or a script sets the country: what it does next finds the new fields', async () => {
    renderEntry('NL');
    const field = country();
    field.value = 'BE';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await eventsOwnRender();
    expect(combobox('Postcode or town')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
  });

  it('renders the chosen country’s fields at once for a Tab pressed before them, so the focus finds them', async () => {
    renderEntry('NL');
    const field = country();
    // A key in the field changes it (a select changes on keydown): ArrowDown from the Netherlands.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    field.value = 'BE';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await eventsOwnRender();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    // The key's default action (the focus moving on) comes after its handlers: by then the Belgian fields are there.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(combobox('Postcode or town')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    expect(field).toHaveValue('BE');
  });

  it('posts the chosen country’s fields when the form is submitted before they rendered', async () => {
    const { posted } = renderEntry('NL');
    const field = country();
    // A key in the field changes it (a select changes on keydown): ArrowDown from the Netherlands.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    field.value = 'DE';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await eventsOwnRender();
    document.querySelector('form')?.requestSubmit();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ country: 'DE', addressStatus: '' });
    // The Dutch lookup's own fields are gone from what was posted: the German form posts its texts.
    expect(posted[0]).not.toHaveProperty('houseNumberAddition');
  });
});
