import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from '../../../src/components/shared/merge-refs.ts';

describe('mergeRefs', () => {
  it('sets every given ref, callback and object alike, to the node', () => {
    const node = { id: 'field' };
    const callback = vi.fn();
    const object = createRef<typeof node>();
    mergeRefs(callback, object)(node);
    expect(callback).toHaveBeenCalledWith(node);
    expect(object.current).toBe(node);
  });

  it('sets them all back to null when the node goes', () => {
    const callback = vi.fn();
    const object = createRef<string>();
    const merged = mergeRefs(callback, object);
    merged('node');
    merged(null);
    expect(callback).toHaveBeenLastCalledWith(null);
    expect(object.current).toBeNull();
  });

  it('skips refs that are not given (undefined or null)', () => {
    const object = createRef<string>();
    expect(() => mergeRefs(undefined, null, object)('node')).not.toThrow();
    expect(object.current).toBe('node');
  });
});
