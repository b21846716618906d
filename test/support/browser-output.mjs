/**
 * The standard error of a browser started through puppeteer (Chromium and Firefox here), read for as long as the
 * browser runs. puppeteer starts the browser with its standard error on a pipe, reads it only until the browser names
 * its debugging address and then leaves it unread. Firefox keeps writing there: a line for each error of its own
 * scripts, and removing a frame makes some (its form handler, its WebDriver BiDi agent), so a test file that opens and
 * removes a hundred frames writes a few hundred lines. Once the pipe holds what it can, the next line blocks the
 * process that writes it until someone reads: a page stops in the middle of a test, where no timeout of its own fires,
 * and the browser stops answering for every file after it.
 */

/**
 * Returns the browser's default context, as web-test-runner's puppeteer launchers do by default, after setting its
 * standard error flowing again with nothing listening, so whatever the browser writes there is read and dropped.
 */
export function drainedBrowserContext({ browser }) {
  browser.process()?.stderr?.resume();
  return browser.defaultBrowserContext();
}
