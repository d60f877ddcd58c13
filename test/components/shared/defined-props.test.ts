import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definedProps } from '../../../src/components/shared/defined-props.ts';

interface Props {
  label?: string | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  other?: number;
}

describe('definedProps', () => {
  it('passes on the named props that are set, and leaves out those set to undefined', () => {
    const props: Props = { label: 'Street', placeholder: undefined, disabled: false, other: 1 };
    const passed = definedProps(props, ['label', 'placeholder', 'disabled']);
    expect(passed).toEqual({ label: 'Street', disabled: false });
    expect('placeholder' in passed).toBe(false);
  });

  it('keeps falsy values that are set (false, empty text, zero, null)', () => {
    const props = { a: false, b: '', c: 0, d: null as string | null };
    expect(definedProps(props, ['a', 'b', 'c', 'd'])).toEqual({ a: false, b: '', c: 0, d: null });
  });

  it('passes on no prop that was not named', () => {
    expect(definedProps<Props, 'label'>({ label: 'Street', other: 2 }, ['label'])).toEqual({ label: 'Street' });
  });

  it('gives exactly the named keys whose value is not undefined, for any props', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.integer(), fc.boolean()), { nil: undefined });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), value),
        fc.subarray(['a', 'b', 'c', 'd'] as const),
        (props, keys) => {
          const record: Partial<Record<'a' | 'b' | 'c' | 'd', unknown>> = props;
          const passed = definedProps(record, keys);
          const expected = keys.filter((key) => record[key] !== undefined);
          expect(Object.keys(passed).sort()).toEqual([...expected].sort());
          for (const key of expected) expect(passed[key]).toBe(record[key]);
        },
      ),
    );
  });
});
