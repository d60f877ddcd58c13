export { launchChromium } from '../../scripts/chromium.ts';
