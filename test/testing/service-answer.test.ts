import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, errors, serviceError, toResponse } from '../../src/testing/service-answer.ts';

describe('serviceError', () => {
  it('answers in the service’s {exception, exceptionId} shape, the id behind the neutral vendor prefix', () => {
    expect(serviceError(418, 'Controller_Teapot_Exception', 'A teapot.')).toEqual({
      status: 418,
      body: { exception: 'A teapot.', exceptionId: 'Service_Controller_Teapot_Exception' },
    });
  });
});

describe('errors', () => {
  it('names the value or candidates in the message where the service does', () => {
    expect(errors.invalidParameter('postcode').body).toEqual({
      exception: 'Invalid value for parameter `postcode`.',
      exceptionId: 'Service_React_Controller_Action_InvalidParameterException',
    });
    expect(errors.userNotCorrect('shop-key')).toMatchObject({
      status: 401,
      body: { exception: 'User `shop-key` not correct.' },
    });
    expect(errors.cityNotUnique('Bergen', ['Bergen gem. Bergen (L.)', 'Bergen gem. Bergen (NH.)'])).toEqual({
      status: 409,
      body: {
        exception: 'City name "Bergen" is not unique, use one of: Bergen gem. Bergen (L.), Bergen gem. Bergen (NH.).',
        exceptionId: 'Service_Service_PostcodeAddress_CityNotUniqueException',
      },
    });
  });

  it('answers not found with 404, an unknown operation with 404 and another method with 405', () => {
    expect([errors.notFound().status, errors.unknownRoute().status, errors.methodNotAllowed().status]).toEqual([
      404, 404, 405,
    ]);
  });
});

describe('toResponse', () => {
  it('writes the body as JSON with the service’s content type', async () => {
    const response = toResponse({ status: 200, body: [{ houseNumber: '36 bus 1' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual([{ houseNumber: '36 bus 1' }]);
  });

  it('lets a success be kept as long as its operation allows, a lookup for a day by default', () => {
    expect(toResponse({ status: 200, body: {} }).headers.get('Cache-Control')).toBe('private, max-age=86400');
    expect(toResponse({ status: 200, body: [] }, CACHE_CONTROL.suggestions).headers.get('Cache-Control')).toBe(
      'private, max-age=3600',
    );
    expect(toResponse({ status: 299, body: {} }, CACHE_CONTROL.suggestions).headers.get('Cache-Control')).toBe(
      'private, max-age=3600',
    );
  });

  it('never lets an error be kept, whatever the operation', async () => {
    for (const answer of [
      errors.notFound(),
      errors.invalidPostcode(),
      errors.passwordNotCorrect(),
      { status: 300, body: null },
    ]) {
      const response = toResponse(answer, CACHE_CONTROL.suggestions);
      expect(response.headers.get('Cache-Control'), String(answer.status)).toBe('no-store');
      expect(await response.json()).toEqual(answer.body);
    }
  });

  it('adds the answer’s own headers, which win over the defaults', () => {
    const response = toResponse({
      status: 200,
      body: {},
      headers: { 'Cache-Control': 'no-cache', 'X-Model': 'reference' },
    });
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('X-Model')).toBe('reference');
  });
});
