// The start of a browser test file: the seeded test app and Chromium, side by side, and a watched page on it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchPage } from './browser';
import { startTestApp, type TestApp } from './start-test-app';

/**
 * A new page of `context` whose problems are collected (watchPage). Every wait in a test is for its event (a toast,
 * a dialog, a request); the timeout only bounds one that never ends. An upload starts the image process and encodes
 * every variant: with the rest of the suite on two cores that took over 10 s.
 */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  return { page, problems: watchPage(page) };
}

/** The seeded test app and Chromium, started together, with a watched page at `viewport`. */
export async function startAppInBrowser(viewport: { width: number; height: number }): Promise<{
  app: TestApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  problems: string[];
}> {
  const [app, browser] = await Promise.all([startTestApp({ seed: true }), launchBrowser()]);
  const context = await browser.newContext({ viewport });
  return { app, browser, context, ...(await watchedPage(context)) };
}
