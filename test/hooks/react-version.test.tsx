import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the React under test', () => {
  it('is the major this Vitest project runs against, for react and react-dom alike', () => {
    const expected = process.env.EXPECTED_REACT_MAJOR;
    expect(reactVersion.split('.')[0]).toBe(expected);
    expect(reactDomVersion.split('.')[0]).toBe(expected);
  });
});
