import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import { signOutOwner } from '../runtime/fakes.js';
import { shadow, typeAndRender } from '../support/helpers.js';

/**
 * The site owner on the example file manager (served as by `npm start`; the reference API answers /api/): signs in
 * with the page's form, uploads a file, sees it listed, renames it in its row, chooses it in the pick-mode manager and
 * deletes it after a confirmation. The page runs in a same-origin frame, so the test reads its shadow trees.
 */

let frame: HTMLIFrameElement;
const doc = () => frame.contentDocument!;
const manager = () => doc().getElementById('manager')!;
const picker = () => doc().getElementById('picker')!;
const one = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector)!;
const names = (el: Element) => [...shadow(el).querySelectorAll('[part~="name"]')].map((n) => n.textContent);
const rowButton = (el: Element, name: string, part: string) =>
  [...shadow(el).querySelectorAll('[part~="row"]')]
    .find((row) => row.querySelector('[part~="name"]')?.textContent === name)!
    .querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

describe('the file manager, end to end', function () {
  this.timeout(30000);

  beforeEach(async () => {
    await signOutOwner();
    frame = document.createElement('iframe');
    frame.title = 'The example file manager';
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
    document.body.append(frame);
    const loaded = oneEvent(frame, 'load');
    frame.src = '/examples/file-manager.html';
    await loaded;
    await waitUntil(() => manager()?.dataset.state === 'sign-in', 'never asked to sign in', { timeout: 8000 });
  });
  afterEach(async () => {
    frame.remove();
    await signOutOwner();
  });

  it('signs the owner in, then uploads, renames, picks and deletes a file', async () => {
    expect(await frameViolations(frame)).to.deep.equal([]);
    doc().querySelector<HTMLButtonElement>('#owner-sign-in button[type="submit"]')!.click();
    await waitUntil(() => manager().dataset.state === 'ready', 'the owner never got in', { timeout: 8000 });
    expect(doc().getElementById('owner-status')!.textContent).to.equal('Owner: signed in.');

    const input = one<HTMLInputElement>(manager(), 'input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Opening hours: 8 to 4'], 'hours.txt', { type: 'text/plain' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => names(manager()).includes('hours.txt'), 'never listed', { timeout: 8000 });
    expect(await frameViolations(frame)).to.deep.equal([]);

    rowButton(manager(), 'hours.txt', 'rename').click();
    await waitUntil(() => shadow(manager()).querySelector('[part~="rename-input"]'), 'no name field');
    const field = one<HTMLInputElement>(manager(), '[part~="rename-input"]');
    await typeAndRender(manager(), field, 'Opening hours');
    one<HTMLButtonElement>(manager(), '[part~="save"]').click();
    await waitUntil(() => names(manager()).includes('Opening hours.txt'), 'never renamed', { timeout: 8000 });

    // The picker was put in with the session too; it lists the file once asked again.
    picker().replaceWith(picker().cloneNode(false));
    await waitUntil(() => names(picker()).includes('Opening hours.txt'), 'the picker never listed it', {
      timeout: 8000,
    });
    rowButton(picker(), 'Opening hours.txt', 'choose').click();
    await waitUntil(() => doc().getElementById('picked')!.textContent!.startsWith('Chosen: Opening hours.txt'));
    const url = /at (\S+)$/.exec(doc().getElementById('picked')!.textContent!)![1]!;
    expect(await (await fetch(url)).text()).to.equal('Opening hours: 8 to 4');

    rowButton(manager(), 'Opening hours.txt', 'delete').click();
    await waitUntil(() => doc().querySelector<HTMLElement>('sqs-dialog')?.dataset.state === 'shown', 'no dialog');
    const dialog = doc().querySelector('sqs-dialog')!;
    one<HTMLButtonElement>(dialog, '[part~="confirm"]').click();
    await waitUntil(() => !names(manager()).includes('Opening hours.txt'), 'never deleted', { timeout: 8000 });
  });
});
