import { act, cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HouseNumberCombobox, type HouseNumberSuggestion } from '../../../src/index.ts';
import { foldName } from '../../../src/address.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server } = setupReferenceServer();
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;

/** What a person does to the field: type a character, take one back, move in the list, choose, click, or wait. */
const action = fc.oneof(
  fc.constantFrom('3', '6', '1', '2', ' ', 'b', 'u', 's').map((key) => ({ kind: 'type' as const, key })),
  fc.constant({ kind: 'key' as const, key: '{Backspace}' }),
  fc.constant({ kind: 'key' as const, key: '{ArrowDown}' }),
  fc.constant({ kind: 'key' as const, key: '{Enter}' }),
  fc.constant({ kind: 'key' as const, key: '{Escape}' }),
  fc.constant({ kind: 'click-first' as const }),
  fc.integer({ min: 0, max: 250 }).map((ms) => ({ kind: 'wait' as const, ms })),
  fc.integer({ min: 0, max: 250 }).map((ms) => ({ kind: 'wait' as const, ms })),
);
const fold = (text: string) => foldName(text).replace(/\s/gu, '');

describe('HouseNumberCombobox: what the form would post always belongs to what the field shows', () => {
  it('holds under random typing, keys, clicks and answer latencies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 3, maxLength: 10 }),
        fc.integer({ min: 0, max: 120 }),
        async (actions, latency) => {
          server.use(http.get(`${BASE_URL}/*`, () => delay(latency)));
          let chosen: HouseNumberSuggestion | null = null;
          const onSelectedItemChange = vi.fn((item: HouseNumberSuggestion | null) => {
            chosen = item;
          });
          const { user } = renderWithAddress(
            <form>
              <HouseNumberCombobox
                {...europalaan}
                names={{ houseNumber: null, status: 'status' }}
                onSelectedItemChange={onSelectedItemChange}
              />
            </form>,
            client(),
          );
          const input = screen.getByRole<HTMLInputElement>('combobox');
          const hidden = (name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
          try {
            // Start where choices are possible: a number typed and its list in.
            await user.type(input, '3');
            await act(() => new Promise((resolve) => setTimeout(resolve, 200 + latency)));
            for (const step of actions) {
              if (step.kind === 'type') await user.keyboard(step.key);
              else if (step.kind === 'key') await user.keyboard(step.key);
              else if (step.kind === 'wait') await act(() => new Promise((resolve) => setTimeout(resolve, step.ms)));
              else {
                const [first] = screen.queryAllByRole('option');
                if (first !== undefined) await user.click(first);
              }
              const current = chosen as HouseNumberSuggestion | null;
              // The hidden fields and the callback say the same, and a choice is always the text in the field.
              expect(hidden('postcode')).toBe(current === null ? '' : String(current.postcode));
              expect(hidden('status') === '').toBe(current === null);
              if (current !== null) expect(fold(input.value)).toBe(fold(current.houseNumber));
              // Never an incomplete suggestion; text that is not chosen blocks the form.
              expect(current?.status).not.toBe('incomplete');
              expect(input.validity.valid).toBe(current !== null || input.value.trim() === '');
            }
          } finally {
            cleanup();
            server.resetHandlers();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
