/**
 * The flags every headless launch of Debian's Chromium from web uses (cover renditions, the web bench), the same
 * the e2e suite passes (e2e/support/browser.ts), which web may not import: no sandbox (containers, CI), no GPU,
 * and nothing fetched in the background that could change a page or a figure.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
