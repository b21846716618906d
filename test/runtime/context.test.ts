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
    expect(apiUrl('https://other.example/api/x')).to.equal('https://other.example/api/x');
    resetConfiguration();
    expect(apiUrl('/api/x')).to.equal('/api/x');
  });
});
