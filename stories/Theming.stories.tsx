import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressFields, ExactAddressLookup, HouseNumberCombobox } from 'react-address-entry';
import { expect, waitFor } from 'storybook/test';
import { serviceDown } from './story-network.ts';
import tailwindRecipe from './theming/tailwind-recipe.css?raw';
import tailwindTheme from './theming/tailwind-theme.css?raw';

/**
 * A shop sets the theme's variables (`--rae-*`) once, on any ancestor: a wrapper, `:root`, its dark-mode class. Every
 * component reads them, the suggestion list in the top layer too; what the shop leaves unset keeps the theme's value.
 * Each story renders a Belgian house-number field and the Dutch lookup for "Hengelo, Kerkstraat 1" (two Hengelos: the
 * city picker shows), opens the list, and compares the computed styles with the values the shop set.
 *
 * Not in the generated docs page: the stories that set `:root` would style each other there.
 */
const meta = {
  title: 'Examples/Theming: variables from any ancestor',
  tags: ['!autodocs'],
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** A shop's checkout: its own stylesheet, then a house-number field and a Dutch lookup in a wrapper of its own. */
function Checkout({ css, className, background }: { css: string; className?: string; background?: string }) {
  return (
    <>
      <style>{css}</style>
      <div
        className={className}
        style={{ display: 'grid', gap: 16, padding: 16, ...(background === undefined ? {} : { background }) }}
      >
        <HouseNumberCombobox country="BE" municipalityNisCode={11002} streetId={824} postcode={2610} />
        <ExactAddressLookup
          legend="Shipping address"
          defaultValue={{ city: 'Hengelo', street: 'Kerkstraat', houseNumber: '1' }}
        />
      </div>
    </>
  );
}

/** What a story expects to see: computed values, as `getComputedStyle` gives them. */
interface Look {
  font?: string;
  fontSize?: string;
  radius: string;
  space?: string;
  text: string;
  background: string;
  border: string;
  incomplete: string;
  shadow?: string;
}

/** The look of one element, named, so that a failure says which element went wrong. */
function boxOf(what: string, element: Element) {
  const style = getComputedStyle(element);
  return {
    what,
    radius: style.borderTopLeftRadius,
    text: style.color,
    background: style.backgroundColor,
    border: style.borderTopColor,
  };
}
const expectedBox = (what: string, look: Look) => ({
  what,
  radius: look.radius,
  text: look.text,
  background: look.background,
  border: look.border,
});

/**
 * Opens the house-number list and checks the field, the list (in the top layer), the Dutch lookup's field and result
 * line, and the city picker's options.
 */
async function expectLook({ canvas, userEvent }: Context, look: Look) {
  const input = canvas.getByRole('combobox', { name: 'House number' });
  await userEvent.type(input, '3');
  const option = await canvas.findByRole('option', { name: '31, verified' }, { timeout: 3000 });
  const list = option.closest('[role="listbox"]');
  if (list === null) throw new Error('the option is in no listbox');
  await expect(list.matches(':popover-open')).toBe(true);
  const picker = await canvas.findByRole(
    'group',
    { name: 'There is more than one Hengelo. Which one do you mean?' },
    { timeout: 4000 },
  );
  const cityButton = canvas.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' });
  const cityField = canvas.getByRole('textbox', { name: 'City' });
  const lookup = canvas.getByRole('group', { name: 'Shipping address' });

  await expect(boxOf('the house-number field', input)).toEqual(expectedBox('the house-number field', look));
  await expect(boxOf('the list', list)).toEqual(expectedBox('the list', look));
  await expect(boxOf("the Dutch lookup's city field", cityField)).toEqual(
    expectedBox("the Dutch lookup's city field", look),
  );
  await expect(boxOf("the city picker's option", cityButton)).toEqual(expectedBox("the city picker's option", look));
  // A choice to make: the result line's edge in the "incomplete" colour.
  const result = lookup.querySelector('.rae-lookup__result');
  await expect(result === null ? null : getComputedStyle(result).borderInlineStartColor).toBe(look.incomplete);
  if (look.space !== undefined) {
    await expect([
      getComputedStyle(input).paddingTop,
      getComputedStyle(option).paddingTop,
      getComputedStyle(cityButton).paddingLeft,
    ]).toEqual([look.space, look.space, `${String(Number.parseFloat(look.space) * 1.5)}px`]);
  }
  if (look.shadow !== undefined) await expect(getComputedStyle(list).boxShadow).toBe(look.shadow);
  for (const [what, element] of [
    ['the house-number field', input.closest('.rae-combobox')],
    ['the Dutch lookup', lookup],
    ['the city picker', picker],
    ['the list', list],
  ] as const) {
    if (element === null) throw new Error(`${what}: no element`);
    const style = getComputedStyle(element);
    if (look.fontSize !== undefined)
      await expect({ what, fontSize: style.fontSize }).toEqual({ what, fontSize: look.fontSize });
    if (look.font !== undefined) await expect({ what, font: style.fontFamily }).toEqual({ what, font: look.font });
  }
  return { input, list };
}

/** The theme's own values where a shop sets nothing. */
const THEME = { incomplete: 'rgb(125, 78, 0)', shadow: 'rgba(31, 35, 40, 0.15) 0px 8px 24px 0px' };

/** `.checkout { --rae-radius: 0; ... }` on the shop's wrapper: once, for every component below it. */
export const OnAWrapper: Story = {
  render: () => (
    <Checkout
      className="checkout"
      css={`
        .checkout {
          --rae-font-size: 18px;
          --rae-radius: 0;
          --rae-space: 0.75rem;
          --rae-color-text: #24292f;
          --rae-color-background: #fffaf0;
          --rae-color-border: #6f42c1;
        }
      `}
    />
  ),
  play: async (context) => {
    await expectLook(context, {
      fontSize: '18px',
      radius: '0px',
      space: '12px',
      text: 'rgb(36, 41, 47)',
      background: 'rgb(255, 250, 240)',
      border: 'rgb(111, 66, 193)',
      // Not set by the shop: the theme's own.
      ...THEME,
    });
  },
};

/** The same on `:root`, as Radix Themes and shadcn/ui declare their variables. */
export const OnRoot: Story = {
  render: () => (
    <Checkout
      css={`
        :root {
          --rae-font-size: 15px;
          --rae-radius: 3px;
          --rae-space: 6px;
          --rae-color-text: #1f2328;
          --rae-color-background: #f6f8fa;
          --rae-color-border: #0969da;
          --rae-color-incomplete: #6c4400;
          --rae-shadow: none;
        }
      `}
    />
  ),
  play: async (context) => {
    await expectLook(context, {
      fontSize: '15px',
      radius: '3px',
      space: '6px',
      text: 'rgb(31, 35, 40)',
      background: 'rgb(246, 248, 250)',
      border: 'rgb(9, 105, 218)',
      incomplete: 'rgb(108, 68, 0)',
      shadow: 'none',
    });
  },
};

/** The shop's own dark mode: its `.dark` class on an ancestor sets the colours, the list in the top layer included. */
export const ShopDarkModeClass: Story = {
  render: () => (
    <Checkout
      className="dark"
      background="#010409"
      css={`
        .dark {
          color: #f0f6fc;
          --rae-color-text: #f0f6fc;
          --rae-color-muted: #9198a1;
          --rae-color-background: #151b23;
          --rae-color-border: #3d444d;
          --rae-color-focus: #4493f8;
          --rae-color-highlight: #1f3a5f;
          --rae-color-validated: #3fb950;
          --rae-color-incomplete: #d29922;
          --rae-color-unknown: #9198a1;
          --rae-color-error: #f85149;
        }
      `}
    />
  ),
  play: async (context) => {
    await expectLook(context, {
      radius: '8px',
      text: 'rgb(240, 246, 252)',
      background: 'rgb(21, 27, 35)',
      border: 'rgb(61, 68, 77)',
      incomplete: 'rgb(210, 153, 34)',
    });
  },
};

/**
 * The theme's dark colours (`rae-theme-dark` on an ancestor) are fallbacks too: a shop's values on `:root` win over
 * them, and what the shop leaves unset is the theme's dark value.
 */
export const ThemeDarkUnderShopValues: Story = {
  render: () => (
    <Checkout
      className="rae-theme-dark"
      background="#010409"
      css={':root {\n  --rae-radius: 2px;\n  --rae-color-focus: #f778ba;\n}'}
    />
  ),
  play: async (context) => {
    const { input } = await expectLook(context, {
      radius: '2px',
      text: 'rgb(230, 237, 243)',
      background: 'rgb(13, 17, 23)',
      border: 'rgb(110, 118, 129)',
      incomplete: 'rgb(210, 153, 34)',
      shadow: 'rgba(1, 4, 9, 0.6) 0px 8px 24px 0px',
    });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineColor).toBe('rgb(247, 120, 186)');
  },
};

/**
 * The fallback rule where a shop sets nothing: `AddressFields`' own parts outside its steps (the way on without the
 * check, and the four fields of the address typed without it) carry the theme's values too.
 */
export const AddressFieldsWithoutTheCheck: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  render: () => (
    <form onSubmit={(event) => event.preventDefault()}>
      <AddressFields country="BE" legend="Billing address" />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const theme = {
      radius: '8px',
      text: 'rgb(27, 31, 36)',
      background: 'rgb(255, 255, 255)',
      border: 'rgb(140, 149, 159)',
    };
    await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode or town' }), '2610');
    const way = await waitFor(() => canvas.getByRole('button', { name: 'Enter the address without checking' }), {
      timeout: 4000,
    });
    // A dashed button on the page's own background.
    const { background, ...wayLook } = boxOf('the way on without the check', way);
    await expect({ ...wayLook, background, style: getComputedStyle(way).borderTopStyle }).toEqual({
      what: 'the way on without the check',
      radius: theme.radius,
      text: theme.text,
      border: theme.border,
      background: 'rgba(0, 0, 0, 0)',
      style: 'dashed',
    });
    await userEvent.click(way);
    for (const name of ['Postcode', 'City', 'Street', 'House number']) {
      await expect(boxOf(`the manual ${name} field`, canvas.getByRole('textbox', { name }))).toEqual(
        expectedBox(`the manual ${name} field`, { ...theme, incomplete: '' }),
      );
    }
  },
};

/** What a value of Tailwind's theme computes to in this page, for comparison. */
function computed(property: string, value: string): string {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const result = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return result;
}

/** The recipe of the theming page: Tailwind 4's theme variables (on `:root`) mapped to ours, light and `.dark`. */
const tailwindLook = (dark: boolean): Look => {
  const color = (light: string, darkShade: string) => computed('color', `var(--color-${dark ? darkShade : light})`);
  return {
    font: computed('font-family', 'var(--font-sans)'),
    radius: computed('border-top-left-radius', 'var(--radius-md)'),
    space: computed('padding-top', 'calc(var(--spacing) * 2)'),
    text: color('zinc-900', 'zinc-100'),
    background: color('white', 'zinc-900'),
    border: color('zinc-400', 'zinc-500'),
    incomplete: color('amber-700', 'amber-400'),
    shadow: computed('box-shadow', 'var(--shadow-lg)'),
  };
};

export const TailwindRecipe: Story = {
  render: () => (
    <Checkout
      css={`
        ${tailwindTheme}\n${tailwindRecipe}
      `}
    />
  ),
  play: async (context) => {
    const look = tailwindLook(false);
    // The comparison means something: Tailwind's values are not the theme's own.
    await expect([look.radius, look.text]).toEqual(['6px', 'oklch(0.21 0.006 285.885)']);
    await expectLook(context, look);
  },
};

export const TailwindRecipeDark: Story = {
  render: () => (
    <Checkout
      className="dark"
      background="var(--color-zinc-950)"
      css={`
        ${tailwindTheme}\n${tailwindRecipe}\n.dark {
          color: var(--color-zinc-100);
        }
      `}
    />
  ),
  play: async (context) => {
    await expectLook(context, tailwindLook(true));
  },
};
