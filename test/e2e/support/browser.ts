/** Debian's Chromium driven by playwright-core (`npx playwright install` cannot download here). */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launch(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // No --user-data-dir: playwright refuses it in launch() and gives every launch a fresh
      // temporary profile of its own, removed on close.
    ],
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => {});
    },
  };
}

/** A phone: 360 × 740, touch, light or dark. Service workers are blocked so every request is seen. */
export async function phone(browser: Browser, colorScheme: "light" | "dark", storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme,
    serviceWorkers: "block",
    ...(storageState ? { storageState } : {}),
  });
}
