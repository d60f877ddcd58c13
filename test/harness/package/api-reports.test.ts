import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiEntries, apiReports, REPORT_FOLDER } from '../../../scripts/api-report.ts';

/**
 * Issue 52, point 7: the API of every entry, as API Extractor reads the built declarations, is the committed
 * `etc/api/<entry>.api.md`. A change of the public API fails here until `npm run api:update` rewrites the report, so
 * the change shows in review (and carries a changeset: scripts/release/changeset-check.ts).
 */
describe('the API reports (etc/api)', () => {
  it('are one per entry of package.json "exports", and no other', async () => {
    const entries = await apiEntries();
    expect(entries.map((e) => e.subpath)).toEqual([
      '.',
      './address',
      './server',
      './testing',
      './testing/msw',
      './locales',
      './types',
      './pickup',
    ]);
    expect((await readdir(REPORT_FOLDER)).sort()).toEqual(entries.map((e) => `${e.report}.api.md`).sort());
  });

  it("match each entry's built declarations", async () => {
    const results = await apiReports({ update: false });
    const differing = results
      .filter((r) => r.changed || r.problems.length > 0)
      .map((r) => ({ entry: r.subpath, report: `etc/api/${r.report}.api.md`, problems: r.problems }));
    expect(
      differing,
      'the public API changed: run `npm run api:update`, review etc/api/ and add a changeset (`npx changeset`)',
    ).toEqual([]);
  }, 120_000);
});
