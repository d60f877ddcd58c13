import { describe, expect, it } from 'vitest';
import { POSTED_NAMES, postedNames, type PostedNames } from '../../src/api/posted-names.ts';

describe('the posted keys of a DHL pickup (issue 53)', () => {
  it('posts the Postnummer and where the address is delivered under their own names by default', () => {
    expect(POSTED_NAMES).toMatchObject({ postNumber: 'postNumber', deliveryTo: 'deliveryTo' });
    expect(postedNames(['postNumber', 'deliveryTo'], undefined)).toEqual({
      postNumber: 'postNumber',
      deliveryTo: 'deliveryTo',
    });
  });

  it('renames them or posts nothing under them, as every key', () => {
    const names: PostedNames<'postNumber' | 'deliveryTo'> = { postNumber: 'dhl_postnummer', deliveryTo: null };
    expect(postedNames(['postNumber', 'deliveryTo'], names)).toEqual({
      postNumber: 'dhl_postnummer',
      deliveryTo: null,
    });
  });

  it('gives every key its own default field', () => {
    const fields = Object.values(POSTED_NAMES);
    expect(new Set(fields).size).toBe(fields.length);
  });
});
