import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadow } from '../support/helpers.js';
import { signOutOwner } from '../runtime/fakes.js';

/** Opens `path` in a frame of the test page and resolves with the frame once loaded. */
async function open(path: string, title: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.style.cssText = 'width: 1000px; height: 1400px; border: 0';
  frame.src = `${path}?visit=${Date.now()}`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  return frame;
}

/**
 * Expects no members' login prompt in `frame`: an owner-only endpoint's refusal says `owner: true`, so the runtime
 * opens none, and the owner signs in with the page's own form.
 */
function expectNoMembersPrompt(frame: HTMLIFrameElement) {
  expect(frame.contentDocument!.querySelector('sqs-login-prompt'), 'a members’ login prompt').to.equal(null);
}

/** Submits the example's owner sign-in form in `frame` and waits for the page it loads again. */
async function signIn(frame: HTMLIFrameElement) {
  const reloaded = oneEvent(frame, 'load');
  frame.contentDocument!.querySelector<HTMLButtonElement>('#owner-sign-in button[type="submit"]')!.click();
  await reloaded;
}

const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`)!;
const option = (el: Element, startsWith: string) =>
  [...shadow(el).querySelectorAll<HTMLElement>('[part~="option"]')].find((o) => o.textContent!.startsWith(startsWith))!;

/**
 * The site owner on the owner tools' example pages (served as by `npm start`): signed out, the runtime's login prompt
 * opens, and once it is cancelled each tool says to sign in;
 * signed in through the page's form, the owner chooses and saves the site's time zone — which the next page the
 * server renders carries in its site context — and the heading font.
 */
describe('the owner tools’ example pages', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement | undefined;
  before(signOutOwner);
  afterEach(async () => {
    frame?.remove();
    await signOutOwner();
  });

  it('saves the site’s time zone once signed in, and the next rendered page carries it', async () => {
    frame = await open('/examples/time-zone-picker.html', 'The time-zone picker example');
    const picker = () => frame!.contentDocument!.querySelector<HTMLElement>('#example-time-zone')!;
    await waitUntil(() => picker().dataset.state === 'sign-in', 'never asked to sign in', { timeout: 8000 });
    expectNoMembersPrompt(frame);
    expect(part(picker(), 'load-failed-text').textContent).to.equal(
      'Sign in as the site owner to choose the time zone.',
    );
    await signIn(frame);
    await waitUntil(() => picker().dataset.state === 'ready', 'the zones never loaded', { timeout: 8000 });
    const filter = part(picker(), 'filter') as HTMLInputElement;
    filter.focus();
    await sendKeys({ type: 'tokyo' });
    await waitUntil(() => option(picker(), 'Asia/Tokyo'), 'the filter found no Tokyo');
    option(picker(), 'Asia/Tokyo').click();
    await waitUntil(() => option(picker(), 'Asia/Tokyo').getAttribute('aria-selected') === 'true', 'never chosen');
    part(picker(), 'save').click();
    await waitUntil(() => part(picker(), 'status').textContent === 'Saved: Asia/Tokyo', 'never saved', {
      timeout: 5000,
    });

    const reached = await (await fetch('/checkout/donate?donatePageId=bread-for-all')).text();
    expect(JSON.parse(/id="sqs-site-context">([^<]*)</.exec(reached)![1]!).website).to.deep.equal({
      timeZone: 'Asia/Tokyo',
    });
  });

  it('saves the heading font once signed in', async () => {
    frame = await open('/examples/font-picker.html', 'The font picker example');
    const picker = () => frame!.contentDocument!.querySelector<HTMLElement>('#example-heading')!;
    await waitUntil(() => picker().dataset.state === 'sign-in', 'never asked to sign in', { timeout: 8000 });
    expectNoMembersPrompt(frame);
    await signIn(frame);
    await waitUntil(() => picker().dataset.state === 'ready', 'the fonts never loaded', { timeout: 8000 });
    option(picker(), 'Playfair Display').click();
    await waitUntil(
      () => option(picker(), 'Playfair Display').getAttribute('aria-selected') === 'true' && part(picker(), 'preview'),
      'never chosen',
    );
    expect(part(picker(), 'preview').style.fontFamily.replace(/"/g, '')).to.equal('Playfair Display, serif');
    part(picker(), 'save').click();
    await waitUntil(() => part(picker(), 'status').textContent!.startsWith('Saved: Playfair Display'), 'never saved');
  });
});
