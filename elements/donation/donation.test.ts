import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsDonationElement } from './define.js';
import type { DonationCheckoutDetail } from './donation.element.js';
import { parseAmount } from './useDonation.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';

const part = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const radios = (el: Element) => [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const otherField = (el: Element) => part(el, 'other')!.querySelector('input')!;
const donate = (el: Element) => part<HTMLButtonElement>(el, 'donate')!;

/** Places `<sqs-donation>` with `attributes` (in `lang`) and waits until it has rendered its button. */
async function donation(attributes: Record<string, string>, lang = 'en'): Promise<SqsDonationElement> {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang}></main>`);
  const el = document.createElement('sqs-donation');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="donate"]'), 'the form never rendered');
  return el;
}

/** Presses Donate and resolves with the checkout event's detail, the page kept (the event is cancelled). */
async function submitted(el: SqsDonationElement): Promise<DonationCheckoutDetail> {
  el.addEventListener('sqs-donation-checkout', (e) => e.preventDefault(), { once: true });
  const going = oneEvent(el, 'sqs-donation-checkout');
  donate(el).click();
  const event = await going;
  expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
  return event.detail;
}

/** Records whether a checkout event comes while `fn` runs. */
async function noCheckout(el: SqsDonationElement, fn: () => Promise<void>): Promise<void> {
  let fired = false;
  const listener = (e: Event) => {
    fired = true;
    e.preventDefault();
  };
  el.addEventListener('sqs-donation-checkout', listener);
  await fn();
  el.removeEventListener('sqs-donation-checkout', listener);
  expect(fired, 'a checkout event came').to.equal(false);
}

describe('<sqs-donation>', () => {
  afterEach(() => resetConfiguration());

  it('offers the preset amounts as a radio group, chosen by keyboard, and opens the donation checkout with the amount', async () => {
    const el = await donation({ 'donate-page-id': 'bread-for-all' });
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('legend')!.textContent).to.equal('Choose an amount');
    expect(radios(el).map((r) => r.parentElement!.textContent!.trim())).to.deep.equal([
      '$25.00',
      '$50.00',
      '$100.00',
      'Other',
    ]);
    expect(new Set(radios(el).map((r) => r.name)).size).to.equal(1);
    expect(part(el, 'other')!.querySelector('label')!.textContent).to.equal('Other amount');
    expect(donate(el).textContent).to.equal('Donate');
    // APG radio group: Tab enters the group, Space checks, arrows move and check.
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(radios(el)[0]);
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => radios(el)[1]!.checked, 'the $50 amount was never chosen');
    await waitUntil(() => donate(el).textContent === 'Donate $50.00', donate(el).textContent!);
    await expect(el).to.be.accessible();
    const detail = await submitted(el);
    expect(detail).to.deep.equal({
      url: '/checkout/donate?donatePageId=bread-for-all&amount=5000',
      amount: 5000,
      currency: 'USD',
    });
    const page = await fetch(detail.url);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('<p>Amount: $50.00</p>');
  });

  it('takes an other amount: a comma or a point, within min and max, and announces one brought within them', async () => {
    const el = await donation({ 'donate-page-id': 'bread-for-all', min: '5', max: '500' });
    const field = otherField(el);
    typeInto(field, '12,5');
    await waitUntil(() => radios(el).at(-1)!.checked, 'typing never chose Other');
    await waitUntil(() => donate(el).textContent === 'Donate $12.50', donate(el).textContent!);
    expect((await submitted(el)).amount).to.equal(1250);

    typeInto(field, '9000');
    field.focus();
    field.blur();
    await waitUntil(() => field.value === '500.00', `never clamped: ${field.value}`);
    expect(part(el, 'status')!.textContent).to.equal('The amount was changed to $500.00, the nearest allowed.');
    expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
    expect((await submitted(el)).url).to.equal('/checkout/donate?donatePageId=bread-for-all&amount=50000');

    // Pressing Donate with too little clamps it too, and goes.
    typeInto(field, '1');
    expect((await submitted(el)).amount).to.equal(500);
    await waitUntil(() => part(el, 'status')?.textContent === 'The amount was changed to $5.00, the nearest allowed.');
    await expect(el).to.be.accessible();
  });

  it('says which amounts it takes for text that is none, and asks for one when nothing is chosen', async () => {
    const el = await donation({ 'donate-page-id': 'bread-for-all' });
    await noCheckout(el, async () => {
      donate(el).click();
      await waitUntil(() => part(el, 'error')?.textContent === 'Choose or enter an amount.', 'no request to choose');
      expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
      for (const text of ['abc', '-5', '1e3', '12.5.5', 'javascript:alert(1)', '']) {
        typeInto(otherField(el), text);
        donate(el).click();
        await waitUntil(
          () => part(el, 'error')!.textContent === 'Enter an amount from $1.00 to $10,000.00.',
          `${text} was taken`,
        );
        expect(otherField(el).getAttribute('aria-invalid')).to.equal('true');
        expect(otherField(el).getAttribute('aria-describedby')).to.equal(part(el, 'error')!.id);
      }
    });
    await expect(el).to.be.accessible();
    typeInto(otherField(el), '20');
    await waitUntil(() => part(el, 'error')?.textContent === '', 'the error stayed');
    expect(otherField(el).hasAttribute('aria-invalid')).to.equal(false);
  });

  it('reads amounts as digits with one decimal separator, rounded to the currency', () => {
    expect(parseAmount('25', 2)).to.equal(2500);
    expect(parseAmount(' 12,345 ', 2)).to.equal(1235);
    expect(parseAmount('7.', 2)).to.equal(700);
    expect(parseAmount('2500', 0)).to.equal(2500);
    expect(parseAmount('99.6', 0)).to.equal(100);
    for (const text of ['', '.5', '-1', '1,000.00', 'Infinity', '0x10', '1234567890'])
      expect(parseAmount(text, 2)).to.equal(null);
  });

  it('shows amounts in the store’s currency, or the currency attribute’s; a bad one warns once and the store’s is used', async () => {
    configure({ context: { websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } } });
    const euros = await donation({ 'donate-page-id': 'bread-for-all', amounts: '10' });
    expect(radios(euros)[0]!.parentElement!.textContent!.trim()).to.equal('€10.00');
    const yen = await donation({ 'donate-page-id': 'bread-for-all', amounts: '2500', currency: 'jpy', max: '100000' });
    radios(yen)[0]!.click();
    expect(await submitted(yen)).to.deep.include({ amount: 2500, currency: 'JPY' });
    let bad!: SqsDonationElement;
    const warnings = await captureWarnings(async () => {
      bad = await donation({ 'donate-page-id': 'bread-for-all', amounts: '10', currency: 'XYZ' });
      bad.setAttribute('amounts', '10, 20');
      await waitUntil(() => radios(bad).length === 3);
    });
    expect(warnings).to.deep.equal(['<sqs-donation>: invalid currency="XYZ"; using the default ("").']);
    expect(radios(bad)[0]!.parentElement!.textContent!.trim()).to.equal('€10.00');
  });

  it('refuses hostile and malformed attributes: one warning each, the defaults used, nothing shown without a page', async () => {
    const holder = await fixture<HTMLElement>(html`<main></main>`);
    const warnings = await captureWarnings(async () => {
      holder.innerHTML = [
        '<sqs-donation donate-page-id="javascript:alert(1)"></sqs-donation>',
        '<sqs-donation></sqs-donation>',
        '<sqs-donation donate-page-id="bread-for-all" amounts="abc, -5, 20, 20, 1e9" min="x" max="0"></sqs-donation>',
        '<sqs-donation donate-page-id="bread-for-all" min="50" max="10" amounts="20"></sqs-donation>',
      ].join('');
      await waitUntil(() => holder.querySelectorAll('sqs-donation')[3]!.shadowRoot?.querySelector('form'));
      holder.querySelector('sqs-donation')!.setAttribute('amounts', '5');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const [hostile, empty, partly, crossed] = [...holder.querySelectorAll('sqs-donation')];
    expect(warnings).to.have.members([
      '<sqs-donation>: no valid donate-page-id ("javascript:alert(1)"); nothing is shown.',
      '<sqs-donation>: no valid donate-page-id (""); nothing is shown.',
      '<sqs-donation>: invalid min="x"; using the default (1).',
      '<sqs-donation>: invalid max="0"; using the default (10000).',
      '<sqs-donation>: amount "abc" is not from 1 to 10000; it is left out.',
      '<sqs-donation>: amount "-5" is not from 1 to 10000; it is left out.',
      '<sqs-donation>: amount "1e9" is not from 1 to 10000; it is left out.',
      '<sqs-donation>: min 50 is above max 10; using 1 to 10000.',
    ]);
    expect(warnings).to.have.length(8);
    expect(shadow(hostile!).querySelector('form')).to.equal(null);
    expect(shadow(empty!).querySelector('form')).to.equal(null);
    expect(radios(partly!).map((r) => r.parentElement!.textContent!.trim())).to.deep.equal(['$20.00', 'Other']);
    expect(radios(crossed!).map((r) => r.parentElement!.textContent!.trim())).to.deep.equal(['$20.00', 'Other']);
    for (const link of holder.querySelectorAll('a')) expect(link.href).not.to.match(/^javascript:/);
    await expect(holder).to.be.accessible();
  });

  it('speaks French under lang="fr"', async () => {
    const el = await donation({ 'donate-page-id': 'bread-for-all', amounts: '25' }, 'fr');
    await waitUntil(() => donate(el).textContent === 'Faire un don', 'never spoke French');
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('legend')!.textContent).to.equal('Choisissez un montant');
    expect(radios(el)[1]!.parentElement!.textContent!.trim()).to.equal('Autre');
    expect(part(el, 'other')!.querySelector('label')!.textContent).to.equal('Autre montant');
    donate(el).click();
    await waitUntil(() => part(el, 'error')?.textContent === 'Choisissez ou saisissez un montant.');
    typeInto(otherField(el), 'x');
    donate(el).click();
    await waitUntil(
      () => /^Saisissez un montant de 1,00\s\$US à 10\s000,00\s\$US\.$/.test(part(el, 'error')!.textContent!),
      part(el, 'error')!.textContent!,
    );
    typeInto(otherField(el), '0,5');
    otherField(el).focus();
    otherField(el).blur();
    await waitUntil(
      () => /^Le montant a été changé en 1,00\s\$US, le plus proche autorisé\.$/.test(part(el, 'status')!.textContent!),
      part(el, 'status')!.textContent!,
    );
    radios(el)[0]!.click();
    await waitUntil(() => /^Donner 25,00\s\$US$/.test(donate(el).textContent!), donate(el).textContent!);
  });
});
