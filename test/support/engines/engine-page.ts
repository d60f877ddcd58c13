/** The engines the end-to-end flows run in: Blink (Chromium), Gecko (Firefox ESR) and WebKit (WebKitGTK). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the flows press, by the names of the UI Events KeyboardEvent `key` values. */
export type EngineKey =
  'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Backspace';

/**
 * A page in one engine, driven the way a person drives it: keys, typing and reading. Each engine's driver
 * (Playwright for Chromium, WebDriver BiDi through puppeteer-core for Firefox, classic WebDriver through
 * webdriverio for WebKitGTK) implements this, so a flow is written once and runs in all three.
 */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  press(key: EngineKey): Promise<void>;
  /** Types text key by key into the focused element. */
  type(text: string): Promise<void>;
  /** Runs a self-contained function in the page with one text argument, and returns its JSON result. */
  evaluate<R>(fn: (arg: string) => R, arg?: string): Promise<R>;
}

/** A browser of one engine: a fresh page per test, at a viewport size. */
export interface EngineBrowser {
  readonly engine: EngineName;
  open(url: string, viewport?: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}
