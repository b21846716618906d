/**
 * A web-test-runner launcher for WebKit (Safari's engine) from Debian's WebKitGTK: MiniBrowser driven by
 * WebKitWebDriver over classic WebDriver. MiniBrowser has no headless mode, so each launcher starts its own Xvfb on a
 * free display and its own driver on a free port, and stops both (driver first, then Xvfb) when the run ends, when the
 * process is interrupted (SIGINT, SIGTERM, SIGHUP — the runner handles only SIGINT) and when it exits, so no
 * MiniBrowser, driver or X server outlives the run.
 */
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { freePort } from '../../scripts/free-port.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const STARTUP_TIMEOUT = 20000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Process groups started by any WebKit launcher in this process and not yet stopped. */
const running = new Set();

/**
 * Sends SIGKILL to every process group still running, newest (the driver) first, and returns the processes; the
 * sending is synchronous, so it can run on 'exit'.
 */
function killAll() {
  const killed = [...running].reverse();
  for (const child of killed) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
  return killed;
}

const ended = (child) => Boolean(child.failure) || child.exitCode !== null || child.signalCode !== null;
const exitOf = (child) => (ended(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

function onSignal(signal) {
  console.error(`\nWebKit launcher: ${signal} received; stopping WebKit, its driver and Xvfb.`);
  const killed = killAll();
  // The runner stops and exits on SIGINT by itself; for the signals nobody else handles, exit as the signal would,
  // once the killed processes are reaped.
  if (process.listenerCount(signal) > 1) return;
  const reaped = Promise.all(killed.map(exitOf));
  const timeout = new Promise((resolve) => setTimeout(resolve, 2000).unref());
  Promise.race([reaped, timeout]).then(() => process.exit(128 + constants.signals[signal]));
}

let handlersInstalled = false;
function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAll);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

/**
 * Starts `command` in its own process group (so stopping it also stops what it started, such as MiniBrowser and its
 * web processes, and a terminal's Ctrl-C reaches only the runner, which then stops it in order) and tracks it.
 */
function start(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // A command that cannot be started emits 'error' and perhaps never 'exit'.
  child.once('error', (error) => {
    child.failure = error;
    running.delete(child);
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.output = () => output;
  return child;
}

/** Stops a process group: SIGTERM, then SIGKILL if it has not exited within a second; resolves once it has. */
async function stopGroup(child) {
  if (!child || ended(child)) return;
  const exited = exitOf(child);
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 1000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/** Starts Xvfb on the first free display (it reports the number through -displayfd) and resolves with the display. */
async function startXvfb() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb did not start within ${STARTUP_TIMEOUT} ms`)),
      STARTUP_TIMEOUT,
    );
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
    xvfb.once('error', (error) => reject(new Error(`Could not start Xvfb: ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready:\n${xvfb.output()}`)));
  }).catch(async (error) => {
    await stopGroup(xvfb);
    throw error;
  });
  xvfb.stdio[3].destroy();
  return { xvfb, display };
}

/** Resolves once the driver at `url` answers GET /status with ready: true; rejects if it exits or times out. */
async function waitForDriver(driver, url) {
  const deadline = Date.now() + STARTUP_TIMEOUT;
  let exited = false;
  driver.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (driver.failure) throw new Error(`Could not start WebKitWebDriver: ${driver.failure.message}`);
    if (exited) throw new Error(`WebKitWebDriver exited before it was ready:\n${driver.output()}`);
    try {
      const response = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) });
      const { value } = await response.json();
      if (value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer ${url}/status within ${STARTUP_TIMEOUT} ms:\n${driver.output()}`);
}

/** Runs tests in WebKitGTK's MiniBrowser under a private Xvfb and WebKitWebDriver. */
export class WebKitLauncher extends WebdriverLauncher {
  /**
   * @param {{ driver?: string, binary?: string }} [options] the WebKitWebDriver command and the MiniBrowser executable
   */
  constructor({ driver = 'WebKitWebDriver', binary = MINIBROWSER } = {}) {
    super({
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        // webdriverio 9 asks for a WebDriver BiDi session by default, which WebKitWebDriver refuses.
        'wdio:enforceWebDriverClassic': true,
      },
    });
    this._driverCommand = driver;
    this._binary = binary;
    // One test file at a time, each in its own page, whatever the run's concurrency: with more, the webdriver
    // launcher runs files in iframes of one page, where keyboard and mouse commands are unsupported.
    this.concurrency = 1;
  }

  /** Starts Xvfb and WebKitWebDriver, then lets the webdriver launcher connect to the driver. */
  async initialize(config, testFiles) {
    if (!existsSync(this._binary))
      throw new Error(`MiniBrowser not found at ${this._binary}; install Debian's webkit2gtk-driver`);
    installHandlers();
    const { xvfb, display } = await startXvfb();
    this._xvfb = xvfb;
    try {
      const port = await freePort();
      this._driver = start(this._driverCommand, [`--port=${port}`], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DISPLAY: display },
      });
      await waitForDriver(this._driver, `http://127.0.0.1:${port}`);
      Object.assign(this.options, { hostname: '127.0.0.1', port, path: '/', logLevel: 'error' });
    } catch (error) {
      await this._stopProcesses();
      throw error;
    }
    await super.initialize({ ...config, concurrency: this.concurrency }, testFiles);
    this.name = 'WebKit';
  }

  /** Ends the WebDriver session (closing MiniBrowser), then stops the driver and Xvfb. */
  async stop() {
    // After an interrupt the driver is already gone: ending the session would only wait for connection retries.
    if (running.has(this._driver)) await super.stop();
    else if (this.pendingHeartbeat != null) clearInterval(this.pendingHeartbeat);
    await this._stopProcesses();
  }

  async _stopProcesses() {
    await stopGroup(this._driver);
    await stopGroup(this._xvfb);
    this._driver = undefined;
    this._xvfb = undefined;
  }
}

/** Creates a launcher that runs tests in WebKitGTK's MiniBrowser. */
export function webkitLauncher(options) {
  return new WebKitLauncher(options);
}
