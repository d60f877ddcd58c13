import { QueryClient } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { AddressEntryProvider, createAddressClient, type AddressLanguage } from 'react-address-entry';
import { de, en, fr, nl } from 'react-address-entry/locales';
import theme from 'react-address-entry/styles.css?inline';
import { createReferenceAddressApi } from 'react-address-entry/testing';
import { createAddressApiHandlers } from 'react-address-entry/testing/msw';

/** Where the stories' client calls; MSW answers it with the reference API in the browser. */
export const API_BASE = '/api/address';
const referenceApi = createReferenceAddressApi({ latencyMs: 120 });
/** The toolbar's languages, by code. */
const LOCALES = { en, nl, fr, de } as const;

type StoryContext = Parameters<Decorator>[1];

/** A fresh cache and client per story, in the toolbar's language, with the default theme unless it is off. */
function StoryFrame({ Story, globals }: { Story: Parameters<Decorator>[0]; globals: StoryContext['globals'] }) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(() => createAddressClient({ baseUrl: API_BASE }));
  const locale = LOCALES[(globals.locale ?? 'en') as AddressLanguage];
  const dark = globals.theme === 'dark';
  return (
    <AddressEntryProvider client={client} queryClient={queryClient} locale={locale}>
      {globals.theme === 'off' ? null : <style>{theme}</style>}
      <div
        className={dark ? 'rae-theme-dark' : undefined}
        style={{
          maxWidth: '40rem',
          fontFamily: 'system-ui, sans-serif',
          ...(dark ? { background: '#010409', color: '#e6edf3', padding: '1rem' } : {}),
        }}
      >
        <Story />
      </div>
    </AddressEntryProvider>
  );
}

const withAddressEntry: Decorator = (Story, context) => <StoryFrame Story={Story} globals={context.globals} />;

const preview: Preview = {
  decorators: [withAddressEntry],
  loaders: [mswLoader()],
  beforeEach({ msw }) {
    msw.use(...createAddressApiHandlers(referenceApi, { baseUrl: API_BASE }));
  },
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'nl', title: 'Nederlands' },
          { value: 'fr', title: 'Français' },
          { value: 'de', title: 'Deutsch' },
        ],
      },
    },
    theme: {
      description: 'The optional default theme (react-address-entry/styles.css)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'on', title: 'Theme' },
          { value: 'dark', title: 'Theme, dark' },
          { value: 'off', title: 'Unstyled' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'on' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    docs: { toc: { headingSelector: 'h2, h3' } },
    // The documentation site first, in the order a shop reads it; then the stories.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Start',
          [
            'One element for three countries',
            'Netherlands: postcode and number',
            'Netherlands: city and street',
            'Belgium and Germany: a whole address',
          ],
          'Forms',
          [
            'In a form: native, react-hook-form, server actions, reset',
            'A saved address (autofill)',
            'The list seen whole',
          ],
          'Reference',
          [
            'Components: naming and what a checkout posts',
            'AddressEntry',
            'HouseNumberCombobox',
            'AddressFields',
            'ExactAddressLookup and CityPicker',
            'PostcodeAddressLookup',
            'Provider and data hooks',
            'Client and errors',
          ],
          'Server',
          [
            'The proxy',
            'Budgets and the answer cache',
            'A verified address',
            'Checked on the server',
            'Next.js and other runtimes',
            'React Router',
          ],
          'Testing a checkout',
          'Accessibility',
          'Languages and theming',
          'Package weight and benchmarks',
          'Development',
          'Architecture',
          'Components',
          'Examples',
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
