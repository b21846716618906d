/**
 * The streaming server render (`renderElementsStream` of dist/ssr.js; `npm run build` first): a page fed in chunks, cut
 * anywhere (inside a tag, an attribute, a comment, a character), yields what `renderElements` returns for the whole
 * text, and yields it as it goes: the text before an element at once, the element once its end tag has arrived.
 */
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'dist', 'ssr.js');
assert.ok(existsSync(ENTRY), 'dist/ssr.js is missing: run `npm run build` first');
const { renderElements, renderElementsStream } = await import(pathToFileURL(ENTRY).href);

const EXAMPLES = join(ROOT, 'examples');
const PAGES = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.html'))
  .map((f) => [f, readFileSync(join(EXAMPLES, f), 'utf8')]);

const item = (heading, body = 'Text') => `<sqs-accordion-item heading="${heading}">${body}</sqs-accordion-item>`;
const rendered = renderElements(`<sqs-accordion>${item('Already')}</sqs-accordion>`);

/** A page with what a parser reads with care, around the elements the server renders. */
const TRICKY = [
  '\uFEFF<!doctype html><html lang="en"><head><title>A &amp; B</title>',
  '<script type="module">const s = "<sqs-accordion-item heading=\\"in a script\\">";</script></head><body>',
  '<p>Before: é ✓ 😀 &lt;sqs-accordion&gt;</p><!-- <sqs-accordion-item heading="in a comment"> -->',
  `<sqs-accordion expand-first>${item('One &amp; two', '<p>a</p>')}${item('a > b /> c')}</sqs-accordion>`,
  '<sqs-accordion-item heading="self" />after a self-closing tag</sqs-accordion-item>',
  `<template>${item('In a template')}</template>`,
  `<b>${item('In bold')}<div>misnested</b>formatting</div>`,
  `<table>${item('Fostered')}<tr><td>${item('In a cell')}</td></tr></table>`,
  `<div lang="fr">${item('En français')}</div>`,
  `<sqs-no-such>${item('Inside an unknown element')}</sqs-no-such>`,
  '<sqs-accordion><ul class="accordion-items-container"><li class="accordion-item">Platform</li></ul></sqs-accordion>',
  rendered,
  '<sqs-accordion-item heading-level="9" heading="Bad level">x</sqs-accordion-item>',
  '\r\n<p>Windows\r\nline ends\r</p><sqs-accordion-item\r\nheading="crlf"\r\n>y</sqs-accordion-item>',
  '<p>After</p></body></html>\n',
].join('\n');

/** Returns a pseudo-random generator (a fixed sequence per seed, so a failure repeats). */
function randomOf(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Returns `text` cut into chunks of 1 to `max` characters at random. */
function chunked(text, random, max) {
  const chunks = [];
  for (let at = 0; at < text.length;) {
    const size = 1 + Math.floor(random() * max);
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}

/** Resolves with everything the stream yields for `input`, and the chunks apart. */
async function collect(input, options) {
  const chunks = [];
  for await (const chunk of renderElementsStream(input, options)) chunks.push(chunk);
  return { text: chunks.join(''), chunks };
}

let warnings;
const warn = console.warn;
beforeEach(() => {
  warnings = [];
  console.warn = (...args) => warnings.push(args.join(' '));
});
afterEach(() => {
  console.warn = warn;
});

describe('renderElementsStream', () => {
  it('yields what renderElements returns, for every example page cut at random', async () => {
    for (const [name, page] of PAGES) {
      const whole = renderElements(page);
      const random = randomOf(name.length);
      for (const max of [5, 64, 1000]) {
        const { text } = await collect(chunked(page, random, max));
        assert.equal(text, whole, `${name} in chunks of up to ${max} characters`);
      }
    }
  });

  it('yields what renderElements returns for a page cut in two at every offset', async () => {
    const whole = renderElements(TRICKY);
    assert.match(whole, /<sqs-accordion expand-first data-server-rendered><template shadowrootmode="open">/);
    for (let at = 0; at <= TRICKY.length; at++) {
      const { text } = await collect([TRICKY.slice(0, at), TRICKY.slice(at)]);
      assert.equal(text, whole, `cut at ${at}: ${JSON.stringify(TRICKY.slice(at - 10, at + 10))}`);
    }
  });

  it('yields what renderElements returns for a page cut at random, with the same warnings', async () => {
    const whole = renderElements(TRICKY);
    const expected = warnings;
    const random = randomOf(7);
    for (let run = 0; run < 50; run++) {
      warnings = [];
      const { text } = await collect(chunked(TRICKY, random, 1 + (run % 40)));
      assert.equal(text, whole, `run ${run}`);
      assert.deepEqual(warnings, expected, `run ${run}`);
    }
  });

  it('reads UTF-8 bytes cut inside a character, from a Node stream or a web stream', async () => {
    const whole = renderElements(TRICKY);
    const bytes = Buffer.from(TRICKY);
    const pieces = [];
    for (let at = 0; at < bytes.length; at += 5) pieces.push(bytes.subarray(at, at + 5));
    assert.equal((await collect(Readable.from(pieces))).text, whole);
    assert.equal((await collect(ReadableStream.from(pieces))).text, whole);
    const file = join(EXAMPLES, 'accordion.html');
    const fromFile = await collect(createReadStream(file, { highWaterMark: 100 }));
    assert.equal(fromFile.text, renderElements(readFileSync(file, 'utf8')));
  });

  it('passes options on as renderElements does', async () => {
    const options = { base: 'https://cdn.example/dist/', onWarning: () => {} };
    assert.equal((await collect([TRICKY], options)).text, renderElements(TRICKY, options));
    // The component's own warning, once from each render.
    const invalid = '<sqs-accordion-item>: invalid heading-level="9"; using the default (3).';
    assert.deepEqual(warnings, [invalid, invalid]);
  });

  it('sends the text before an element at once, and the element once its end tag has arrived', async () => {
    // The page arrives in three parts, the next one only once the stream has yielded for the one before.
    const parts = [
      '<!doctype html><html lang="en"><body><h1>Questions</h1><sqs-accordion-item heading="A">',
      'Its panel</sqs-accordion-item><p>Between</p><sqs-accordion-item heading="B">',
      'Another</sqs-accordion-item></body></html>',
    ];
    const gates = parts.map(() => {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      return { promise, resolve };
    });
    async function* arriving() {
      for (const [n, part] of parts.entries()) {
        if (n > 0) await gates[n].promise;
        yield part;
      }
    }
    const stream = renderElementsStream(arriving());
    const first = await stream.next();
    assert.equal(first.value, '<!doctype html><html lang="en"><body><h1>Questions</h1>');
    gates[1].resolve();
    const second = await stream.next();
    assert.match(
      second.value,
      /^<sqs-accordion-item heading="A" data-server-rendered><template shadowrootmode="open">/,
    );
    assert.match(second.value, /Its panel<\/sqs-accordion-item><p>Between<\/p>$/);
    gates[2].resolve();
    let rest = '';
    for await (const chunk of stream) rest += chunk;
    assert.equal(first.value + second.value + rest, renderElements(parts.join('')));
  });

  it('streams a large page as it reads it', { timeout: 120_000 }, async () => {
    const section = (n) => `<section><h2>Part ${n}</h2><p>${'Some text. '.repeat(20)}</p>
      <sqs-accordion allow-multiple>${item(`Q${n}a`, '<p>One</p>')}${item(`Q${n}b`, '<p>Two</p>')}</sqs-accordion></section>`;
    const page = `<!doctype html><html lang="en"><body>${Array.from({ length: 3000 }, (_, n) => section(n)).join('\n')}</body></html>`;
    assert.ok(page.length > 1_000_000);
    const pieces = [];
    for (let at = 0; at < page.length; at += 16_384) pieces.push(page.slice(at, at + 16_384));
    const { text, chunks } = await collect(pieces);
    assert.equal(text, renderElements(page));
    // Nearly one output chunk per input chunk: nothing waits for the end of the page.
    assert.ok(chunks.length >= pieces.length - 1, `${chunks.length} chunks out for ${pieces.length} in`);
  });
});
