import { expect, waitUntil } from '@open-wc/testing';
import { openFixture, type FixturePage } from './fixtures/open-fixture.js';

/** Makes the test server refuse (404) this browser the modules whose path holds one of `fragments` ('' refuses none). */
async function refuseModules(fragments: string): Promise<void> {
  await fetch('/__fail-modules', { method: 'POST', body: fragments });
}

describe("an element's lazily loaded part that cannot be loaded (the build)", () => {
  let page: FixturePage | undefined;
  afterEach(async () => {
    await refuseModules('');
    page?.close();
    page = undefined;
  });

  it("<sqs-map> shows 'Unable to load. Try again.' beside its address, and draws the map when it is pressed", async () => {
    await refuseModules('leaflet-view');
    page = await openFixture('map-load-failed.html');
    const el = page.document.querySelector<HTMLElement>('sqs-map')!;
    const failed = () => el.shadowRoot?.querySelector('[part="load-failed"]');
    await waitUntil(failed, 'no failure shown', { timeout: 5000 });
    expect(el.dataset.state).to.equal('failed');
    expect(failed()!.getAttribute('role')).to.equal('alert');
    const retry = failed()!.querySelector<HTMLButtonElement>('button[part="retry"]')!;
    expect(retry.type).to.equal('button');
    expect(retry.textContent).to.equal('Unable to load. Try again.');
    // The address stays readable and linked.
    expect(el.shadowRoot!.querySelector('[part~="card"] [part~="title"]')!.textContent).to.equal('Studio');
    // Tried once more before giving up: the second time under another URL.
    const chunk = (path: string) => /^\/dist-fresh\/chunks\/leaflet-view-[\w-]+\.js/.test(path);
    expect(
      page
        .fetched()
        .filter(chunk)
        .map((path) => path.replace(/^(\/dist-fresh\/chunks\/leaflet-view)-[^/?]+\.js/, '$1.js')),
    ).to.deep.equal(['/dist-fresh/chunks/leaflet-view.js', '/dist-fresh/chunks/leaflet-view.js?retry=1']);
    expect(page.log.warnings.join('\n')).to.contain('Loading chunk leaflet-view failed');

    await refuseModules('');
    retry.click();
    await waitUntil(() => el.dataset.state === 'ready', 'the map was not drawn on retry', { timeout: 5000 });
    expect(failed()).to.be.null;
    expect(page.fetched().filter(chunk).at(-1)).to.match(/\?retry=2$/);
  });
});
