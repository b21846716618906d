import { expect, waitUntil } from '@open-wc/testing';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { ChunkLoadError } from '../../runtime/load-chunk.js';
import { promptLogin } from '../../runtime/login-prompt.js';
// The runtime as a page loads it: its start-up listens for `sqs-login-prompt`.
import '../../runtime/start.js';
import { typeInto } from '../support/helpers.js';
import { newSiteUserAccount } from './fakes.js';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** Records the page's fetch calls to /api/site-users/ (passing them on) until `restore()`. */
function recordFetch() {
  const original = window.fetch;
  const seen: Seen[] = [];
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.startsWith('/api/site-users/'))
      seen.push({
        url,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      });
    return original(input, init);
  };
  return { seen, restore: () => (window.fetch = original) };
}

/** Returns the page's login prompt once it shows. */
async function shownPrompt() {
  await waitUntil(
    () => document.querySelector('sqs-login-prompt')?.shadowRoot?.querySelector('[part~="base"]'),
    'no login prompt showed',
  );
  return document.querySelector('sqs-login-prompt')!;
}

/** Types `text` into the prompt's input named `name`. */
async function type(prompt: Element, name: string, text: string): Promise<void> {
  const input = prompt.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.focus();
  typeInto(input, text);
  await waitUntil(() => input.value === text, `${name} never took the typed text`);
}

const MEMBER_AREA = '/api/site-users/account/member-area';

describe('the login prompt of the runtime', () => {
  let recorder: ReturnType<typeof recordFetch>;
  beforeEach(() => {
    recorder = recordFetch();
    sessionStorage.clear();
  });
  afterEach(() => {
    recorder.restore();
    document.querySelector('sqs-login-prompt')?.remove();
  });

  it('opens one <sqs-login-prompt> on loginRequired; after signing in the original request is retried once with the new X-SiteUser-XSRF-Token and resolves with its answer', async () => {
    const account = await newSiteUserAccount();
    recorder.seen.length = 0;
    const pending = request<{ email: string; memberArea: boolean }>('GET', MEMBER_AREA);
    const prompt = await shownPrompt();
    expect(document.querySelectorAll('sqs-login-prompt')).to.have.length(1);
    await type(prompt, 'email', account.email);
    await type(prompt, 'password', account.password);
    prompt.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    expect(await pending).to.deep.equal({ email: account.email, memberArea: true });
    const calls = recorder.seen.map(({ method, url }) => `${method} ${url.split('?')[0]}`);
    expect(calls).to.deep.equal([`GET ${MEMBER_AREA}`, 'POST /api/site-users/account/session', `GET ${MEMBER_AREA}`]);
    const token = recorder.seen[2]!.headers['x-siteuser-xsrf-token'];
    expect(token).to.be.a('string').and.not.be.empty;
    expect(recorder.seen[0]!.headers).not.to.have.property('x-siteuser-xsrf-token');
    expect((prompt as HTMLElement & { open: boolean }).open).to.be.false;
  });

  it('rejects the original request with its loginRequired error when the prompt is cancelled', async () => {
    const pending = request('GET', MEMBER_AREA).catch((error: unknown) => error);
    const prompt = await shownPrompt();
    prompt.shadowRoot!.querySelector<HTMLButtonElement>('[part~="cancel"]')!.click();
    const error = (await pending) as DataLayerError;
    expect(error).to.be.instanceOf(DataLayerError);
    expect([error.kind, error.status, error.url]).to.deep.equal(['login-required', 401, MEMBER_AREA]);
    expect(recorder.seen).to.have.length(1);
  });

  it('uses the login prompt already in the page instead of adding one', async () => {
    const own = document.createElement('sqs-login-prompt');
    document.body.append(own);
    const pending = request('GET', MEMBER_AREA).catch((error: unknown) => error);
    const prompt = await shownPrompt();
    expect(prompt).to.equal(own);
    expect(document.querySelectorAll('sqs-login-prompt')).to.have.length(1);
    prompt.shadowRoot!.querySelector<HTMLButtonElement>('[part~="cancel"]')!.click();
    expect(await pending).to.be.instanceOf(DataLayerError);
  });

  it("tries the prompt's code once more when its import is refused, then rejects with 'Loading chunk login-prompt failed'", async () => {
    const attempts: number[] = [];
    const refused = () => (attempts.push(attempts.length), Promise.reject(new TypeError('Failed to fetch')));
    const error = await promptLogin(document, refused).catch((e: unknown) => e as ChunkLoadError);
    expect(attempts).to.deep.equal([0, 1]);
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect([error.message, error.chunkId, error.type]).to.deep.equal([
      'Loading chunk login-prompt failed',
      'login-prompt',
      'missing',
    ]);
    expect(document.querySelector('sqs-login-prompt')).to.equal(null);
  });
});
