import { expect } from '@open-wc/testing';
import { apiUrl, configure, getSiteContext, readSiteContext, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings } from '../support/helpers.js';

function contextScript(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sqs-site-context';
  script.textContent = text;
  document.body.append(script);
  return script;
}

describe('site context', () => {
  afterEach(() => {
    document.getElementById('sqs-site-context')?.remove();
    resetConfiguration();
  });

  it('reads the context from script#sqs-site-context', () => {
    contextScript(
      JSON.stringify({ websiteId: 'w1', templateId: 't1', pageType: 2, locale: 'en-US', websiteRoles: [10] }),
    );
    expect(readSiteContext()).to.deep.equal({
      websiteId: 'w1',
      templateId: 't1',
      pageType: 2,
      locale: 'en-US',
      websiteRoles: [10],
    });
    expect(getSiteContext().websiteId).to.equal('w1');
  });

  it('gives an empty context without a context script, silently', async () => {
    const warnings = await captureWarnings(() => expect(readSiteContext()).to.deep.equal({}));
    expect(warnings).to.deep.equal([]);
  });

  for (const [label, text] of [
    ['malformed JSON', '{"websiteId": '],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"site"'],
  ]) {
    it(`warns once and gives an empty context for ${label}`, async () => {
      contextScript(text!);
      let context: unknown;
      const warnings = await captureWarnings(() => (context = getSiteContext()));
      expect(context).to.deep.equal({});
      expect(warnings).to.deep.equal([
        'The site context (script#sqs-site-context) is not a JSON object; it was ignored.',
      ]);
      // Read once: asking again does not warn again.
      expect(await captureWarnings(() => getSiteContext())).to.deep.equal([]);
    });
  }

  it('merges configure({ context }) over the page context', () => {
    contextScript(JSON.stringify({ websiteId: 'w1', locale: 'en-US' }));
    configure({ context: { locale: 'de-DE', pageType: 100 } });
    expect(getSiteContext()).to.deep.equal({ websiteId: 'w1', locale: 'de-DE', pageType: 100 });
  });

  it('sends API paths to the same origin by default and under apiBase when configured', () => {
    expect(apiUrl('/api/census/RecordHit')).to.equal('/api/census/RecordHit');
    configure({ apiBase: 'https://analytics.example.com/v2/' });
    expect(apiUrl('/api/census/RecordHit')).to.equal('https://analytics.example.com/v2/api/census/RecordHit');
    expect(apiUrl('https://analytics.example.com/api/x')).to.equal('https://analytics.example.com/api/x');
    expect(apiUrl(`${location.origin}/api/x`)).to.equal(`${location.origin}/api/x`);
    resetConfiguration();
    expect(apiUrl('/api/x')).to.equal('/api/x');
  });

  it('refuses API paths and URLs that would leave the page’s origin or the API base’s', () => {
    const refused = (path: string) => expect(() => apiUrl(path), path).to.throw(TypeError);
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'api/x', '', 'https://other.example/api/x'])
      refused(path);
    configure({ apiBase: 'https://api.example.com' });
    // Glued to the base without a leading slash these would name evil.example or api.example.com.evil.com.
    for (const path of ['@evil.example/x', '.evil.com/x', '//evil.example/x', 'http://api.example.com/x'])
      refused(path);
    expect(apiUrl('/x@evil.example')).to.equal('https://api.example.com/x@evil.example');
  });

  it('accepts only an absolute http(s) URL without credentials, query or fragment as apiBase', () => {
    for (const base of [
      'api.example.com',
      'javascript:alert(1)',
      'https://user:pw@api.example.com',
      'https://a.example/?x',
    ])
      expect(() => configure({ apiBase: base }), base).to.throw(TypeError);
    expect(apiUrl('/api/x')).to.equal('/api/x');
  });
});
