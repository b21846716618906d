/**
 * Real menu blocks (`sqs-block-menu`, block type 18): no block data, only the markup the platform renders — the row of
 * menu labels (`.menu-selector`), the menus (`.menus > .menu`, shown and hidden inline by the platform's script) with
 * their header, sections, items, descriptions and the price twice (`.menu-item-price-top` and `-bottom`, the
 * layout showing one). Human text is replaced by neutral words; every class, attribute, line break inside a label and
 * price form is kept.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** Returns whether `el` takes room on the page (it and its ancestors are displayed). */
const shown = (el: Element): boolean => el.getClientRects().length > 0;

/** Returns the tab buttons of `el`'s tab list. */
const tabs = (el: HTMLElement): HTMLButtonElement[] =>
  Array.from(el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="tablist"] [role="tab"]'));

/** What a visitor sees of the shown menu. */
interface MenuSight {
  /** The sections shown, by title. */
  sections: string[];
  /** The items shown. */
  items: number;
  /** The prices shown (one per priced item, whichever of its two the layout shows). */
  prices: number;
  /** The notes shown above the menu and its sections. */
  notes: number;
}

/** Checks the one menu of `el` that shows and what it shows. */
function expectMenu(el: HTMLElement, index: number, sight: MenuSight): void {
  const menus = Array.from(el.querySelectorAll('.menus > .menu'));
  expect(menus.map(shown), 'the menu shown').to.deep.equal(menus.map((_, i) => i === index));
  const menu = menus[index]!;
  const visible = (selector: string): Element[] => Array.from(menu.querySelectorAll(selector)).filter(shown);
  expect(visible('.menu-section-title').map((t) => t.textContent!.trim())).to.deep.equal(sight.sections);
  expect(visible('.menu-item-title'), 'items').to.have.length(sight.items);
  expect(visible('.menu-item-price-top, .menu-item-price-bottom'), 'prices').to.have.length(sight.prices);
  expect(visible('.menu-description, .menu-section-description'), 'notes').to.have.length(sight.notes);
}

/** The rendered content of a six-menu block in the simple layout (prices under the descriptions). */
const SIX_MENUS = String.raw`<div class="menu-wrapper menu-style-simple"><div role="tablist" class="menu-selector"><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 menu-select-labels--active
">First</label><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 
">Second</label><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 
">Third</label><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 
">Fourth
 tab</label><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 
">Fifth</label><label role="tab" class="
 menu-select-labels
 js-menu-select-labels
 
">Sixth
 tab</label></div><div class="menus menus--has-multiple"><div role="tabpanel" aria-label="First" class="menu js-menu menu-1-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: block"><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 1</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 1</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 2</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 3</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 4</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 5</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 6</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 7</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 8</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 9
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 10</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 11</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 12</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 13</div><div class="menu-item-description">Neutral words
 about it</div></div></div></div></div><div role="tabpanel" aria-label="Second" class="menu js-menu menu-2-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: none"><div class="menu-header"><div class="menu-description">Neutral note</div></div><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 2</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 14</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 15</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 16</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 17</div><div class="menu-item-description">Neutral words
 about it
 </div></div><div class="menu-item"><div class="menu-item-title">Item 18</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 19</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 20</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 21</div><div class="menu-item-description">Neutral words
 about it
 </div></div><div class="menu-item"><div class="menu-item-title">Item 22</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 23
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 24
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 25</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 26</div><div class="menu-item-description">Neutral words
 about it</div></div></div></div></div><div role="tabpanel" aria-label="Third" class="menu js-menu menu-3-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: none"><div class="menu-header"><div class="menu-description">Neutral note</div></div><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 3</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 27</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><span class="menu-item-price-top">

 *Neutral note

 </span><div class="menu-item-title">Item 28</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom">

 *Neutral note

 </div></div><div class="menu-item"><div class="menu-item-title">Item 29
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 30
 </div><div class="menu-item-description">Neutral words
 about it</div></div></div></div></div><div role="tabpanel" aria-label="Fourth tab" class="menu js-menu menu-4-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: none"><div class="menu-header"><div class="menu-description">Neutral note</div></div><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 4</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 31</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 32</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 33</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 34
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 35</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 36</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 37
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 38</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 39</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 40</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 41</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 42
 </div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 43</div><div class="menu-item-description">Neutral words
 about it</div></div><div class="menu-item"><div class="menu-item-title">Item 44</div><div class="menu-item-description">Neutral words
 about it</div></div></div></div></div><div role="tabpanel" aria-label="Fifth" class="menu js-menu menu-5-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: none"><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 5</div><div class="menu-section-description">Neutral note</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 45</div></div><div class="menu-item"><span class="menu-item-price-top">

 *Neutral note

 </span><div class="menu-item-title">Item 46</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom">

 *Neutral note

 </div></div><div class="menu-item"><span class="menu-item-price-top">

 *Neutral note

 </span><div class="menu-item-title">Item 47</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom">

 *Neutral note

 </div></div><div class="menu-item"><span class="menu-item-price-top">

 *Neutral note

 </span><div class="menu-item-title">Item 48</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom">

 *Neutral note

 </div></div><div class="menu-item"><span class="menu-item-price-top">

 *Neutral note

 </span><div class="menu-item-title">Item 49</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom">

 *Neutral note

 </div></div></div></div><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 6</div><div class="menu-section-description">Neutral note</div></div><div class="menu-items"><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>48

 </span><div class="menu-item-title">Item 50</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>48

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>50

 </span><div class="menu-item-title">Item 51</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>50

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>46

 </span><div class="menu-item-title">Item 52</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>46

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>38

 </span><div class="menu-item-title">Item 53</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>38

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>52

 </span><div class="menu-item-title">Item 54
 </div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>52

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>52

 </span><div class="menu-item-title">Item 55
 </div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>52

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>38

 </span><div class="menu-item-title">Item 56
 </div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>38

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>43

 </span><div class="menu-item-title">Item 57</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>43

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>32

 </span><div class="menu-item-title">Item 58</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>32

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>35

 </span><div class="menu-item-title">Item 59</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>35

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>37

 </span><div class="menu-item-title">Item 60</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>37

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>31

 </span><div class="menu-item-title">Item 61</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>31

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>34

 </span><div class="menu-item-title">Item 62</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>34

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>32

 </span><div class="menu-item-title">Item 63
 </div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>32

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>32

 </span><div class="menu-item-title">Item 64
 </div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>32

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>29

 </span><div class="menu-item-title">Item 65</div><div class="menu-item-description">Neutral words
 about it</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>29

 </div></div><div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>45

 </span><div class="menu-item-title">Item 66</div><div class="menu-item-description">Neutral words
 about it
 </div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>45

 </div></div></div></div></div><div role="tabpanel" aria-label="Sixth tab" class="menu js-menu menu-6-bef12bd5-7242-4f6f-b572-e1316a72e787" style="display: none"><div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Section 7</div></div><div class="menu-items"><div class="menu-item"><div class="menu-item-title">Item 67</div></div></div></div></div></div></div><!-- END .menu-wrapper -->`;

/** The real menu blocks. */
export const menuCorpus: readonly CorpusBlock[] = [
  {
    name: 'six menus in tabs, simple layout, a header note on three, section notes and prices top and bottom on one',
    source: 'minhhiep02112001/restaurant resources/views/front_end/menu.blade.php',
    block: `<div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-f3b3dd513eaa838cf039"><div class="sqs-block-content">${SIX_MENUS}</div></div>`,
    element: `<sqs-menu-tabs>${SIX_MENUS}</sqs-menu-tabs>`,
    check: async (el) => {
      await waitUntil(() => tabs(el).length === 6, 'the tab list never rendered');
      expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal([
        'First',
        'Second',
        'Third',
        'Fourth tab',
        'Fifth',
        'Sixth tab',
      ]);
      expect(tabs(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
        'true',
        'false',
        'false',
        'false',
        'false',
        'false',
      ]);
      expect(shown(el.querySelector('.menu-selector')!), 'the platform’s label row').to.equal(false);
      expectMenu(el, 0, { sections: ['Section 1'], items: 13, prices: 0, notes: 0 });
      tabs(el)[4]!.click();
      await waitUntil(() => el.getAttribute('selected') === '4', 'the fifth tab was never selected');
      expectMenu(el, 4, { sections: ['Section 5', 'Section 6'], items: 22, prices: 21, notes: 2 });
      const priced = Array.from(el.querySelectorAll('.menus > .menu')[4]!.querySelectorAll('.menu-item'));
      for (const item of priced.filter((i) => i.querySelector('.menu-item-price-bottom')))
        expect(shown(item.querySelector('.menu-item-price-bottom')!), 'the simple layout’s price').to.equal(true);
      tabs(el)[1]!.click();
      await waitUntil(() => el.getAttribute('selected') === '1', 'the second tab was never selected');
      expectMenu(el, 1, { sections: ['Section 2'], items: 13, prices: 0, notes: 1 });
      tabs(el)[2]!.click();
      await waitUntil(() => el.getAttribute('selected') === '2', 'the third tab was never selected');
      expectMenu(el, 2, { sections: ['Section 3'], items: 4, prices: 1, notes: 1 });
    },
  },
];
