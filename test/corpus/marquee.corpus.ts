/**
 * Real scrolling blocks (`sqs-block-marquee`, block type 70) as published pages carry them: the platform's rendered
 * `.Marquee` with its props script (items, direction, speed, wave, text size, item spacing) and the items it renders.
 * The platform's blocks carry no `data-block-json`: the props script is their block data.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { shadow } from '../support/helpers.js';
import { loopDuration } from '../../elements/marquee/useMarquee.js';
import type { CorpusBlock } from './harness.js';

/** The props the element does not take: the site's text style (heading 1) and the block's background and border. */
const PLATFORM_STYLE_KEYS = ['"textStyle"', '"containerStyles"'];

/** Returns the pixels `length` (CSS) measures in `el`'s shadow wrapper. */
function px(el: HTMLElement, length: string): number {
  const probe = document.createElement('div');
  probe.style.width = length;
  el.after(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

/**
 * Checks that the marquee moves `text` (and shows it once to assistive technology, none of the rendered copies), at
 * `speed`, in `fontSize` with `gap` after each copy when the block names them.
 */
async function shows(
  el: HTMLElement,
  text: string,
  { speed = 1, fontSize, gap }: { speed?: number; fontSize?: string; gap?: string } = {},
): Promise<void> {
  const root = shadow(el);
  // A block upgraded from the page loads the element's code first: more than a frame on a busy machine.
  await waitUntil(() => el.dataset.state === 'running', 'the marquee never started', { timeout: 5000 });
  const content = root.querySelector('[part~="content"]')!;
  expect(content.querySelector('slot')).to.equal(null);
  expect(content.textContent).to.equal(text);
  const copies = [...root.querySelectorAll<HTMLElement>('[part~="copy"]')];
  expect(copies.length).to.be.at.least(2);
  for (const copy of copies) expect(copy.textContent).to.equal(text);
  const width = copies[0]!.getBoundingClientRect().width;
  const timing = (root.querySelector('[part~="track"]')!.getAnimations()[0]!.effect as KeyframeEffect).getTiming();
  expect(Number(timing.duration)).to.be.closeTo(loopDuration(width, speed), 1);
  const base = root.querySelector<HTMLElement>('[part~="base"]')!;
  if (fontSize) expect(parseFloat(getComputedStyle(base).fontSize)).to.be.closeTo(px(el, fontSize), 0.1);
  if (gap) {
    const em = parseFloat(getComputedStyle(copies[0]!).fontSize);
    expect(parseFloat(getComputedStyle(copies[0]!).paddingRight)).to.be.closeTo(parseFloat(gap) * em, 0.1);
  }
}

/** The scrolling blocks of the corpus. */
export const marqueeCorpus: readonly CorpusBlock[] = [
  {
    name: 'one item, no background, heading text 2.8rem, speed 2',
    source: 'serious-people-net/legalwarming index.html',
    block: `<div class="sqs-block marquee-block sqs-block-marquee" data-blend-mode="NORMAL" data-block-type="70" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-c8d79d038fc55e7624e1"><div class="sqs-block-content">
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "⚠️ NEUTRAL WORDS AHEAD"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "c8d79d038fc55e7624e1",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": false,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 3.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 3.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "THEME_COLOR"
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          ⚠️ NEUTRAL WORDS AHEAD
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">⚠️ NEUTRAL WORDS AHEAD</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        ⚠️ NEUTRAL WORDS AHEAD 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</div></div>`,
    element: `<sqs-marquee>
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "⚠️ NEUTRAL WORDS AHEAD"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "c8d79d038fc55e7624e1",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": false,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 3.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 3.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "THEME_COLOR"
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          ⚠️ NEUTRAL WORDS AHEAD
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">⚠️ NEUTRAL WORDS AHEAD</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        ⚠️ NEUTRAL WORDS AHEAD 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</sqs-marquee>`,
    warns: PLATFORM_STYLE_KEYS,
    async check(el) {
      await shows(el, '⚠️ NEUTRAL WORDS AHEAD', { speed: 2, fontSize: '2.8rem', gap: '0.5em' });
    },
  },
  {
    name: 'one item on a custom background colour',
    source: 'serious-people-net/legalwarming index.html',
    block: `<div class="sqs-block marquee-block sqs-block-marquee sqs-background-enabled" data-blend-mode="NORMAL" data-block-type="70" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-0cd821eca4909780e883"><div class="sqs-block-content">
    <style>
      #block-0cd821eca4909780e883 {
        box-sizing: border-box;
        height: 100%;
        padding: 0% 0% 0% 0%;
        border-radius: 0px 0px 0px 0px;
              --tweak-marquee-block-background-color: 
  hsla(0, 71%, 99%, 1)
;
      }
    </style>
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "⛈️ NEUTRAL"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "0cd821eca4909780e883",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": true,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 0.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 0.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "CUSTOM_COLOR",
"customColor": {
"hslaValue": {
"hue": 0.0,
"saturation": 0.71,
"lightness": 0.99,
"alpha": 1.0
},
"userFormat": "rgb"
}
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          ⛈️ NEUTRAL
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">⛈️ NEUTRAL</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        ⛈️ NEUTRAL 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</div></div>`,
    element: `<sqs-marquee>
    <style>
      #block-0cd821eca4909780e883 {
        box-sizing: border-box;
        height: 100%;
        padding: 0% 0% 0% 0%;
        border-radius: 0px 0px 0px 0px;
              --tweak-marquee-block-background-color: 
  hsla(0, 71%, 99%, 1)
;
      }
    </style>
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "⛈️ NEUTRAL"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "0cd821eca4909780e883",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": true,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 0.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 0.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "CUSTOM_COLOR",
"customColor": {
"hslaValue": {
"hue": 0.0,
"saturation": 0.71,
"lightness": 0.99,
"alpha": 1.0
},
"userFormat": "rgb"
}
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          ⛈️ NEUTRAL
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">⛈️ NEUTRAL</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        ⛈️ NEUTRAL 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</sqs-marquee>`,
    warns: PLATFORM_STYLE_KEYS,
    async check(el) {
      await shows(el, '⛈️ NEUTRAL', { speed: 2, fontSize: '2.8rem', gap: '0.5em' });
    },
  },
  {
    name: 'one item ending in an emoji, on a white background',
    source: 'serious-people-net/legalwarming index.html',
    block: `<div class="sqs-block marquee-block sqs-block-marquee sqs-background-enabled" data-blend-mode="NORMAL" data-block-type="70" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;bottomRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-8181cbb71e540c851f1e"><div class="sqs-block-content">
    <style>
      #block-8181cbb71e540c851f1e {
        box-sizing: border-box;
        height: 100%;
        padding: 0% 0% 0% 0%;
        border-radius: 0px 0px 0px 0px;
              --tweak-marquee-block-background-color: 
  hsla(0, 0%, 100%, 1)
;
      }
    </style>
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "NEUTRAL WORDS SCROLL BY ⚠️"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "8181cbb71e540c851f1e",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": true,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 0.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 0.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "CUSTOM_COLOR",
"customColor": {
"hslaValue": {
"hue": 0.0,
"saturation": 0.0,
"lightness": 1.0,
"alpha": 1.0
},
"userFormat": "rgb"
}
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          NEUTRAL WORDS SCROLL BY ⚠️
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">NEUTRAL WORDS SCROLL BY ⚠️</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        NEUTRAL WORDS SCROLL BY ⚠️ 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</div></div>`,
    element: `<sqs-marquee>
    <style>
      #block-8181cbb71e540c851f1e {
        box-sizing: border-box;
        height: 100%;
        padding: 0% 0% 0% 0%;
        border-radius: 0px 0px 0px 0px;
              --tweak-marquee-block-background-color: 
  hsla(0, 0%, 100%, 1)
;
      }
    </style>
<div class="Marquee" style="font-size: 2.8rem; --marquee-font-size-value: 2.8;">
  <script class="Marquee-props" type="application/json">{
"marqueeItems": [ {
"text": "NEUTRAL WORDS SCROLL BY ⚠️"
} ],
"linkTo": "",
"waveFrequency": 4,
"waveIntensity": 0,
"animationDirection": "left",
"animationSpeed": 2.0,
"textStyle": "heading-1",
"textSize": {
"unit": "rem",
"value": 2.8
},
"itemSpacing": {
"unit": "em",
"value": 0.5
},
"blockId": "8181cbb71e540c851f1e",
"estimatedDimensions": {
"estimatedColumnSpanDesktop": 24,
"sectionColumnsDesktop": 24,
"estimatedColumnSpanMobile": 8,
"sectionColumnsMobile": 8
},
"containerStyles": {
"backgroundEnabled": true,
"borderRadii": {
"topLeft": {
"unit": "px",
"value": 0.0
},
"topRight": {
"unit": "px",
"value": 0.0
},
"bottomLeft": {
"unit": "px",
"value": 0.0
},
"bottomRight": {
"unit": "px",
"value": 0.0
}
},
"padding": {
"top": {
"unit": "%",
"value": 0.0
},
"right": {
"unit": "%",
"value": 0.0
},
"bottom": {
"unit": "%",
"value": 0.0
},
"left": {
"unit": "%",
"value": 0.0
}
},
"stretchedToFill": false,
"backgroundColor": {
"type": "CUSTOM_COLOR",
"customColor": {
"hslaValue": {
"hue": 0.0,
"saturation": 0.0,
"lightness": 1.0,
"alpha": 1.0
},
"userFormat": "rgb"
}
},
"stroke": {
"style": "none",
"color": {
"type": "THEME_COLOR"
},
"thickness": {
"unit": "px",
"value": 6.0
},
"dashLength": {
"unit": "px",
"value": 5.0
},
"gapLength": {
"unit": "px",
"value": 15.0
},
"linecap": "square"
},
"blendMode": "normal",
"blur": {
"enabled": false,
"filterType": "backdrop",
"blurRadius": {
"unit": "px",
"value": 15.0
}
}
},
"featureFlags": {
"useCLDRMoneyFormat": true
}
}</script>
  <div class="Marquee-display ">
    <div class="Marquee-measure">
        <h1
          class="Marquee-item Marquee-item--text"
          style="margin-right: 0.5em; font-size: 2.8rem;"
        >
          NEUTRAL WORDS SCROLL BY ⚠️
        </h1>
    </div>
    <h1
      style="font-size: 2.8rem; --marquee-font-size-value: 2.8;"
    >
      <svg
        class="Marquee-svg"
        fill="currentColor"
        aria-hidden="true"
      >
        <g class="Marquee-path-group" transform="translate(0, 0)">
          <path class="Marquee-path" fill="none" stroke="transparent" stroke-width="0" d="" stroke-dasharray="" />
        </g>
        <text>
          <textPath class="Marquee-svg-text"></textPath>
        </text>
        <text>
          <textPath class="Marquee-svg-group" visibility="hidden">
              <tspan class="Marquee-svg-text">NEUTRAL WORDS SCROLL BY ⚠️</tspan>
          </textPath>
        </text>
        <g class="Marquee-hitbox" data-hitbox >
          <g class="Marquee-path-hitbox-group">
            <path class="Marquee-path-hitbox" fill="none" stroke="transparent" d="" />
            <path class="Marquee-path-hitbox-focus-outline" fill="none" stroke="transparent" stroke-width="2px" d="" />
          </g>
        </g>
      </svg>
      <span class="v6-visually-hidden">
        NEUTRAL WORDS SCROLL BY ⚠️ 
      </span>
    </h1>
    <div class="Marquee-track"></div>
  </div>
</div>
</sqs-marquee>`,
    warns: PLATFORM_STYLE_KEYS,
    async check(el) {
      await shows(el, 'NEUTRAL WORDS SCROLL BY ⚠️', { speed: 2, fontSize: '2.8rem', gap: '0.5em' });
    },
  },
  {
    name: 'several items as rendered spans, no props script',
    source:
      'georgeejacobs/square-pie-guys src/components/CallToAction.tsx (the page markup as JSX, written back as HTML)',
    block: `<div class="sqs-block marquee-block sqs-block-marquee" data-blend-mode="NORMAL" data-block-type="70" data-sqsp-block="scrolling" id="block-4ec6f7970b0f5f240202">
<div class="sqs-block-content">
<div class="Marquee" style="font-size: 1.2rem; --marquee-font-size-value: 1.2" data-ready="true">
<div class="Marquee-inner">
<div class="Marquee-content">
<span class="Marquee-item">FIRST WORDS</span>
<span class="Marquee-item">🍕</span>
<span class="Marquee-item">SECOND WORDS</span>
<span class="Marquee-item">🍕</span>
<span class="Marquee-item">THIRD WORDS</span>
<span class="Marquee-item">🍕</span>
</div>
</div>
</div>
</div>
</div>`,
    element: `<sqs-marquee>
<div class="Marquee" style="font-size: 1.2rem; --marquee-font-size-value: 1.2" data-ready="true">
<div class="Marquee-inner">
<div class="Marquee-content">
<span class="Marquee-item">FIRST WORDS</span>
<span class="Marquee-item">🍕</span>
<span class="Marquee-item">SECOND WORDS</span>
<span class="Marquee-item">🍕</span>
<span class="Marquee-item">THIRD WORDS</span>
<span class="Marquee-item">🍕</span>
</div>
</div>
</div>
</sqs-marquee>`,
    async check(el) {
      await shows(el, 'FIRST WORDS 🍕 SECOND WORDS 🍕 THIRD WORDS 🍕');
    },
  },
  {
    name: 'several items rendered twice, read once',
    source: 'georgeejacobs/square-pie-guys src/components/Footer.tsx (the page markup as JSX, written back as HTML)',
    block: `<div class="sqs-block marquee-block sqs-block-marquee" data-blend-mode="NORMAL" data-block-type="70" data-sqsp-block="scrolling" id="block-78d5c65ecdc06f397a7d">
<div class="sqs-block-content">
<div class="Marquee" style="font-size: 1.2rem; --marquee-font-size-value: 1.2" data-ready="true">
<div class="Marquee-body" data-animation-direction="left" data-animation-speed="1.0">
<div class="Marquee-items" aria-hidden="true">
<div class="Marquee-item">First Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Second Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Third Words</div>
<div class="Marquee-item">🍕</div>
</div>
<div class="Marquee-items" aria-hidden="true">
<div class="Marquee-item">First Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Second Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Third Words</div>
<div class="Marquee-item">🍕</div>
</div>
</div>
</div>
</div>
</div>`,
    element: `<sqs-marquee>
<div class="Marquee" style="font-size: 1.2rem; --marquee-font-size-value: 1.2" data-ready="true">
<div class="Marquee-body" data-animation-direction="left" data-animation-speed="1.0">
<div class="Marquee-items" aria-hidden="true">
<div class="Marquee-item">First Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Second Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Third Words</div>
<div class="Marquee-item">🍕</div>
</div>
<div class="Marquee-items" aria-hidden="true">
<div class="Marquee-item">First Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Second Words</div>
<div class="Marquee-item">🍕</div>
<div class="Marquee-item">Third Words</div>
<div class="Marquee-item">🍕</div>
</div>
</div>
</div>
</sqs-marquee>`,
    async check(el) {
      await shows(el, 'First Words 🍕 Second Words 🍕 Third Words 🍕');
    },
  },
];
