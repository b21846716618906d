import { expect } from '@open-wc/testing';
import { DataLayerError } from '../../runtime/data-layer.js';
import {
  getSiteUserXsrfToken,
  signInSiteUser,
  signOutSiteUser,
  signUpSiteUser,
  siteUserRequest,
} from '../../runtime/site-user.js';
import { createLocalStore } from '../../runtime/storage.js';
import { forwardingTransport, inspect, issueCrumb, newSiteUserAccount, recordingTransport } from './fakes.js';

function memoryStore() {
  const map = new Map<string, string>();
  return createLocalStore(() => ({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }));
}

describe('site-user session', () => {
  afterEach(() => {
    document.cookie = 'crumb=; Max-Age=0; path=/';
  });

  it('signs in with POST /api/site-users/account/session (email, password, rememberMe) and stores the xsrfToken', async () => {
    const { email, password } = await newSiteUserAccount();
    const transport = forwardingTransport();
    const store = memoryStore();
    const session = await signInSiteUser({ email, password, rememberMe: true }, transport, store);
    const [request] = transport.requests;
    expect(request.method).to.equal('POST');
    expect(request.url).to.match(/^\/api\/site-users\/account\/session\?crumb=[\w-]+$/);
    expect(request.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(request.body)).to.deep.equal({ email, password, rememberMe: true });
    expect(session.xsrfToken).to.be.a('string').and.not.be.empty;
    expect(getSiteUserXsrfToken(store)).to.equal(session.xsrfToken);
  });

  it('creates an account with POST /api/site-users/accounts and then dispatches sqs-track create-account', async () => {
    const email = `member-${crypto.randomUUID()}@example.com`;
    const transport = forwardingTransport();
    const tracked: unknown[] = [];
    const listen = (e: CustomEvent) => void tracked.push(e.detail);
    document.addEventListener('sqs-track', listen);
    try {
      expect(await signUpSiteUser({ email, password: 'a member password' }, transport)).to.deep.equal({ email });
      const [request] = transport.requests;
      expect(request.method).to.equal('POST');
      expect(request.url).to.match(/^\/api\/site-users\/accounts(?:\?crumb=[\w-]+)?$/);
      expect(JSON.parse(request.body)).to.deep.equal({ email, password: 'a member password' });
      expect(tracked).to.deep.equal([{ event: 'create-account' }]);
      let error: unknown;
      await signUpSiteUser({ email: 'nope', password: 'x' }, transport).catch((e: unknown) => (error = e));
      expect(error).to.be.instanceOf(DataLayerError);
      expect(tracked).to.have.length(1);
    } finally {
      document.removeEventListener('sqs-track', listen);
    }
  });

  it('sends rememberMe false when it is not given', async () => {
    const { email, password } = await newSiteUserAccount();
    const transport = forwardingTransport();
    await signInSiteUser({ email, password }, transport, memoryStore());
    expect(JSON.parse(transport.requests[0].body).rememberMe).to.equal(false);
  });

  it('carries X-SiteUser-XSRF-Token on later site-user requests, which the API requires', async () => {
    const { email, password } = await newSiteUserAccount();
    const transport = forwardingTransport();
    const store = memoryStore();
    const { xsrfToken } = await signInSiteUser({ email, password }, transport, store);
    const account = await siteUserRequest<{ email: string }>('GET', '/api/site-users/account', {}, transport, store);
    expect(transport.requests[1].headers['x-siteuser-xsrf-token']).to.equal(xsrfToken);
    expect(account.email).to.equal(email);

    const withoutToken = await siteUserRequest('GET', '/api/site-users/account', {}, transport, memoryStore()).catch(
      (e: unknown) => e,
    );
    expect(transport.requests[2].headers).not.to.have.property('x-siteuser-xsrf-token');
    expect(withoutToken).to.be.instanceOf(DataLayerError);
    expect((withoutToken as DataLayerError).status).to.equal(403);
  });

  it('rejects wrong credentials with the API’s error', async () => {
    const { email } = await newSiteUserAccount();
    const store = memoryStore();
    const error = await signInSiteUser({ email, password: 'wrong' }, forwardingTransport(), store).catch(
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(DataLayerError);
    expect((error as DataLayerError).message).to.equal('Invalid email or password');
    expect(getSiteUserXsrfToken(store)).to.equal(undefined);
  });

  it('signs out with DELETE …/session?cloneCart= and forgets the token', async () => {
    const { email, password } = await newSiteUserAccount();
    const transport = forwardingTransport();
    const store = memoryStore();
    const { xsrfToken } = await signInSiteUser({ email, password }, transport, store);
    await signOutSiteUser({ cloneCart: true }, transport, store);
    const request = transport.requests[1];
    expect(request.method).to.equal('DELETE');
    const url = new URL(request.url, location.origin);
    expect(url.pathname).to.equal('/api/site-users/account/session');
    expect(url.searchParams.get('cloneCart')).to.equal('true');
    expect(request.headers['x-siteuser-xsrf-token']).to.equal(xsrfToken);
    expect(getSiteUserXsrfToken(store)).to.equal(undefined);
    const sessions = (
      await inspect<{ email: string; active: boolean; cloneCart: boolean | null }>('site-user-sessions')
    ).filter((s) => s.email === email);
    expect(sessions).to.deep.equal([{ email, rememberMe: false, active: false, cloneCart: true }]);
  });

  it('repeats the sign-out once, 200 ms later, when the API answers crumbFail', async () => {
    const { email, password } = await newSiteUserAccount();
    const transport = forwardingTransport();
    const store = memoryStore();
    await signInSiteUser({ email, password }, transport, store);
    document.cookie = 'crumb=; Max-Age=0; path=/';
    await signOutSiteUser({}, transport, store);
    const deletes = transport.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).to.have.length(2);
    expect(new URL(deletes[0].url, location.origin).searchParams.has('crumb')).to.equal(false);
    expect(new URL(deletes[1].url, location.origin).searchParams.get('cloneCart')).to.equal('false');
    expect(new URL(deletes[1].url, location.origin).searchParams.get('crumb')).to.be.a('string').and.not.be.empty;
    expect(transport.sleeps).to.deep.equal([200]);
    const [session] = (await inspect<{ email: string; active: boolean }>('site-user-sessions')).filter(
      (s) => s.email === email,
    );
    expect(session.active).to.equal(false);
  });
});

describe('site-user token storage', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the token in session storage, not local storage', async () => {
    const transport = recordingTransport({ respond: () => Response.json({ xsrfToken: 'tok-1' }) });
    await signInSiteUser({ email: 'a@example.com', password: 'pw' }, transport);
    expect(JSON.parse(sessionStorage.getItem('sqs-site-user-xsrf-token')!)).to.deep.equal({ value: 'tok-1' });
    expect(localStorage.getItem('sqs-site-user-xsrf-token')).to.equal(null);
    expect(getSiteUserXsrfToken()).to.equal('tok-1');
  });

  it('forgets the token when the sign-out fails', async () => {
    const store = memoryStore();
    store.set('sqs-site-user-xsrf-token', 'tok-2');
    localStorage.setItem('sqs-site-user-xsrf-token', JSON.stringify({ value: 'old' }));
    const transport = recordingTransport({ respond: () => Promise.reject(new TypeError('offline')) });
    const error = await signOutSiteUser({}, transport, store).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DataLayerError);
    expect((error as DataLayerError).kind).to.equal('connection');
    expect(transport.requests.map((r) => [r.method, r.headers['x-siteuser-xsrf-token']])).to.deep.equal([
      ['DELETE', 'tok-2'],
    ]);
    expect(getSiteUserXsrfToken(store)).to.equal(undefined);
    expect(localStorage.getItem('sqs-site-user-xsrf-token')).to.equal(null);
  });
});

describe('site-user reference API', () => {
  let crumb = '';
  beforeEach(async () => {
    crumb = await issueCrumb();
  });
  afterEach(() => {
    document.cookie = 'crumb=; Max-Age=0; path=/';
  });

  it('answers 400 with a JSON error to malformed sign-ins and sign-outs', async () => {
    const signIn = (body: string) =>
      fetch(`/api/site-users/account/session?crumb=${crumb}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    const cases: Array<[string, string]> = [
      ['{bad', 'Malformed JSON body'],
      ['{"email":"not-an-email","password":"x"}', 'email must be an email address'],
      ['{"email":"a@example.com","password":""}', 'password is required'],
      ['{"email":"a@example.com","password":"x","rememberMe":"yes"}', 'rememberMe must be a boolean'],
    ];
    for (const [body, error] of cases) {
      const response = await signIn(body);
      expect(response.status, body).to.equal(400);
      expect(await response.json()).to.deep.equal({ error });
    }
    const signOut = await fetch(`/api/site-users/account/session?crumb=${crumb}&cloneCart=maybe`, { method: 'DELETE' });
    expect(signOut.status).to.equal(400);
    expect(await signOut.json()).to.deep.equal({ error: 'cloneCart must be true or false' });
  });

  it('answers 403 to a site-user request without the XSRF header', async () => {
    const email = `member-${crypto.randomUUID()}@example.com`;
    const json = { 'content-type': 'application/json' };
    await fetch(`/api/site-users/accounts?crumb=${crumb}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'pw' }),
    });
    await fetch(`/api/site-users/account/session?crumb=${crumb}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'pw' }),
    });
    const response = await fetch('/api/site-users/account');
    expect(response.status).to.equal(403);
    expect(await response.json()).to.deep.equal({ error: 'Missing or invalid X-SiteUser-XSRF-Token' });
  });
});
