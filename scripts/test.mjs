/**
 * `npm test`: finds Chromium and Firefox (installing Debian's `chromium` and `firefox-esr` when missing and this is a
 * root shell with apt-get, else saying how), builds dist/ (some tests load the built files), then runs every test
 * file in both engines. Extra arguments go to web-test-runner (e.g. `npm test -- --files test/elements/x.test.ts`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = [
  { name: 'Chromium', paths: ['/usr/lib/chromium/chromium', '/usr/bin/chromium'], env: 'CHROMIUM_PATH', pkg: 'chromium' },
  { name: 'Firefox', paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'], env: 'FIREFOX_PATH', pkg: 'firefox-esr' },
];

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const found = (b) => (process.env[b.env] && existsSync(process.env[b.env])) || b.paths.some((p) => existsSync(p));

const missing = BROWSERS.filter((b) => !found(b));
if (missing.length) {
  const pkgs = missing.map((b) => b.pkg);
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Installing ${pkgs.join(' and ')} from Debian…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...pkgs]);
  }
  const still = BROWSERS.filter((b) => !found(b));
  if (still.length) {
    console.error(
      `The tests need ${still.map((b) => b.name).join(' and ')}. Install them with\n` +
        `  sudo apt-get install -y ${still.map((b) => b.pkg).join(' ')}\n` +
        `or point ${still.map((b) => b.env).join(' / ')} at the executable.`,
    );
    process.exit(1);
  }
}

if (run('npm', ['run', '--silent', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['web-test-runner', ...process.argv.slice(2)]));
