import { expect } from '@open-wc/testing';
import { breakpoints, durations, primitiveTokens, token, tokensCss } from '../../styles/tokens.js';

describe('design tokens', () => {
  it('has every token group of the spec as --sqs-* primitives', () => {
    const names = Object.keys(primitiveTokens());
    const prims = primitiveTokens();
    expect(prims['font-size-xxs']).to.equal('9.75px');
    expect(prims['font-size-4xl']).to.equal('28px');
    expect(['regular', 'medium', 'semibold'].map((w) => prims[`font-weight-${w}`])).to.deep.equal([
      '400',
      '500',
      '600',
    ]);
    expect(['none', 'sm', 'md'].map((r) => prims[`radius-${r}`])).to.deep.equal(['0px', '4px', '8px']);
    expect(prims['space-0']).to.equal('0px');
    expect(prims['space-10']).to.equal('55px');
    expect(prims['duration-instant']).to.equal('0ms');
    expect(prims['duration-slower']).to.equal('600ms');
    for (const scale of ['gray', 'blue', 'green', 'red', 'pink', 'orange']) {
      expect(names.filter((n) => n.startsWith(`color-${scale}-`))).to.have.length(10);
    }
  });

  it('writes primitives on :root, aliases pointing at them, and a dark theme that swaps aliases only', () => {
    const text = tokensCss();
    expect(text).to.include('--sqs-color-blue-600: #135dcc;');
    expect(text).to.include('--sqs-color-text: var(--sqs-color-gray-900);');
    const dark = text.slice(text.indexOf("[data-sqs-theme='dark']"));
    expect(dark).to.include('--sqs-color-text: var(--sqs-color-gray-50);');
    expect(dark.slice(0, dark.indexOf('}'))).not.to.match(/--sqs-color-(gray|blue|green|red|pink|orange)-\d+:/);
  });

  it('gives each var() the light value as its fallback', () => {
    expect(token('space-2')).to.equal('var(--sqs-space-2, 8px)');
    expect(token('color-text')).to.equal('var(--sqs-color-text, #161616)');
    expect(() => token('no-such-token')).to.throw('Unknown design token: no-such-token');
  });

  it('applies when loaded as a stylesheet: a dark subtree gets the dark aliases', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(tokensCss());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const box = document.createElement('div');
    box.dataset.sqsTheme = 'dark';
    document.body.append(box);
    try {
      expect(getComputedStyle(document.documentElement).getPropertyValue('--sqs-color-text').trim()).to.equal(
        '#161616',
      );
      expect(getComputedStyle(box).getPropertyValue('--sqs-color-text').trim()).to.equal('#f7f7f7');
    } finally {
      box.remove();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });

  it('exports the numbers code needs', () => {
    expect(breakpoints.mobileMax).to.equal(432);
    expect(breakpoints.desktopMin).to.equal(433);
    expect(durations.medium).to.equal(250);
  });
});
