import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A fresh Firefox profile's `user.js`: accessibility on whatever Firefox guesses of the desktop, no first-run or
 * welcome pages, and nothing that calls out to the network (telemetry, updates, safe browsing, captive portals), so
 * Orca hears the test page alone.
 */
const PREFS: Readonly<Record<string, boolean | number | string>> = {
  'accessibility.force_disabled': -1,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'startup.homepage_welcome_url': '',
  'startup.homepage_welcome_url.additional': '',
  'browser.aboutwelcome.enabled': false,
  'trailhead.firstrun.didSeeAboutWelcome': true,
  'browser.startup.firstrunSkipsHomepage': true,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.policy.dataSubmissionPolicyBypassNotification': true,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.tabs.warnOnClose': false,
  'app.update.disabledForTesting': true,
  'app.normandy.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.translations.automaticallyPopup': false,
  'browser.translations.enable': false,
  'browser.uitour.enabled': false,
  'browser.search.update': false,
  'media.autoplay.default': 5,
  'signon.rememberSignons': false,
  'browser.formfill.enable': false,
  'extensions.formautofill.addresses.enabled': false,
};

/** Writes the profile's `user.js` into `dir`. */
export async function writeFirefoxProfile(dir: string): Promise<void> {
  const lines = Object.entries(PREFS).map(
    ([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
  );
  await writeFile(join(dir, 'user.js'), `${lines.join('\n')}\n`);
}
