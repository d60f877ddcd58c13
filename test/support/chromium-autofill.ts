/**
 * Chromium's own address autofill, driven headless through the DevTools protocol: a saved address is filled into a
 * form the way a shopper's one pick from the browser's list fills it (the protocol's `Autofill` domain, as Debian's
 * Chromium 156 answers it: `Autofill.enable`, then `Autofill.trigger` on the input's `backendNodeId`). Chromium decides
 * which fields get which part of the address (from their `autocomplete` tokens, or inferred from their labels),
 * fills only the anchor's section and skips disabled fields; {@link fillSavedAddress} reports what it did. A field
 * without a valid token (`off`, as a house number has) lies in no named section: in a form whose other fields carry
 * `section-*` (or `shipping`), it is left empty whichever field the fill starts from.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { foldName } from '../../src/address/fold-name.ts';
import { referenceDataset } from '../../src/testing/index.ts';

/**
 * Chromium's names of the parts of a saved address (`components/autofill/core/browser/field_types.cc`), as
 * `Autofill.trigger` takes them and `Autofill.addressFormFilled` reports them.
 */
type ChromiumFieldType =
  | 'NAME_FULL'
  | 'ADDRESS_HOME_STREET_ADDRESS'
  | 'ADDRESS_HOME_LINE1'
  | 'ADDRESS_HOME_LINE2'
  | 'ADDRESS_HOME_LINE3'
  | 'ADDRESS_HOME_STREET_NAME'
  | 'ADDRESS_HOME_HOUSE_NUMBER'
  | 'ADDRESS_HOME_SUBPREMISE'
  | 'ADDRESS_HOME_CITY'
  | 'ADDRESS_HOME_ZIP'
  | 'ADDRESS_HOME_COUNTRY';

/** A saved address as the browser holds it: each part under its Chromium name. */
export type SavedAddress = Partial<Record<ChromiumFieldType, string>>;

/** One field Chromium filled, as `Autofill.addressFormFilled` reports it. */
export interface FilledField {
  /** The input's `id` and `name` attributes (`''` when it has none). */
  id: string;
  name: string;
  /** The value Chromium put into it. */
  value: string;
  /**
   * The part of the address Chromium took the field for, as it names it: in words in Chromium 156 (`House number`,
   * `Street name`, `ZIP code`, `Address line 2`), as an enum name (`ADDRESS_HOME_HOUSE_NUMBER`) in some versions.
   */
  type: string;
  /** Whether the field's `autocomplete` token said so, or Chromium inferred it (from its label, name or place). */
  from: 'autocomplete attribute' | 'inferred';
}

/** Chromium's report of one fill: the fields it filled, and the address as its UI shows it. */
export interface AutofillReport {
  fields: FilledField[];
  /** The saved address in Chromium's own lines, e.g. `Anna de Vries / Julianastraat 30 / 2012 ES Haarlem`. */
  addressLines: string[];
  /**
   * Chromium's refill, when asked for (`refill: true`): the fill changed the form (a country field whose page then
   * put other address fields in place of those it filled), and Chromium filled the new fields from the same address.
   */
  refill?: AutofillReport;
}

/** How long Chromium may take to report a fill: it reports within a few milliseconds of applying it. */
const REPORT_TIMEOUT_MS = 5000;
/** The attribute that marks the anchor for a moment, so the protocol's DOM domain can find a locator's element. */
const ANCHOR_MARK = 'data-autofill-anchor';

/** The anchor's `backendNodeId`: the element marked, found from the document through the DOM domain, unmarked. */
async function backendNodeId(session: CDPSession, anchor: Locator): Promise<number> {
  const mark = String(Math.random()).slice(2);
  await anchor.evaluate((element, [name, value]) => element.setAttribute(name, value), [ANCHOR_MARK, mark] as const);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[${ANCHOR_MARK}="${mark}"]`,
    });
    if (nodeId === 0) throw new Error('fillSavedAddress: the anchor field is not in the page’s main document');
    const { node } = await session.send('DOM.describeNode', { nodeId });
    return node.backendNodeId;
  } finally {
    await anchor.evaluate((element, name) => element.removeAttribute(name), ANCHOR_MARK);
  }
}

/** What this helper reads of `Autofill.addressFormFilled` (Playwright does not export the protocol's types). */
interface Report {
  filledFields: {
    id: string;
    name: string;
    value: string;
    autofillType: string;
    fillingStrategy: 'autocompleteAttribute' | 'autofillInferred';
  }[];
  addressUi: { addressFields: { fields: { value: string }[] }[] };
}

/**
 * The next `count` reports of `Autofill.addressFormFilled` of the session, each within {@link REPORT_TIMEOUT_MS} of
 * the one before (an error otherwise), and a way to stop waiting.
 */
function nextReports(session: CDPSession, count: number): { reports: Promise<Report[]>; cancel(): void } {
  let stop = (): void => undefined;
  const reports = new Promise<Report[]>((resolve, reject) => {
    const received: Report[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        const what =
          received.length === 0
            ? 'no filled address form'
            : `no refill after the fill (${String(received.length)} of ${String(count)} reports)`;
        reject(new Error(`fillSavedAddress: Chromium reported ${what} within ${String(REPORT_TIMEOUT_MS)} ms`));
      }, REPORT_TIMEOUT_MS);
    };
    const onReport = (payload: Report) => {
      received.push(payload);
      if (received.length < count) {
        wait();
        return;
      }
      stop();
      resolve(received);
    };
    stop = () => {
      clearTimeout(timer);
      session.off('Autofill.addressFormFilled', onReport);
    };
    wait();
    session.on('Autofill.addressFormFilled', onReport);
  });
  return { reports, cancel: () => stop() };
}

/** A report as this helper hands it on. */
const autofillReport = ({ filledFields, addressUi }: Report): AutofillReport => ({
  fields: filledFields.map((f) => ({
    id: f.id,
    name: f.name,
    value: f.value,
    type: f.autofillType,
    from: f.fillingStrategy === 'autocompleteAttribute' ? 'autocomplete attribute' : 'inferred',
  })),
  addressLines: addressUi.addressFields
    .map((line) =>
      line.fields
        .map((part) => part.value)
        .join(' ')
        .trim(),
    )
    .filter((line) => line !== ''),
});

/**
 * Fills `address` into the form of `anchor` (a locator, or a CSS selector in `page`) with Chromium's address
 * autofill, as a pick from the browser's list does, and resolves with what Chromium reported it filled, once the
 * values are in the fields (what the page makes of them comes after). Chromium fills only the fields of the anchor's
 * `section-*`: anchor at an address field to fill the address whichever section the name field is in.
 *
 * With `refill`, it waits for Chromium's refill too ({@link AutofillReport.refill}): when the fill changes a field
 * that makes the page put other address fields in place of the ones it filled (a country field), Chromium fills the
 * new fields from the same address, within about a second of the fill, and only while the anchor is still in the page:
 * anchor at a field the change keeps (the name), not at one it removes.
 *
 * @example
 * ```ts
 * const report = await fillSavedAddress(page, page.getByRole('textbox', { name: 'Postcode' }), savedAddresses.haarlem);
 * expect(filledField(report, houseNumberId)?.type, describeReport(report)).toBe('House number');
 * ```
 */
export async function fillSavedAddress(
  page: Page,
  anchor: Locator | string,
  address: SavedAddress,
  { refill = false } = {},
): Promise<AutofillReport> {
  const field = typeof anchor === 'string' ? page.locator(anchor) : anchor;
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Autofill.enable');
    const fieldId = await backendNodeId(session, field);
    const reported = nextReports(session, refill ? 2 : 1);
    const fields = Object.entries(address).map(([name, value]) => ({ name, value }));
    await session.send('Autofill.trigger', { fieldId, address: { fields } }).catch((error: unknown) => {
      reported.cancel();
      throw error;
    });
    const [filled, refilled] = (await reported.reports).map(autofillReport);
    if (filled === undefined) throw new Error('unreachable: the reports hold one at least');
    return refilled === undefined ? filled : { ...filled, refill: refilled };
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * The report's field of the input `id`, `undefined` when Chromium left it out. A field in a report with the value
 * `''` is one Chromium recognised but did not fill (it lies in another section, say, or is disabled).
 */
export const filledField = (report: AutofillReport, id: string): FilledField | undefined =>
  report.fields.find((f) => f.id === id);

/**
 * The report in lines, one per field (`#r1-houseNumber = "30" as House number, inferred`), and its refill's, for
 * assertion messages.
 */
export const describeReport = (report: AutofillReport, heading = 'Chromium’s Autofill.addressFormFilled:'): string =>
  [
    heading,
    ...report.fields.map(
      (f) => `  ${f.name === '' ? `#${f.id}` : f.name} = ${JSON.stringify(f.value)} as ${f.type}, ${f.from}`,
    ),
    ...(report.refill === undefined
      ? []
      : [describeReport(report.refill, 'and its refill of the fields the page put in their place:')]),
  ].join('\n');

const SHOPPERS = { NL: 'Anna de Vries', BE: 'Anna Peeters', DE: 'Anna Schmidt' } as const;

/**
 * A saved address in `country` as a shopper's browser holds it: the street line (`Julianastraat 30`), and its
 * street and number apart, as Chromium keeps them.
 */
function saved(country: 'NL' | 'BE' | 'DE', streetLine: string, postcode: string, city: string): SavedAddress {
  const [, street = streetLine, houseNumber = ''] = /^(.*\S)\s+(\d\S*)$/u.exec(streetLine) ?? [];
  return {
    NAME_FULL: SHOPPERS[country],
    ADDRESS_HOME_STREET_ADDRESS: streetLine,
    ADDRESS_HOME_STREET_NAME: street,
    ADDRESS_HOME_HOUSE_NUMBER: houseNumber,
    ADDRESS_HOME_CITY: city,
    ADDRESS_HOME_ZIP: postcode,
    ADDRESS_HOME_COUNTRY: country,
  };
}

/** Saved addresses from the reference dataset (`src/testing/dataset`) that one pick must confirm. */
export const savedAddresses = {
  /** NL, documented: Julianastraat 30, 2012 ES Haarlem (`dutch-addresses.ts`). */
  haarlem: saved('NL', 'Julianastraat 30', '2012 ES', 'Haarlem'),
  /** BE, documented: Europalaan 12, 2610 Wilrijk, in Antwerpen (NIS 11002, street 824); 12A and 12B exist too. */
  wilrijk: saved('BE', 'Europalaan 12', '2610', 'Wilrijk'),
  /** DE: Severinstr. 205, 50678 Köln, on the part of a street over two postcodes that lies in 50678. */
  koeln: saved('DE', 'Severinstr. 205', '50678', 'Köln'),
  /** DE, documented: Eugen-Bracht-Str. 12, 01219 Dresden (street 1817). */
  dresden: saved('DE', 'Eugen-Bracht-Str. 12', '01219', 'Dresden'),
} as const;

/** A place of the dataset's postal-area step, and a street of its street step with the plain house numbers in it. */
interface Place {
  country: 'BE' | 'DE';
  id: number;
  name: string;
  postcodes: string[];
}
interface Street {
  country: 'BE' | 'DE';
  placeId: number;
  name: string;
  houses: { number: number; postcode: string }[];
}

const { beMunicipalities = [], deCities = [], be, de } = referenceDataset;
const places: Place[] = [
  ...beMunicipalities.map((m): Place => ({
    country: 'BE',
    id: m.municipalityNisCode,
    name: m.names[0] ?? '',
    postcodes: m.postcodes.map((p) => String(p.postcode)),
  })),
  ...deCities.map((c): Place => ({
    country: 'DE',
    id: c.cityId,
    name: c.names[0] ?? '',
    postcodes: c.postcodes.map((p) => p.postcode),
  })),
];
const streets: Street[] = [
  ...be.map((s): Street => ({
    country: 'BE',
    placeId: s.municipalityNisCode,
    name: s.street,
    houses: s.houseNumbers
      .filter((h) => h.bisNumber === null && h.boxNumber === null)
      .map((h) => ({ number: h.number, postcode: String(h.postcode ?? s.postcode) })),
  })),
  ...de.map((s): Street => ({
    country: 'DE',
    placeId: s.cityId,
    name: s.street,
    houses: s.houseNumbers
      .filter((h) => h.addition === null)
      .map((h) => ({ number: h.number, postcode: h.postcode ?? s.postcode })),
  })),
];

/** The first saved address of a street's house in `postcode` of `place` that `holds`, `undefined` when none does. */
function firstSaved(holds: (place: Place, street: Street, postcode: string) => boolean): SavedAddress | undefined {
  for (const place of places) {
    for (const street of streets.filter((s) => s.country === place.country && s.placeId === place.id)) {
      const house = street.houses.find((h) => place.postcodes.includes(h.postcode) && holds(place, street, h.postcode));
      if (house !== undefined)
        return saved(place.country, `${street.name} ${house.number}`, house.postcode, place.name);
    }
  }
  return undefined;
}

/**
 * The saved addresses a fill must stop at, from the dataset: a postcode that several postal areas share, a street
 * name found twice in the postal area of its postcode, and a house number the service does not know. The first two
 * are searched for, and are `undefined` while the dataset holds no such case: a postcode is several postal areas only
 * when two places list it, and a street over two postcodes is listed once per postcode (Severinstr. is found twice
 * only over all of Köln, never within the postal area a filled postcode chooses).
 */
export const ambiguousSavedAddresses = {
  severalPostalAreas: firstSaved(
    (place, _street, postcode) =>
      places.filter((p) => p.country === place.country && p.postcodes.includes(postcode)).length > 1,
  ),
  streetFoundTwice: firstSaved(
    (place, street, postcode) =>
      streets.filter(
        (s) =>
          s.country === place.country &&
          s.placeId === place.id &&
          foldName(s.name) === foldName(street.name) &&
          s.houses.some((h) => h.postcode === postcode),
      ).length > 1,
  ),
  /** Eugen-Bracht-Str. in 01219 Dresden has numbers 1 to 36: the service answers 99 as `unknown`. */
  unknownHouseNumber: saved('DE', 'Eugen-Bracht-Str. 99', '01219', 'Dresden'),
};
