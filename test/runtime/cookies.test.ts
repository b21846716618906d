import { expect } from '@open-wc/testing';
import { deleteCookie, getCookie, setCookie } from '../../runtime/lib/cookies.js';
import { attributes, clearCookies, cookieRecorder } from './cookie-recorder.js';

describe('cookies', () => {
  afterEach(clearCookies);

  it('writes name=value with Max-Age, Path=/ and SameSite=Lax, and reads the value back', () => {
    const doc = cookieRecorder();
    setCookie('ss_test', 'abc|1|2', { maxAgeSeconds: 1800 }, doc);
    expect(doc.writes).to.deep.equal(['ss_test=abc|1|2; Max-Age=1800; Path=/; SameSite=Lax']);
    expect(getCookie('ss_test')).to.equal('abc|1|2');
  });

  it('marks every cookie Secure on an https page (and keeps SameSite=Lax), none on plain http', () => {
    const doc = cookieRecorder();
    setCookie('ss_secure_test', '1', { maxAgeSeconds: 60, secure: true }, doc);
    expect(doc.writes).to.deep.equal(['ss_secure_test=1; Max-Age=60; Path=/; SameSite=Lax; Secure']);
    // The test pages are served over http: the default follows the page.
    setCookie('ss_plain_test', '1', {}, doc);
    expect(attributes(doc.lastWrite('ss_plain_test'))).to.not.have.property('secure');
  });

  it('writes a session cookie (no Max-Age) when no lifetime is given', () => {
    const doc = cookieRecorder();
    setCookie('ss_session_test', 'x', {}, doc);
    expect(attributes(doc.lastWrite('ss_session_test'))).to.not.have.property('max-age');
    expect(getCookie('ss_session_test')).to.equal('x');
  });

  it('encodes characters a cookie value cannot hold and decodes them on read', () => {
    setCookie('ss_odd', 'a b;c,"d"%');
    expect(document.cookie).to.contain('ss_odd=a%20b%3Bc%2C%22d%22%25');
    expect(getCookie('ss_odd')).to.equal('a b;c,"d"%');
  });

  it('returns undefined for a missing cookie and does not match on a name prefix', () => {
    setCookie('ss_cvr_other', '1');
    expect(getCookie('ss_cvr')).to.be.undefined;
    expect(getCookie('ss_cvr_other')).to.equal('1');
  });

  it('deletes a cookie with Max-Age=0 on its path', () => {
    setCookie('ss_gone', '1');
    const doc = cookieRecorder();
    deleteCookie('ss_gone', '/', doc);
    expect(attributes(doc.lastWrite('ss_gone'))['max-age']).to.equal('0');
    expect(getCookie('ss_gone')).to.be.undefined;
  });

  it('also deletes the cookie set with Domain= the host or a parent domain', () => {
    const doc = cookieRecorder();
    deleteCookie('ss_cvr', '/', doc, 'www.shop.example.com');
    const domains = doc.writes.map((w) => attributes(w).domain);
    expect(domains).to.deep.equal([undefined, 'www.shop.example.com', 'shop.example.com', 'example.com']);
    for (const w of doc.writes) expect(attributes(w)['max-age']).to.equal('0');
  });
});
