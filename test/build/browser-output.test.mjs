/**
 * The test runner reads what a browser started through puppeteer writes on its standard error for as long as it runs:
 * a stand-in browser started by puppeteer's own launcher names its debugging address, as Firefox does, then writes far
 * more than a pipe holds, as Firefox does over a test file that opens and removes many frames, and exits. Left as
 * puppeteer leaves it, the pipe fills and the stand-in waits on its next line for ever; drained, it exits.
 */
import { launch, WEBDRIVER_BIDI_WEBSOCKET_ENDPOINT_REGEX } from '@puppeteer/browsers';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { drainedBrowserContext } from '../support/browser-output.mjs';

// 8 MB in lines the length of Firefox's, each a blocking write() as Firefox's are: far past what a pipe holds.
const STAND_IN = `
const { writeSync } = require('node:fs');
writeSync(2, 'WebDriver BiDi listening on ws://127.0.0.1:9222\\n');
const line = 'JavaScript error: resource://gre/actors/FormHandlerChild.sys.mjs, line 103: ' + 'x'.repeat(120) + '\\n';
for (let i = 0; i < 40000; i++) writeSync(2, line);
`;

describe('the browser launch', () => {
  it("reads the browser's standard error after the browser has named its address", async () => {
    const started = launch({
      executablePath: process.execPath,
      args: ['-e', STAND_IN],
      env: {},
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    try {
      assert.equal(
        await started.waitForLineOutput(WEBDRIVER_BIDI_WEBSOCKET_ENDPOINT_REGEX, 10000),
        'ws://127.0.0.1:9222',
      );
      const context = {};
      const browser = { process: () => started.nodeProcess, defaultBrowserContext: () => context };
      assert.equal(drainedBrowserContext({ browser }), context);
      let timer;
      const stuck = new Promise((resolve) => (timer = setTimeout(resolve, 20000, ['stuck'])));
      const [code] = await Promise.race([once(started.nodeProcess, 'exit'), stuck]);
      assert.equal(code, 0, 'the stand-in browser never finished writing its standard error');
      clearTimeout(timer);
    } finally {
      started.nodeProcess.kill('SIGKILL');
    }
  });
});
