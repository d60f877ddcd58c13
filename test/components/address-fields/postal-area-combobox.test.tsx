import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PostalAreaCombobox, type PostalAreaSuggestion } from '../../../src/index.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { nl } from '../../../src/locales.ts';

const { client, server, routes } = setupReferenceServer();
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Postcode or town' });
const result = () => document.querySelector('.rae-combobox__message')?.textContent ?? '';
const form = () => document.querySelector('form') as HTMLFormElement;

function renderArea(props: Record<string, unknown> = {}) {
  const onSelectedItemChange = vi.fn<(area: PostalAreaSuggestion | null) => void>();
  const onSubmit = vi.fn();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PostalAreaCombobox country="BE" onSelectedItemChange={onSelectedItemChange} {...props} />
    </form>,
    client(),
  );
  return { ...rendered, onSelectedItemChange, onSubmit };
}

describe('PostalAreaCombobox', () => {
  it('reads each option as postcode and place: the sub-municipality that matched, else the municipality', async () => {
    const { user } = renderArea();
    await user.type(input(), '26');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2600 Berchem',
      '2610 Wilrijk',
      '2660 Hoboken',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 postal areas found. Use the up and down arrow keys to choose.',
    );
  });

  it('reads a German option with the district that matched, and the city alone for the whole city', async () => {
    const { user } = renderArea({ country: 'DE' });
    await user.type(input(), 'Dres');
    await screen.findByRole('option', { name: 'Dresden' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Dresden',
      '01067 Dresden',
      '01069 Dresden',
      '01097 Dresden',
      '01217 Dresden',
      '01219 Dresden',
      '01465 Dresden',
    ]);
  });

  it('chooses with Down and Enter, which never submits, and states the choice under the field', async () => {
    const { user, onSelectedItemChange, onSubmit } = renderArea();
    await user.type(input(), 'Wilr');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2610 Wilrijk');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith({
      municipalityName: 'Antwerpen',
      municipalityNisCode: 11002,
      postcode: 2610,
      matchedName: 'Wilrijk',
    });
    expect(result()).toBe('2610 Wilrijk: chosen.');
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('2610 Wilrijk: chosen.');
    expect(input().validity.valid).toBe(true);
  });

  it('asks nothing about the text it just chose', async () => {
    const { user } = renderArea();
    await user.type(input(), 'Wilr');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.keyboard('{ArrowDown}{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(routes.map((r) => r.elements)).toEqual([{ postalArea: 'Wilr' }]);
  });

  it('drops the choice in the same render as an edit, and tells the caller null', async () => {
    const { user, onSelectedItemChange } = renderArea();
    await user.type(input(), 'Wilr');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.keyboard('{ArrowDown}{Enter}{Backspace}');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(null);
    expect(input().validationMessage).not.toBe('');
  });

  it('selects an option whose text is typed exactly once its answer is in', async () => {
    const { user, onSelectedItemChange } = renderArea();
    await user.type(input(), '2610 wilrijk');
    await waitFor(() =>
      expect(onSelectedItemChange).toHaveBeenLastCalledWith(expect.objectContaining({ postcode: 2610 })),
    );
    expect(routes.map((r) => r.elements)).toEqual([{ postalArea: '2610' }]);
  });

  it('marks the options of an older text stale while the next answer settles, and they cannot be chosen', async () => {
    const { user, onSelectedItemChange } = renderArea();
    await user.type(input(), '26');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.type(input(), '1');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-stale');
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(input()).toHaveValue('261');
    expect(onSelectedItemChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
  });

  it('clears the field with Escape once the list is closed', async () => {
    const { user } = renderArea();
    await user.type(input(), 'Wilr');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('Wilr');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('says a postal area the service finds too short is too short, and stops the form', async () => {
    const { user, onSubmit } = renderArea();
    await user.type(input(), 'A');
    await waitFor(() => expect(result()).toBe('Too short: type more of the postcode or town.'));
    expect(input().closest('.rae-combobox')).toHaveAttribute('data-state', 'too-short');
    expect(input().validationMessage).toBe('Too short: type more of the postcode or town.');
    act(() => {
      form().requestSubmit();
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when nothing matches, and what to do', async () => {
    const { user } = renderArea();
    await user.type(input(), 'Zzz');
    await waitFor(() => expect(result()).toBe('No postcode or town found. Check what you typed.'));
    // The field's validity and the live region follow the same settled answer.
    await waitFor(() => expect(input().validationMessage).toBe('No postcode or town found. Check what you typed.'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No postcode or town found.'));
  });

  it('says the search is unavailable when the service is down, keeping the text', async () => {
    server.use(
      http.get(`${BASE_URL}/be/v1/autocomplete/postal-area/:text`, () =>
        HttpResponse.json({ exception: 'down', exceptionId: 'x' }, { status: 503 }),
      ),
    );
    const { user } = renderArea();
    await user.type(input(), 'Wilr');
    await waitFor(() => expect(result()).toBe('The postcode search is unavailable. Try again in a moment.'));
    expect(input()).toHaveValue('Wilr');
    expect(input().validationMessage).toBe('The postcode search is unavailable. Try again in a moment.');
  });

  it('asks for a postal area when required and empty, and speaks Dutch', () => {
    renderWithAddress(
      <form>
        <PostalAreaCombobox country="BE" required />
      </form>,
      client(),
      { locale: nl },
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Postcode of plaats' }).validationMessage).toBe(
      'Vul een postcode of plaats in.',
    );
  });
});
