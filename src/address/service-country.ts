import type { ServiceCountry } from './confirmed-address.ts';

/** Whether a country is one the service checks (`NL`, `BE`, `DE`): any other is entered in its own format. */
export const isServiceCountry = (country: string): country is ServiceCountry =>
  country === 'NL' || country === 'BE' || country === 'DE';
