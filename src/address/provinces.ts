/** The twelve Dutch provinces and the suffix that names each in a city name (`Bergen NH`). */
export const PROVINCE_SUFFIXES = {
  DR: 'Drenthe',
  FL: 'Flevoland',
  FR: 'Friesland',
  GLD: 'Gelderland',
  GN: 'Groningen',
  LB: 'Limburg',
  NB: 'Noord-Brabant',
  NH: 'Noord-Holland',
  OV: 'Overijssel',
  UT: 'Utrecht',
  ZLD: 'Zeeland',
  ZH: 'Zuid-Holland',
} as const;

/** A province suffix, e.g. `NH`. */
export type ProvinceSuffix = keyof typeof PROVINCE_SUFFIXES;

const isProvinceSuffix = (text: string): text is ProvinceSuffix => Object.hasOwn(PROVINCE_SUFFIXES, text);

/**
 * A city name with a municipality suffix, which makes an ambiguous city name unique.
 * @example `withMunicipality('Hengelo', 'Bronckhorst'); // 'Hengelo gem. Bronckhorst'`
 */
export function withMunicipality(city: string, municipality: string): string {
  return `${city.trim()} gem. ${municipality.trim()}`;
}

/**
 * A city name with a province suffix, which makes an ambiguous city name unique.
 * @example `withProvince('Bergen', 'LB'); // 'Bergen LB'`
 */
export function withProvince(city: string, suffix: ProvinceSuffix): string {
  return `${city.trim()} ${suffix}`;
}

/**
 * The twelve province-suffixed forms of a city name, for a city picker when a 409 named no readable candidate.
 * @example `provinceFallbackCandidates('Bergen'); // ['Bergen DR', 'Bergen FL', ..., 'Bergen ZH']`
 */
export function provinceFallbackCandidates(city: string): string[] {
  return (Object.keys(PROVINCE_SUFFIXES) as ProvinceSuffix[]).map((suffix) => withProvince(city, suffix));
}

/** A city name split into its name and its optional suffix. */
export type CitySuffix =
  | { city: string; municipality: string; province?: undefined }
  | { city: string; province: ProvinceSuffix; municipality?: undefined }
  | { city: string; municipality?: undefined; province?: undefined };

/**
 * Splits a suffix off a city name: ` gem. <municipality>` or a province suffix, in any case.
 * @example `splitCitySuffix('Bergen lb'); // { city: 'Bergen', province: 'LB' }`
 */
export function splitCitySuffix(name: string): CitySuffix {
  const text = name.trim().replace(/\s+/gu, ' ');
  const [, city, municipality] = /^(.+?) gem\.\s*(.+)$/iu.exec(text) ?? [];
  if (city !== undefined && municipality !== undefined) return { city: city.trim(), municipality: municipality.trim() };
  const [, before = '', lastWord = ''] = /^(.+) (\S+)$/u.exec(text) ?? [];
  const province = lastWord.toUpperCase();
  return isProvinceSuffix(province) ? { city: before, province } : { city: text };
}
