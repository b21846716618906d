import { expect } from '@open-wc/testing';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { createLocalStore, getSessionInfo, localStore, startSession, type StorageLike } from '../../runtime/storage.js';
import { attributes, clearCookies, cookieRecorder } from './cookie-recorder.js';
import { useSiteContext } from '../support/site-context.js';

/** An in-memory Web Storage stand-in. */
function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

/** A local store over one in-memory storage. */
function memoryStore() {
  const storage = memoryStorage();
  return createLocalStore(() => storage);
}

describe('storage', () => {
  useSiteContext();
  afterEach(() => {
    localStorage.clear();
    clearCookies();
    resetConfiguration();
  });

  describe('localStore', () => {
    it('stores JSON values in localStorage and removes them', () => {
      expect(localStore.get('missing')).to.be.undefined;
      expect(localStore.set('popup', { version: 3, submitted: true })).to.equal(true);
      expect(localStore.get('popup')).to.deep.equal({ version: 3, submitted: true });
      expect(JSON.parse(localStorage.getItem('popup')!)).to.deep.equal({ value: { version: 3, submitted: true } });
      localStore.remove('popup');
      expect(localStorage.getItem('popup')).to.equal(null);
    });

    it('keeps an entry until its expiry and removes it when read after', () => {
      let now = 1_000_000;
      const storage = memoryStorage();
      const store = createLocalStore(
        () => storage,
        () => now,
      );
      store.set('token', 'abc', { expiresIn: 1000 });
      expect(JSON.parse(storage.getItem('token')!)).to.deep.equal({ value: 'abc', expires: 1_001_000 });
      now += 999;
      expect(store.get('token')).to.equal('abc');
      now += 1;
      expect(store.get('token')).to.be.undefined;
      expect(storage.data.has('token')).to.equal(false);
    });

    it('gives undefined for an unreadable entry', () => {
      const storage = memoryStorage();
      storage.setItem('bad', '{not json');
      expect(createLocalStore(() => storage).get('bad')).to.be.undefined;
    });

    it('fails quietly when storage is unavailable or refuses', () => {
      const none = createLocalStore(() => null);
      expect(none.get('a')).to.be.undefined;
      expect(none.set('a', 1)).to.equal(false);
      const full = memoryStorage();
      full.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      expect(createLocalStore(() => full).set('a', 1)).to.equal(false);
      expect(() => none.remove('a')).to.not.throw();
    });
  });

  describe('session info', () => {
    it('starts a session on the first page: a new id in tab storage and a session cookie', () => {
      const doc = cookieRecorder();
      const tab = memoryStorage();
      const info = startSession({
        doc,
        session: createLocalStore(() => tab),
        local: memoryStore(),
        href: 'https://site.test/landing',
      });
      expect(info.sessionId).to.match(/^[0-9a-f-]{36}$/);
      expect(info).to.deep.include({ firstLanding: true, landingUrl: 'https://site.test/landing' });
      expect(JSON.parse(tab.getItem('sqs-session')!).value).to.deep.equal({
        sessionId: info.sessionId,
        landingUrl: 'https://site.test/landing',
      });
      const written = doc.lastWrite('ss_sid')!;
      expect(written.startsWith(`ss_sid=${info.sessionId};`)).to.equal(true);
      expect(attributes(written)).to.not.have.property('max-age');
    });

    it('continues the session on the next page and remembers the first session', () => {
      const local = memoryStore();
      const tab = memoryStore();
      const first = startSession({ session: tab, local, href: 'https://site.test/a' });
      const next = startSession({ session: tab, local, href: 'https://site.test/b' });
      expect(next).to.deep.equal({
        sessionId: first.sessionId,
        firstLanding: false,
        firstSession: true,
        landingUrl: 'https://site.test/a',
      });
      // The browser session ends: the session cookie and the tab storage are gone, local storage stays.
      clearCookies();
      const later = startSession({ session: memoryStore(), local, href: 'https://site.test/c' });
      expect(later.sessionId).to.not.equal(first.sessionId);
      expect(later).to.deep.include({ firstLanding: true, firstSession: false, landingUrl: 'https://site.test/c' });
    });

    it('shares the session with another tab through the cookie', () => {
      const local = memoryStore();
      const first = startSession({ session: memoryStore(), local, href: 'https://site.test/a' });
      const otherTab = startSession({ session: memoryStore(), local, href: 'https://site.test/b' });
      expect(otherTab.sessionId).to.equal(first.sessionId);
      expect(otherTab.firstLanding).to.equal(false);
    });

    it('sets no session cookie and keeps no lasting id when tracking is not allowed', () => {
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      const doc = cookieRecorder();
      const lasting = memoryStorage();
      const info = startSession({ doc, session: memoryStore(), local: createLocalStore(() => lasting) });
      expect(info).to.deep.include({ firstLanding: true, firstSession: true });
      expect(doc.writes).to.deep.equal([]);
      expect([...lasting.data.keys()]).to.deep.equal([]);
    });

    it('keeps the landing url without its query and fragment', () => {
      const tab = memoryStorage();
      const info = startSession({
        session: createLocalStore(() => tab),
        local: memoryStore(),
        href: 'https://site.test/reset?token=secret&email=a%40b.test#access_token=xyz',
      });
      expect(info.landingUrl).to.equal('https://site.test/reset');
      expect(JSON.parse(tab.getItem('sqs-session')!).value).to.deep.equal({
        sessionId: info.sessionId,
        landingUrl: 'https://site.test/reset',
      });
    });

    it("works out this page's session info once", () => {
      const info = getSessionInfo();
      expect(getSessionInfo()).to.equal(info);
      expect(info.landingUrl).to.equal(location.origin + location.pathname);
    });
  });
});
