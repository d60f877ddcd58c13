import { delay, http, HttpResponse } from 'msw';

/** Where the stories' client calls (see .storybook/preview.tsx). */
export const API = '/api/address';

/** Answers that never come: the loading state. */
export const neverAnswer = http.get(`${API}/*`, async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

/** The service is down: every request fails at the network. */
export const serviceDown = http.get(`${API}/*`, () => HttpResponse.error());

/** A 409 whose text names no candidate the parser can read. */
export const unreadableConflict = http.get(`${API}/nl/v1/addresses/exact/*`, () =>
  HttpResponse.json(
    { exception: 'City name is not unique.', exceptionId: 'Service_Service_PostcodeAddress_CityNotUniqueException' },
    { status: 409 },
  ),
);
