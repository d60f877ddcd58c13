import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { AddressFields, useHouseNumberCombobox } from 'react-address-entry';
import { expect } from 'storybook/test';
import { expectListSeenWhole } from './list-seen-whole.ts';

/**
 * The suggestion list is seen whole wherever the form sits: each open list goes to the top layer (the Popover API),
 * next to its field in the DOM, below or above the field by the room the visible viewport leaves. Each story puts
 * the checkout in a container that once cut the list, types "Antw" (13 postal areas) and checks that every option
 * the list shows can be seen and tapped.
 */
const meta = {
  title: 'Examples/The list seen whole',
  parameters: { layout: 'fullscreen' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const filler = (lines: number) => (
  <p style={{ margin: 0, lineHeight: '24px' }}>{'Order summary · '.repeat(lines * 4)}</p>
);

/** The Belgian address fields in a container of the given style, with some of the checkout above them. */
function InContainer({ style, above = 6, children }: { style: CSSProperties; above?: number; children?: ReactNode }) {
  return (
    <div style={style}>
      {filler(above)}
      <form onSubmit={(event) => event.preventDefault()}>
        <AddressFields country="BE" legend="Shipping address" />
      </form>
      {children}
    </div>
  );
}

/** Types "Antw" in the postal area, as a person would. */
const typeAntw = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) => {
  await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode or town' }), 'Antw');
};

/** A panel that scrolls on its own, `max-height: 420px; overflow: auto`: the list goes past its edge. */
export const ScrollBox: Story = {
  render: () => (
    <InContainer style={{ maxHeight: 420, overflow: 'auto', border: '1px solid #999', margin: 16 }} above={8}>
      {filler(8)}
    </InContainer>
  ),
  play: async (context) => {
    await typeAntw(context);
    const list = await expectListSeenWhole(context.canvasElement);
    // The stylesheet's own bound (18rem) still holds: the room of the viewport only ever makes the list shorter.
    await expect(list.height).toBeLessThanOrEqual(18 * 16 + 1);
  },
};

/** A slide-out cart with `overflow: hidden` and a `transform`: neither cuts the list any more. */
export const OverflowHiddenAndTransform: Story = {
  render: () => (
    <InContainer
      style={{ height: 460, overflow: 'hidden', transform: 'translateX(0)', border: '1px solid #999', margin: 16 }}
      above={8}
    />
  ),
  play: async (context) => {
    await typeAntw(context);
    await expectListSeenWhole(context.canvasElement);
  },
};

/** An "edit address" modal `<dialog>` that scrolls: the list shows above the dialog's content. */
export const ModalDialog: Story = {
  render: function Modal() {
    const dialog = useRef<HTMLDialogElement>(null);
    useEffect(() => {
      const shown = dialog.current;
      shown?.showModal();
      return () => shown?.close();
    }, []);
    return (
      <dialog ref={dialog} aria-label="Edit address" style={{ maxHeight: 440, width: 420, overflow: 'auto' }}>
        <InContainer style={{}} above={8}>
          {filler(6)}
        </InContainer>
      </dialog>
    );
  },
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const dialog = canvasElement.ownerDocument.querySelector('dialog');
    const input = dialog?.querySelector<HTMLInputElement>('input[autocomplete="postal-code"]');
    if (input === null || input === undefined) throw new Error('the dialog has no postal-area field');
    await userEvent.type(input, 'Antw');
    await expectListSeenWhole(canvasElement);
  },
};

/** The checkout in a `z-index: 1` container under a sticky footer of `z-index: 100`: the list is above both. */
export const UnderAStickyFooter: Story = {
  render: () => (
    <div style={{ position: 'relative', zIndex: 1, paddingTop: 'calc(55vh - 170px)' }}>
      <InContainer style={{ padding: '0 16px' }} above={0}>
        {filler(40)}
      </InContainer>
      <footer
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: '45vh',
          zIndex: 100,
          background: '#223',
          color: 'white',
          padding: 8,
        }}
      >
        Basket: 3 items
      </footer>
    </div>
  ),
  play: async (context) => {
    await typeAntw(context);
    await expectListSeenWhole(context.canvasElement);
  },
};

/** The field near the bottom of the screen: the list opens upwards, where the room is. */
export const NearTheBottom: Story = {
  render: () => (
    <div style={{ paddingTop: 'calc(100vh - 220px)' }}>
      <InContainer style={{ padding: '0 16px' }} above={0} />
    </div>
  ),
  play: async (context) => {
    await typeAntw(context);
    const list = await expectListSeenWhole(context.canvasElement);
    const field = context.canvas.getByRole('combobox', { name: 'Postcode or town' }).getBoundingClientRect();
    await expect(list.bottom).toBeLessThanOrEqual(field.top);
  },
};

/** `inlineMenu`: a shop that wants the list inline under its field keeps it there. */
export const KeptInline: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} style={{ padding: 16 }}>
      <AddressFields country="BE" legend="Shipping address" inlineMenu />
    </form>
  ),
  play: async (context) => {
    await typeAntw(context);
    const list = await expectListSeenWhole(context.canvasElement, 3);
    const menu = context.canvas.getByRole('listbox');
    await expect(menu.matches(':popover-open')).toBe(false);
    await expect(list.top).toBeGreaterThan(
      context.canvas.getByRole('combobox', { name: 'Postcode or town' }).getBoundingClientRect().bottom,
    );
  },
};

/** Markup of a shop's own on the headless hook: spreading `getMenuProps` gives its list the same placement. */
function OwnMarkup() {
  const box = useHouseNumberCombobox({ country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 });
  return (
    <div style={{ position: 'relative' }}>
      <label {...box.getLabelProps()}>House number</label> <input {...box.getInputProps()} />
      <ul
        {...box.getMenuProps({
          style: {
            listStyle: 'none',
            margin: 0,
            padding: 4,
            maxHeight: 240,
            overflowY: 'auto',
            background: 'white',
            border: '1px solid #999',
          },
        })}
      >
        {box.isOpen
          ? box.suggestions.map((option, index) => (
              <li
                key={option.suggestion.houseNumber}
                {...box.getItemProps({ item: option.suggestion, index, style: { padding: 6 } })}
              >
                {option.suggestion.houseNumber} ({option.statusText})
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** The headless hook in a scroll box with `overflow: hidden` below the field: its own list is seen whole too. */
export const HeadlessInAClippingBox: Story = {
  render: () => (
    <div style={{ height: 140, overflow: 'hidden', border: '1px solid #999', margin: 16, padding: 8 }}>
      <OwnMarkup />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'House number' }), '1');
    await expectListSeenWhole(canvasElement);
  },
};
