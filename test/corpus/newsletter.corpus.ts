/**
 * Real newsletter blocks (`sqs-block-newsletter`, block type 51) as published pages carry them: the platform's
 * rendered sign-up form with its header, name fields, email placeholder, button label, footnote, thanks and layout.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { shadow, typeInto } from '../support/helpers.js';
import { clickSubmit, control, partText, recordRequests } from '../../elements/form/form.test-helpers.js';
import type { CorpusBlock } from './harness.js';

/**
 * Signs up with `values` (by label) and returns the body of the submission the element sent (the reference API
 * knows none of these real forms, so it refuses them; the request is what the block data decides).
 */
async function signUp(el: HTMLElement, values: Record<string, string>): Promise<Record<string, unknown>> {
  const recorder = recordRequests();
  try {
    for (const [label, value] of Object.entries({ ...values, 'Email Address': 'reader@example.com' }))
      typeInto(control(el, label), value);
    const settled = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    await settled;
  } finally {
    recorder.restore();
  }
  const sent = recorder.requests.find((r) => r.url.endsWith('/api/form/SaveFormSubmission'))!;
  return JSON.parse(String(sent.init!.body)) as Record<string, unknown>;
}

/** The newsletter blocks of the corpus. */
export const newsletterCorpus: readonly CorpusBlock[] = [
  {
    name: 'name and email, centred, with a footnote',
    source: 'Deedeo/portfolio www.joyceomatseye.com/index.html',
    block: `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-yui_3_17_2_1_1676633630884_156163">
<div class="sqs-block-content">
<div class="newsletter-form-wrapper
newsletter-form-show-name
newsletter-form-wrapper--layoutFloat
newsletter-form-wrapper--alignCenter
">
<form class="newsletter-form" data-form-id="63ef7a31f5dabd070e4e7089" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) {
Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
(new Y.Squarespace.FormSubmit(form)).submit({
formId: '63ef7a31f5dabd070e4e7089',
collectionId: '6217d1f0aced490f93698e4b',
objectName: 'yui_3_17_2_1_1676633630884_156163'
});
});
return false;
})(this);">
<header class="newsletter-form-header">
<h2 class="newsletter-form-header-title">Newsletter title</h2>
<div class="newsletter-form-header-description">
<p class="" style="white-space:pre-wrap;">Neutral words describing the newsletter. </p>
</div>
</header>
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields" style="vertical-align: middle;">
<fieldset id="name-yui_3_17_2_1_1676635090306_10203" class="newsletter-form-name-fieldset form-item fields name required" style="vertical-align: bottom;">
<div class="newsletter-form-field-wrapper field first-name">
<label class="newsletter-form-field-label title">First Name</label>
<input class="newsletter-form-field-element field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" placeholder="First Name" maxlength="30" data-title="First" />
</div>
<div class="newsletter-form-field-wrapper field last-name">
<label class="newsletter-form-field-label title">Last Name</label>
<input class="newsletter-form-field-element field-element field-control" name="lname" x-autocompletetype="surname" type="text" spellcheck="false" placeholder="Last Name" maxlength="30" data-title="Last" />
</div>
</fieldset>
<div id="email-yui_3_17_2_1_1676638749178_2952" class="newsletter-form-field-wrapper form-item field email required" style="vertical-align: bottom;">
<label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1676638749178_2952-field">Email Address</label>
<input id="email-yui_3_17_2_1_1676638749178_2952-field" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="Email Address" />
</div>
</div>
<div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper" style="vertical-align: middle;">
<button class="
newsletter-form-button
sqs-system-button
sqs-editable-button-layout
sqs-editable-button-style
sqs-editable-button-shape
sqs-button-element--primary
" type="submit" value="Sign Up">
<span class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign Up</span>
<span class="newsletter-form-button-icon"></span>
</button>
</div>
</div>
<div class="newsletter-form-footnote">
<p>A footnote in neutral words.</p>
</div>
<div class="hidden form-submission-text">Thanks in neutral words.</div>
<div class="hidden form-submission-html" data-submission-html=""></div>
</form>
</div>
</div>
</div>`,
    element: `<sqs-newsletter>
<div class="newsletter-form-wrapper
newsletter-form-show-name
newsletter-form-wrapper--layoutFloat
newsletter-form-wrapper--alignCenter
">
<form class="newsletter-form" data-form-id="63ef7a31f5dabd070e4e7089" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) {
Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
(new Y.Squarespace.FormSubmit(form)).submit({
formId: '63ef7a31f5dabd070e4e7089',
collectionId: '6217d1f0aced490f93698e4b',
objectName: 'yui_3_17_2_1_1676633630884_156163'
});
});
return false;
})(this);">
<header class="newsletter-form-header">
<h2 class="newsletter-form-header-title">Newsletter title</h2>
<div class="newsletter-form-header-description">
<p class="" style="white-space:pre-wrap;">Neutral words describing the newsletter. </p>
</div>
</header>
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields" style="vertical-align: middle;">
<fieldset id="name-yui_3_17_2_1_1676635090306_10203" class="newsletter-form-name-fieldset form-item fields name required" style="vertical-align: bottom;">
<div class="newsletter-form-field-wrapper field first-name">
<label class="newsletter-form-field-label title">First Name</label>
<input class="newsletter-form-field-element field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" placeholder="First Name" maxlength="30" data-title="First" />
</div>
<div class="newsletter-form-field-wrapper field last-name">
<label class="newsletter-form-field-label title">Last Name</label>
<input class="newsletter-form-field-element field-element field-control" name="lname" x-autocompletetype="surname" type="text" spellcheck="false" placeholder="Last Name" maxlength="30" data-title="Last" />
</div>
</fieldset>
<div id="email-yui_3_17_2_1_1676638749178_2952" class="newsletter-form-field-wrapper form-item field email required" style="vertical-align: bottom;">
<label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1676638749178_2952-field">Email Address</label>
<input id="email-yui_3_17_2_1_1676638749178_2952-field" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="Email Address" />
</div>
</div>
<div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper" style="vertical-align: middle;">
<button class="
newsletter-form-button
sqs-system-button
sqs-editable-button-layout
sqs-editable-button-style
sqs-editable-button-shape
sqs-button-element--primary
" type="submit" value="Sign Up">
<span class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign Up</span>
<span class="newsletter-form-button-icon"></span>
</button>
</div>
</div>
<div class="newsletter-form-footnote">
<p>A footnote in neutral words.</p>
</div>
<div class="hidden form-submission-text">Thanks in neutral words.</div>
<div class="hidden form-submission-html" data-submission-html=""></div>
</form>
</div>
</sqs-newsletter>`,
    async check(el) {
      expect(partText(el, 'title')).to.equal('Newsletter title');
      expect(partText(el, 'description').trim()).to.equal('Neutral words describing the newsletter.');
      expect(partText(el, 'footnote').trim()).to.equal('A footnote in neutral words.');
      expect(control(el, 'Email Address').placeholder).to.equal('Email Address');
      expect(partText(el, 'submit')).to.equal('Sign Up');
      expect(el.dataset.align).to.equal('center');
      expect(el.dataset.layout).to.equal('float');
      const intro = shadow(el).querySelector('[part~="intro"]')!;
      expect(getComputedStyle(intro).textAlign).to.equal('center');
      const sent = await signUp(el, { 'First Name': 'Ada', 'Last Name': 'Lovelace' });
      expect(sent).to.include({
        formId: '63ef7a31f5dabd070e4e7089',
        collectionId: '6217d1f0aced490f93698e4b',
        objectName: 'yui_3_17_2_1_1676633630884_156163',
      });
      expect(JSON.parse(String(sent.form))).to.deep.equal({
        name: { First: 'Ada', Last: 'Lovelace' },
        email: 'reader@example.com',
      });
    },
  },
  {
    name: 'email only, in a page footer, with the older submit handler',
    source: 'FoundryMakes/foundrymakes-squarespace blocks/footer.block',
    block: `<div class="footer__subscribe newsletter-block sqs-block-newsletter rendered" data-block-type="51" id="block-yui_3_17_2_1_1522178008708_3688">
<div class="sqs-block-content">
<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter">
<form class="newsletter-form" data-form-id="5aba97e703ce64787f61bbae" autocomplete="on" method="POST" onsubmit="return (function(form) { Y.use ('squarespace-form-submit', 'node', function (Y) { (new Y.Squarespace.FormSubmit({ formNode: Y.Node(form) })).submit('5aba97e703ce64787f61bbae', '5aba97d870a6adc72870449b', 'page-5aba97d870a6adc72870449b') }); return false;})(this)">
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields">
<div id="email-yui_3_17_2_1_1522178008708_3693" class="newsletter-form-field-wrapper form-item field email required">
<label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1522178008708_3693-field">Email Address</label>
<input id="email-yui_3_17_2_1_1522178008708_3693-field" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" spellcheck="false" placeholder="Your email for our news" type="text">
</div>
</div>
<div class="newsletter-form-button-wrapper submit-wrapper util__mobile-hidden">
<button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape" type="submit" value="Sign Up">
<span class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign Up</span>
<span class="newsletter-form-button-icon"></span></button>
</div>
</div>
<div class="hidden form-submission-text">Thank you!</div>
<div class="hidden form-submission-html" data-submission-html=""></div>
</form>
</div>
</div>
</div>`,
    element: `<sqs-newsletter>
<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter">
<form class="newsletter-form" data-form-id="5aba97e703ce64787f61bbae" autocomplete="on" method="POST" onsubmit="return (function(form) { Y.use ('squarespace-form-submit', 'node', function (Y) { (new Y.Squarespace.FormSubmit({ formNode: Y.Node(form) })).submit('5aba97e703ce64787f61bbae', '5aba97d870a6adc72870449b', 'page-5aba97d870a6adc72870449b') }); return false;})(this)">
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields">
<div id="email-yui_3_17_2_1_1522178008708_3693" class="newsletter-form-field-wrapper form-item field email required">
<label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1522178008708_3693-field">Email Address</label>
<input id="email-yui_3_17_2_1_1522178008708_3693-field" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" spellcheck="false" placeholder="Your email for our news" type="text">
</div>
</div>
<div class="newsletter-form-button-wrapper submit-wrapper util__mobile-hidden">
<button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape" type="submit" value="Sign Up">
<span class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign Up</span>
<span class="newsletter-form-button-icon"></span></button>
</div>
</div>
<div class="hidden form-submission-text">Thank you!</div>
<div class="hidden form-submission-html" data-submission-html=""></div>
</form>
</div>
</sqs-newsletter>`,
    async check(el) {
      expect(shadow(el).querySelector('[part~="title"]')).to.equal(null);
      expect(control(el, 'Email Address').placeholder).to.equal('Your email for our news');
      expect(shadow(el).querySelectorAll('input')).to.have.length(1);
      expect(partText(el, 'submit')).to.equal('Sign Up');
      expect(el.dataset.align).to.equal('center');
      expect(await signUp(el, {})).to.include({
        formId: '5aba97e703ce64787f61bbae',
        collectionId: '5aba97d870a6adc72870449b',
        objectName: 'page-5aba97d870a6adc72870449b',
      });
    },
  },
  {
    name: 'email only, stacked, left-aligned, with a captcha container',
    source: 'GhanendraPratapSingh/arthive-laravel resources/views/d-private-art-party.blade.php',
    block: `<div class="sqs-block newsletter-block sqs-block-newsletter sqs-background-enabled rendered"
data-blend-mode="NORMAL" data-block-type="51"
data-border-radii="{&quot;topLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;topRight&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;bottomLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;bottomRight&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0}}"
id="block-yui_3_17_2_1_1707109661117_151252">
<div class="sqs-block-content">
<div class="newsletter-form-wrapper
newsletter-form-wrapper--layoutStack
newsletter-form-wrapper--alignLeft
">
<form class="newsletter-form" data-form-id="65c08b0967664f2faa9d11fb"
autocomplete="on" method="POST" novalidate="" onsubmit="return (function (form) {
Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
(new Y.Squarespace.FormSubmit(form)).submit({
formId: '65c08b0967664f2faa9d11fb',
collectionId: '65c04dd1968300039afd7505',
objectName: 'yui_3_17_2_1_1707109661117_151252'
});
});
return false;
})(this);">
<header class="newsletter-form-header">
<h2 class="newsletter-form-header-title">Newsletter title
</h2>
<div class="newsletter-form-header-description">
<p class="" style="white-space:pre-wrap;">Neutral words
describing the newsletter. </p>
</div>
</header>
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields"
style="vertical-align: middle;">
<div id="email-yui_3_17_2_1_1707116895548_9216"
class="newsletter-form-field-wrapper form-item field email required"
style="vertical-align: bottom;">
<label class="newsletter-form-field-label title"
for="email-yui_3_17_2_1_1707116895548_9216-field">Email
Address</label>
<input id="email-yui_3_17_2_1_1707116895548_9216-field"
class="newsletter-form-field-element field-element"
name="email" x-autocompletetype="email"
autocomplete="email" type="email" spellcheck="false"
placeholder="Email Address">
</div>
</div>
<div data-animation-role="button"
class="newsletter-form-button-wrapper submit-wrapper"
style="vertical-align: middle;">
<button class="
newsletter-form-button
sqs-system-button
sqs-editable-button-layout
sqs-editable-button-style
sqs-editable-button-shape
sqs-button-element--primary
" type="submit" value="Sign Up">
<span
class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign
Up</span>
<span class="newsletter-form-button-icon"></span>
</button>
</div>
<div class="captcha-container sqs-form-rendered
align-center
" data-theme="light"></div>
</div>
<div class="newsletter-form-footnote">
<p>A footnote in neutral words.</p>
</div>
<div class="hidden form-submission-text">Thanks in neutral words.</div>
<div class="hidden form-submission-html" data-submission-html="">
</div>
</form>
</div>
</div>
</div>`,
    element: `<sqs-newsletter>
<div class="newsletter-form-wrapper
newsletter-form-wrapper--layoutStack
newsletter-form-wrapper--alignLeft
">
<form class="newsletter-form" data-form-id="65c08b0967664f2faa9d11fb"
autocomplete="on" method="POST" novalidate="" onsubmit="return (function (form) {
Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
(new Y.Squarespace.FormSubmit(form)).submit({
formId: '65c08b0967664f2faa9d11fb',
collectionId: '65c04dd1968300039afd7505',
objectName: 'yui_3_17_2_1_1707109661117_151252'
});
});
return false;
})(this);">
<header class="newsletter-form-header">
<h2 class="newsletter-form-header-title">Newsletter title
</h2>
<div class="newsletter-form-header-description">
<p class="" style="white-space:pre-wrap;">Neutral words
describing the newsletter. </p>
</div>
</header>
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields"
style="vertical-align: middle;">
<div id="email-yui_3_17_2_1_1707116895548_9216"
class="newsletter-form-field-wrapper form-item field email required"
style="vertical-align: bottom;">
<label class="newsletter-form-field-label title"
for="email-yui_3_17_2_1_1707116895548_9216-field">Email
Address</label>
<input id="email-yui_3_17_2_1_1707116895548_9216-field"
class="newsletter-form-field-element field-element"
name="email" x-autocompletetype="email"
autocomplete="email" type="email" spellcheck="false"
placeholder="Email Address">
</div>
</div>
<div data-animation-role="button"
class="newsletter-form-button-wrapper submit-wrapper"
style="vertical-align: middle;">
<button class="
newsletter-form-button
sqs-system-button
sqs-editable-button-layout
sqs-editable-button-style
sqs-editable-button-shape
sqs-button-element--primary
" type="submit" value="Sign Up">
<span
class="newsletter-form-spinner sqs-spin light large"></span>
<span class="newsletter-form-button-label">Sign
Up</span>
<span class="newsletter-form-button-icon"></span>
</button>
</div>
<div class="captcha-container sqs-form-rendered
align-center
" data-theme="light"></div>
</div>
<div class="newsletter-form-footnote">
<p>A footnote in neutral words.</p>
</div>
<div class="hidden form-submission-text">Thanks in neutral words.</div>
<div class="hidden form-submission-html" data-submission-html="">
</div>
</form>
</div>
</sqs-newsletter>`,
    async check(el) {
      expect(partText(el, 'title')).to.equal('Newsletter title');
      expect(partText(el, 'description').replace(/\s+/g, ' ').trim()).to.equal(
        'Neutral words describing the newsletter.',
      );
      expect(el.dataset.layout).to.equal('stack');
      expect(el.dataset.align).to.equal('left');
      const box = (name: string) => shadow(el).querySelector(`[part~="${name}"]`)!.getBoundingClientRect();
      expect(box('submit').top).to.be.at.least(box('fields').bottom - 0.5);
      expect(await signUp(el, {})).to.include({
        formId: '65c08b0967664f2faa9d11fb',
        collectionId: '65c04dd1968300039afd7505',
        objectName: 'yui_3_17_2_1_1707109661117_151252',
      });
    },
  },
];
