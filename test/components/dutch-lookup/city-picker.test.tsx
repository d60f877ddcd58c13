import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CityPicker } from '../../../src/index.ts';
import { provinceFallbackCandidates } from '../../../src/address.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { nl } from '../../../src/locales.ts';

const { client } = setupReferenceServer();

describe('CityPicker', () => {
  it('names each candidate in words and hands back the suffixed name', async () => {
    const onCityChange = vi.fn();
    const { user, container } = renderWithAddress(
      <CityPicker candidates={['Bergen gem. Bergen (NH.)', 'Bergen gem. Bergen (L.)']} onCityChange={onCityChange} />,
      client(),
    );
    expect(
      screen.getByRole('group', { name: 'There is more than one Bergen. Which one do you mean?' }),
    ).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bergen, municipality of Bergen (L.)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onCityChange).toHaveBeenCalledWith('Bergen gem. Bergen (L.)');
    await expectNoAxeViolations(container);
  });

  it('names province candidates by their province, in the provider language', () => {
    renderWithAddress(
      <CityPicker candidates={provinceFallbackCandidates('Bergen')} onCityChange={() => undefined} />,
      client(),
      { locale: nl },
    );
    expect(screen.getByRole('group', { name: 'Er is meer dan één Bergen. Welke bedoelt u?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Bergen, Noord-Holland' })).toBeInTheDocument();
  });

  it('takes its own label', () => {
    renderWithAddress(
      <CityPicker label="Choose your Hengelo" candidates={['Hengelo gem. Hengelo']} onCityChange={() => undefined} />,
      client(),
    );
    expect(screen.getByRole('group', { name: 'Choose your Hengelo' })).toBeInTheDocument();
  });
});
