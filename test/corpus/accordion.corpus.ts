/**
 * Real accordion blocks (`.sqs-block-accordion`, block type 69): no `data-block-json`; the settings are `data-*`
 * attributes of the rendered `ul.accordion-items-container`, and each `li.accordion-item` carries its title and
 * description. The `working_at` page fills its items from its own data; two items stand in for them. A block with a background
 * carries its own `<style>` (for the block's id) before the list.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** What a visitor sees on an accordion block made from the platform's list. */
interface Items {
  /** The item titles, in order. */
  headings: string[];
  /** The heading level announced for each title. */
  level: number;
  /** The links in the descriptions, all kept. */
  links: number;
  /** Whether the line above the first item shows (default on). */
  firstDivider?: 'on' | 'off';
  /** How the descriptions' text is aligned (default start). */
  descriptionAlign?: string;
}

/**
 * Returns a check that finds one closed item per platform item, with its title and level, plus icons, the dividers
 * drawn, and the owner's description content (its links) kept in the light DOM.
 */
const items =
  (expected: Items) =>
  async (el: HTMLElement): Promise<void> => {
    await waitUntil(() => el.querySelectorAll('sqs-accordion-item').length === expected.headings.length, 'no items');
    const list = [
      ...el.querySelectorAll<HTMLElement & { heading: string; headingLevel: number; open: boolean }>(
        'sqs-accordion-item',
      ),
    ];
    expect(list.map((item) => item.heading)).to.deep.equal(expected.headings);
    expect(list.every((item) => item.headingLevel === expected.level && !item.open)).to.equal(true);
    expect(el.querySelectorAll('sqs-accordion-item a[href]')).to.have.length(expected.links);
    expect(el.querySelector('ul')).to.equal(null);
    await waitUntil(() => list.every((item) => item.shadowRoot?.querySelector('[part~="trigger"]')), 'items not drawn');
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    expect(base.dataset).to.include({ dividers: 'on', firstDivider: expected.firstDivider ?? 'on', lastDivider: 'on' });
    const content = list[0]!.shadowRoot!.querySelector('[part~="content"]')!;
    expect(getComputedStyle(content).textAlign).to.equal(expected.descriptionAlign ?? 'start');
    expect(getComputedStyle(list.at(-1)!).borderBottomStyle).to.equal('solid');
    expect(list.every((item) => !item.hasAttribute('icon'))).to.equal(true);
  };

/** The real accordion blocks. */
export const accordionCorpus: readonly CorpusBlock[] = [
  {
    name: 'accordion of three closed items with plus icons and thick dividers',
    source: 'imranertaza/DA-Sein-Project app/Views/web/office.php',
    block: `                    <div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69"
                         id="block-yui_3_17_2_1_1644586700457_5882">
                        <div class="sqs-block-content">


                            <ul
                                    class="accordion-items-container"
                                    data-should-allow-multiple-open-items=""
                                    data-is-divider-enabled="true"
                                    data-is-first-divider-visible="true"
                                    data-is-last-divider-visible="true"
                                    data-is-expanded-first-item=""
                                    data-accordion-title-alignment="left"
                                    data-accordion-description-alignment="left"
                                    data-accordion-description-placement="left"
                                    data-accordion-icon-placement="right"
                            >

                                <li class="accordion-item">


                                    <div
                                            class="accordion-divider accordion-divider--top"
                                            aria-hidden="true"
                                            style="
              height: 3px;
              opacity: 1;
            "
                                    ></div>


                                    <h3 class="accordion-item__title-wrapper" role="heading" aria-level="3" >
                                        <button class="accordion-item__click-target" aria-expanded="false" style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          " >
          <span class="accordion-item__title" style="



                padding-right: 24px;

            " >
            Position one
          </span>
                                            <div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="
              height: 24px;
              width: 24px;
            " >

                                                <div class="plus">
                                                    <div class="plus__horizontal-line" style="height: 5px" ></div>
                                                    <div class="plus__vertical-line" style="height: 5px" ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class="accordion-item__description" style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" >Words about the first position. <br><br>More words about it.<br><br><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                                <li class="accordion-item">


                                    <h3 class="accordion-item__title-wrapper " role="heading" aria-level="3" >
                                        <button class="accordion-item__click-target" aria-expanded="false" style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          " >
          <span class="accordion-item__title" style="



                padding-right: 24px;

            " >
            Position two
          </span>
                                            <div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="
              height: 24px;
              width: 24px;
            " >

                                                <div class="plus">
                                                    <div class="plus__horizontal-line" style="height: 5px" ></div>
                                                    <div class="plus__vertical-line" style="height: 5px" ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class=" accordion-item__description " style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" >Words about the second position.</p>
<p class="" >More words about it.</p>
<p class="" >A closing date.</p>
                                            <p class="" ><a href="#"><em>The position as a document</em></a></p>
                                            <p class="" ><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                                <li class="accordion-item">


                                    <h3 class="accordion-item__title-wrapper" role="heading" aria-level="3" >
                                        <button
                                                class="accordion-item__click-target"
                                                aria-expanded="false"
                                                style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          "
                                        >
          <span
                  class="accordion-item__title"
                  style="



                padding-right: 24px;

            "
          >
            Open application
          </span>
                                            <div
                                                    class="accordion-icon-container"
                                                    data-is-open="false"
                                                    aria-hidden="true"
                                                    style="
              height: 24px;
              width: 24px;
            "
                                            >

                                                <div class="plus">
                                                    <div
                                                            class="plus__horizontal-line"
                                                            style="height: 5px"
                                                    ></div>
                                                    <div
                                                            class="plus__vertical-line"
                                                            style="height: 5px"
                                                    ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class=" accordion-item__description " style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" ><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                            </ul>
                        </div>
                    </div>`,
    element: `<sqs-accordion>


                            <ul
                                    class="accordion-items-container"
                                    data-should-allow-multiple-open-items=""
                                    data-is-divider-enabled="true"
                                    data-is-first-divider-visible="true"
                                    data-is-last-divider-visible="true"
                                    data-is-expanded-first-item=""
                                    data-accordion-title-alignment="left"
                                    data-accordion-description-alignment="left"
                                    data-accordion-description-placement="left"
                                    data-accordion-icon-placement="right"
                            >

                                <li class="accordion-item">


                                    <div
                                            class="accordion-divider accordion-divider--top"
                                            aria-hidden="true"
                                            style="
              height: 3px;
              opacity: 1;
            "
                                    ></div>


                                    <h3 class="accordion-item__title-wrapper" role="heading" aria-level="3" >
                                        <button class="accordion-item__click-target" aria-expanded="false" style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          " >
          <span class="accordion-item__title" style="



                padding-right: 24px;

            " >
            Position one
          </span>
                                            <div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="
              height: 24px;
              width: 24px;
            " >

                                                <div class="plus">
                                                    <div class="plus__horizontal-line" style="height: 5px" ></div>
                                                    <div class="plus__vertical-line" style="height: 5px" ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class="accordion-item__description" style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" >Words about the first position. <br><br>More words about it.<br><br><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                                <li class="accordion-item">


                                    <h3 class="accordion-item__title-wrapper " role="heading" aria-level="3" >
                                        <button class="accordion-item__click-target" aria-expanded="false" style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          " >
          <span class="accordion-item__title" style="



                padding-right: 24px;

            " >
            Position two
          </span>
                                            <div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="
              height: 24px;
              width: 24px;
            " >

                                                <div class="plus">
                                                    <div class="plus__horizontal-line" style="height: 5px" ></div>
                                                    <div class="plus__vertical-line" style="height: 5px" ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class=" accordion-item__description " style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" >Words about the second position.</p>
<p class="" >More words about it.</p>
<p class="" >A closing date.</p>
                                            <p class="" ><a href="#"><em>The position as a document</em></a></p>
                                            <p class="" ><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                                <li class="accordion-item">


                                    <h3 class="accordion-item__title-wrapper" role="heading" aria-level="3" >
                                        <button
                                                class="accordion-item__click-target"
                                                aria-expanded="false"
                                                style="
            padding-top: 30px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;
          "
                                        >
          <span
                  class="accordion-item__title"
                  style="



                padding-right: 24px;

            "
          >
            Open application
          </span>
                                            <div
                                                    class="accordion-icon-container"
                                                    data-is-open="false"
                                                    aria-hidden="true"
                                                    style="
              height: 24px;
              width: 24px;
            "
                                            >

                                                <div class="plus">
                                                    <div
                                                            class="plus__horizontal-line"
                                                            style="height: 5px"
                                                    ></div>
                                                    <div
                                                            class="plus__vertical-line"
                                                            style="height: 5px"
                                                    ></div>
                                                </div>

                                            </div>
                                        </button>
                                    </h3>
                                    <div class="accordion-item__dropdown" role="region">
                                        <div class=" accordion-item__description " style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          " >
                                            <p class="" ><a href="/apply">APPLY NOW</a></p>
                                        </div>
                                    </div>


                                    <div class="accordion-divider" aria-hidden="true" style="
            height: 3px;
            opacity: 1;
          " ></div>


                                </li>

                            </ul></sqs-accordion>`,
    check: items({ headings: ['Position one', 'Position two', 'Open application'], level: 3, links: 4 }),
  },
  {
    name: 'accordion of questions with ids tying each button to its region',
    source: 'imranertaza/DA-Sein-Project app/Views/web/working_at.php',
    block: `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69"
                             id="block-yui_3_17_2_1_1639046132765_9674">
                            <div class="sqs-block-content">
                                

                                <ul class="accordion-items-container" data-should-allow-multiple-open-items="" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-description-placement="left" data-accordion-icon-placement="right">
                                    
                                    <li class="accordion-item">


                                        <div class="accordion-divider accordion-divider--top" aria-hidden="true" style=" height: 3px; opacity: 1; "></div>


                                        <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
                                            <button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 30px;padding-bottom: 30px;padding-left: 22px;padding-right: 22px;" id="button-block-yui_3_17_2_1_1639046132765_9674-0" aria-controls="dropdown-block-yui_3_17_2_1_1639046132765_9674-0">
                                              <span class="accordion-item__title" style="padding-right: 22px;">A first question</span>

                                                <div class="accordion-icon-container" data-is-open="false"aria-hidden="true" style="height: 22px;width: 22px;">
                                                    <div class="plus">
                                                        <div class="plus__horizontal-line" style="height: 3px"></div>
                                                        <div class="plus__vertical-line" style="height: 3px"></div>
                                                    </div>
                                                </div>
                                            </button>
                                        </h4>
                                        <div class="accordion-item__dropdown" role="region" id="dropdown-block-yui_3_17_2_1_1639046132765_9674-0" aria-labelledby="button-block-yui_3_17_2_1_1639046132765_9674-0">
                                            <div class="accordion-item__description" style="padding-top: 0px;padding-bottom: 30px;padding-left: 0px;padding-right: 0px;min-width: 70%;max-width: 300px;">
                                                <p class="">An answer.</p>
                                            </div>
                                        </div>

                                        <div class="accordion-divider" aria-hidden="true" style="height: 3px;opacity: 1;"></div>

                                    </li>
                                    
                                    <li class="accordion-item">


                                        <div class="accordion-divider accordion-divider--top" aria-hidden="true" style=" height: 3px; opacity: 1; "></div>


                                        <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
                                            <button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 30px;padding-bottom: 30px;padding-left: 22px;padding-right: 22px;" id="button-block-yui_3_17_2_1_1639046132765_9674-1" aria-controls="dropdown-block-yui_3_17_2_1_1639046132765_9674-1">
                                              <span class="accordion-item__title" style="padding-right: 22px;">A second question</span>

                                                <div class="accordion-icon-container" data-is-open="false"aria-hidden="true" style="height: 22px;width: 22px;">
                                                    <div class="plus">
                                                        <div class="plus__horizontal-line" style="height: 3px"></div>
                                                        <div class="plus__vertical-line" style="height: 3px"></div>
                                                    </div>
                                                </div>
                                            </button>
                                        </h4>
                                        <div class="accordion-item__dropdown" role="region" id="dropdown-block-yui_3_17_2_1_1639046132765_9674-1" aria-labelledby="button-block-yui_3_17_2_1_1639046132765_9674-1">
                                            <div class="accordion-item__description" style="padding-top: 0px;padding-bottom: 30px;padding-left: 0px;padding-right: 0px;min-width: 70%;max-width: 300px;">
                                                <p class="">Another answer, with <a href="/contact">a link</a>.</p>
                                            </div>
                                        </div>

                                        <div class="accordion-divider" aria-hidden="true" style="height: 3px;opacity: 1;"></div>

                                    </li>
                                    
                                </ul>
                            </div>
                        </div>`,
    element: `<sqs-accordion>
                                

                                <ul class="accordion-items-container" data-should-allow-multiple-open-items="" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-description-placement="left" data-accordion-icon-placement="right">
                                    
                                    <li class="accordion-item">


                                        <div class="accordion-divider accordion-divider--top" aria-hidden="true" style=" height: 3px; opacity: 1; "></div>


                                        <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
                                            <button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 30px;padding-bottom: 30px;padding-left: 22px;padding-right: 22px;" id="button-block-yui_3_17_2_1_1639046132765_9674-0" aria-controls="dropdown-block-yui_3_17_2_1_1639046132765_9674-0">
                                              <span class="accordion-item__title" style="padding-right: 22px;">A first question</span>

                                                <div class="accordion-icon-container" data-is-open="false"aria-hidden="true" style="height: 22px;width: 22px;">
                                                    <div class="plus">
                                                        <div class="plus__horizontal-line" style="height: 3px"></div>
                                                        <div class="plus__vertical-line" style="height: 3px"></div>
                                                    </div>
                                                </div>
                                            </button>
                                        </h4>
                                        <div class="accordion-item__dropdown" role="region" id="dropdown-block-yui_3_17_2_1_1639046132765_9674-0" aria-labelledby="button-block-yui_3_17_2_1_1639046132765_9674-0">
                                            <div class="accordion-item__description" style="padding-top: 0px;padding-bottom: 30px;padding-left: 0px;padding-right: 0px;min-width: 70%;max-width: 300px;">
                                                <p class="">An answer.</p>
                                            </div>
                                        </div>

                                        <div class="accordion-divider" aria-hidden="true" style="height: 3px;opacity: 1;"></div>

                                    </li>
                                    
                                    <li class="accordion-item">


                                        <div class="accordion-divider accordion-divider--top" aria-hidden="true" style=" height: 3px; opacity: 1; "></div>


                                        <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
                                            <button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 30px;padding-bottom: 30px;padding-left: 22px;padding-right: 22px;" id="button-block-yui_3_17_2_1_1639046132765_9674-1" aria-controls="dropdown-block-yui_3_17_2_1_1639046132765_9674-1">
                                              <span class="accordion-item__title" style="padding-right: 22px;">A second question</span>

                                                <div class="accordion-icon-container" data-is-open="false"aria-hidden="true" style="height: 22px;width: 22px;">
                                                    <div class="plus">
                                                        <div class="plus__horizontal-line" style="height: 3px"></div>
                                                        <div class="plus__vertical-line" style="height: 3px"></div>
                                                    </div>
                                                </div>
                                            </button>
                                        </h4>
                                        <div class="accordion-item__dropdown" role="region" id="dropdown-block-yui_3_17_2_1_1639046132765_9674-1" aria-labelledby="button-block-yui_3_17_2_1_1639046132765_9674-1">
                                            <div class="accordion-item__description" style="padding-top: 0px;padding-bottom: 30px;padding-left: 0px;padding-right: 0px;min-width: 70%;max-width: 300px;">
                                                <p class="">Another answer, with <a href="/contact">a link</a>.</p>
                                            </div>
                                        </div>

                                        <div class="accordion-divider" aria-hidden="true" style="height: 3px;opacity: 1;"></div>

                                    </li>
                                    
                                </ul></sqs-accordion>`,
    check: items({ headings: ['A first question', 'A second question'], level: 3, links: 1 }),
  },
  {
    name: 'accordion of six questions on a background, with its own style element',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/other/citizenship.html',
    block: `<div class="sqs-block accordion-block sqs-block-accordion sqs-background-enabled" data-block-type="69" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-yui_3_17_2_1_1713288123472_23381"><div class="sqs-block-content">






















    <style>
      #block-yui_3_17_2_1_1713288123472_23381 {
        box-sizing: border-box;
        height: 100%;
        padding: 6% 6% 6% 6%;
        border-radius: 0px 0px 0px 0px;







              --tweak-accordion-block-background-color:

    hsla(var(--lightAccent-hsl), 0.72)


;



      }
    </style>






<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible="true"
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="left"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



          <div
            class="accordion-divider accordion-divider--top"
            aria-hidden="true"
            style="
              height: 1px;
              opacity: 1;
            "
          ></div>



      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 4
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 4.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 5
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 5.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 6
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 6.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul>
</div></div>`,
    element: `<sqs-accordion>






















    <style>
      #block-yui_3_17_2_1_1713288123472_23381 {
        box-sizing: border-box;
        height: 100%;
        padding: 6% 6% 6% 6%;
        border-radius: 0px 0px 0px 0px;







              --tweak-accordion-block-background-color:

    hsla(var(--lightAccent-hsl), 0.72)


;



      }
    </style>






<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible="true"
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="left"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



          <div
            class="accordion-divider accordion-divider--top"
            aria-hidden="true"
            style="
              height: 1px;
              opacity: 1;
            "
          ></div>



      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 4
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 4.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 5
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 5.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <p
        class="
          accordion-item__title-wrapper
          sqsrte-large


        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 6
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </p>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 6.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul></sqs-accordion>`,
    check: items({
      headings: ['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5', 'Question 6'],
      level: 3,
      links: 0,
    }),
  },
  {
    name: 'accordion of five questions, one answer with a link',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/permanent-residence/economic-class.html',
    block: `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-yui_3_17_2_1_1713036024946_18801"><div class="sqs-block-content">



























<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible="true"
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="left"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



          <div
            class="accordion-divider accordion-divider--top"
            aria-hidden="true"
            style="
              height: 1px;
              opacity: 1;
            "
          ></div>



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3. <a href="/contact">Ask us</a>.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 4
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 4.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 5
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 5.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul>
</div></div>`,
    element: `<sqs-accordion>



























<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible="true"
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="left"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



          <div
            class="accordion-divider accordion-divider--top"
            aria-hidden="true"
            style="
              height: 1px;
              opacity: 1;
            "
          ></div>



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3. <a href="/contact">Ask us</a>.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 4
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 4.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">





      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 5
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description



          "
          style="
            padding-top: 0px;
            padding-bottom: 30px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 70%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 5.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul></sqs-accordion>`,
    check: items({
      headings: ['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5'],
      level: 3,
      links: 1,
    }),
  },
  {
    name: 'accordion without the first divider, its answers centred',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/permanent-residence/economic-class.html',
    block: `<div class="sqs-block accordion-block sqs-block-accordion sqs-background-enabled" data-block-type="69" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-yui_3_17_2_1_1711737320417_4700"><div class="sqs-block-content">






















    <style>
      #block-yui_3_17_2_1_1711737320417_4700 {
        box-sizing: border-box;
        height: 100%;
        padding: 3% 3% 3% 3%;
        border-radius: 0px 0px 0px 0px;







              --tweak-accordion-block-background-color:

    hsla(var(--lightAccent-hsl), 0.34)


;



      }
    </style>






<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible=""
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="center"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul>
</div></div>`,
    element: `<sqs-accordion>






















    <style>
      #block-yui_3_17_2_1_1711737320417_4700 {
        box-sizing: border-box;
        height: 100%;
        padding: 3% 3% 3% 3%;
        border-radius: 0px 0px 0px 0px;







              --tweak-accordion-block-background-color:

    hsla(var(--lightAccent-hsl), 0.34)


;



      }
    </style>






<ul
  class="accordion-items-container"
  data-should-allow-multiple-open-items=""
  data-is-divider-enabled="true"
  data-is-first-divider-visible=""
  data-is-last-divider-visible="true"
  data-is-expanded-first-item=""
  data-accordion-title-alignment="left"
  data-accordion-description-alignment="center"
  data-accordion-description-placement="left"
  data-accordion-icon-placement="right"
>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 1
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 1.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 2
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 2.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

    <li class="accordion-item">



      <h4
        class="
          accordion-item__title-wrapper



        "
        role="heading"
        aria-level="3"
      >
        <button
          class="accordion-item__click-target"
          aria-expanded="false"
          style="
            padding-top: 15px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;
          "
        >
          <span
            class="accordion-item__title"
            style="



                padding-right: 14px;

            "
          >
            Question 3
          </span>
          <div
            class="accordion-icon-container"
            data-is-open="false"
            aria-hidden="true"
            style="
              height: 14px;
              width: 14px;
            "
          >

              <div class="plus">
                <div
                  class="plus__horizontal-line"
                  style="height: 1px"
                ></div>
                <div
                  class="plus__vertical-line"
                  style="height: 1px"
                ></div>
              </div>

          </div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div
          class="
            accordion-item__description


            sqsrte-small
          "
          style="
            padding-top: 0px;
            padding-bottom: 15px;
            padding-left: 0px;
            padding-right: 0px;



            min-width: 25%;
            max-width: 300px;
          "
        >
          <p class="" style="white-space:pre-wrap;">Answer 3.</p>
        </div>
      </div>


        <div
          class="accordion-divider"
          aria-hidden="true"
          style="
            height: 1px;
            opacity: 1;
          "
        ></div>


    </li>

</ul></sqs-accordion>`,
    check: items({
      headings: ['Question 1', 'Question 2', 'Question 3'],
      level: 3,
      links: 0,
      firstDivider: 'off',
      descriptionAlign: 'center',
    }),
  },
];
