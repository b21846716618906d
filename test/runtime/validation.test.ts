import { expect } from '@open-wc/testing';
import {
  checkBlogUrlFormat,
  checkCategory,
  checkEmail,
  checkFileName,
  checkLink,
  checkLoginEmail,
  checkMaxLength,
  checkNumber,
  checkOption,
  checkPageUrl,
  checkPrice,
  checkRequired,
  checkSku,
  checkStarRating,
  checkTag,
  checkUsZip,
  generateSku,
  isEmail,
  linkKind,
  normalizeBlogUrlFormat,
  parseQuery,
  validationMessages,
  type ValidationResult,
} from '../../runtime/validation.js';

/** Returns the failure's message, or 'ok'. */
const said = (result: ValidationResult) => (result.ok ? 'ok' : result.message);
const ok = (result: ValidationResult) => result.ok;
const email = (local: string, length: number) => `${local}@${'d'.repeat(length - local.length - 5)}.com`;

describe('validation messages', () => {
  it('keep the spec wording and catalogue ids', () => {
    expect(validationMessages).to.include({
      'validation.required': '{label} is required.',
      'validation.email-invalid': 'Email is not valid. Email addresses should follow the format {email}.',
      'validation.too-long': 'You have exceeded the character limit.',
      'validation.email': 'Please enter a valid email',
      'validation.email-format': 'Emails must be formatted as {email}',
      'validation.link-format': 'Links must be formatted as {host} or {secureHost}',
      'validation.page-url': '{val} is not a valid page URL',
      'validation.option': '{val} is not one of the expected options',
      'validation.star-rating': 'Please select a star rating',
      'validation.file-name': 'Please enter a file name',
      'validation.tag-exists': 'This {tagType} already exists',
    });
  });

  it('give the id, the values and the English text of a failure', () => {
    expect(checkRequired(' ', 'Name')).to.deep.equal({
      ok: false,
      key: 'validation.required',
      values: { label: 'Name' },
      message: 'Name is required.',
    });
    expect(checkRequired('x', 'Name')).to.deep.equal({ ok: true });
  });
});

describe('required, length, number and zip checks', () => {
  it('requires text, an item or a filled part', () => {
    expect([undefined, '', '  ', [], { a: ' ' }].map((v) => ok(checkRequired(v, 'F')))).to.deep.equal(
      Array(5).fill(false),
    );
    expect([' a', ['x'], { a: '', b: '1' }].map((v) => ok(checkRequired(v, 'F')))).to.deep.equal([true, true, true]);
  });

  it('refuses text over the maximum, and sets no limit for a maximum of 0', () => {
    expect(ok(checkMaxLength('a'.repeat(10), 10))).to.equal(true);
    expect(said(checkMaxLength('a'.repeat(11), 10))).to.equal('You have exceeded the character limit.');
    expect(ok(checkMaxLength('a'.repeat(11), 0))).to.equal(true);
  });

  it('accepts finite numbers only', () => {
    expect(['5', '-2.5', '1e3', ' 7 '].map((v) => ok(checkNumber(v, 'Age')))).to.deep.equal([true, true, true, true]);
    expect(said(checkNumber('five', 'Age'))).to.equal('Age must be a number.');
    expect(ok(checkNumber('1e400', 'Age'))).to.equal(false);
    expect(ok(checkNumber('', 'Age'))).to.equal(false);
  });

  it('accepts a US zip code of exactly five digits', () => {
    expect(ok(checkUsZip('12345'))).to.equal(true);
    expect(['1234', '123456', '1234a', ' 12345', '１２３４５'].map((v) => ok(checkUsZip(v)))).to.deep.equal(
      Array(5).fill(false),
    );
    expect(said(checkUsZip('1234'))).to.equal('Zip code must be exactly five digits.');
  });
});

describe('email checks', () => {
  it('accept 3 to 256 characters in the address pattern', () => {
    // The shortest address the pattern allows has 5 characters: at 3, 'a@b' lacks a domain suffix.
    expect(['a@b', 'ab'].some(isEmail)).to.equal(false);
    expect(isEmail('a@b.c')).to.equal(true);
    expect(email('a', 256)).to.have.length(256);
    expect(isEmail(email('a', 256))).to.equal(true);
    expect(isEmail(email('a', 257))).to.equal(false);
    expect(['user@domain.com', 'a.b+c@x.co.uk'].every(isEmail)).to.equal(true);
    const bad = ['', 'ab', 'user', 'user@', '@domain.com', 'a@@b.com', 'a@b@c.com', 'a b@c.com', 'a@b.', 'a@.b', 'a@b'];
    expect(bad.filter(isEmail)).to.deep.equal([]);
  });

  it('agree with the reference server on every sample', async () => {
    // The server's module is plain JavaScript with no Node import: the browser loads it as it is.
    const server = (await import(/* @vite-ignore */ `${'/examples/server/lib/email.mjs'}`)) as {
      isEmail(text: string): boolean;
    };
    const samples = ['x@y.z', 'a@b.', 'a@b.c.', 'a@.com', 'a\t@b.com', 'é@ü.de', email('a', 256), email('a', 257)];
    for (const sample of samples) expect(isEmail(sample), sample).to.equal(server.isEmail(sample));
  });

  it("say the form's message with the example address", () => {
    expect(said(checkEmail('nope'))).to.equal(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(ok(checkEmail('user@domain.com'))).to.equal(true);
  });

  it('say the sign-in messages: none given, then not an address', () => {
    expect(said(checkLoginEmail(' '))).to.equal('Please enter a valid email');
    expect(said(checkLoginEmail('nope'))).to.equal('Emails must be formatted as user@domain.com');
    expect(ok(checkLoginEmail('user@domain.com'))).to.equal(true);
  });
});

describe('link checks', () => {
  const padded = (prefix: string, length: number) => prefix + '1'.repeat(length - prefix.length);

  it('tell the kind of a link by its scheme, # or a single /', () => {
    const links = ['tel:1', 'SMS:1', 'mailto:a', '#top', 'javascript:void(0)', 'ftp://x', '/blog', 'HTTPS://x'];
    expect(links.map(linkKind)).to.deep.equal([
      'tel',
      'sms',
      'mailto',
      'anchor',
      'javascript',
      'ftp',
      'internal',
      'https',
    ]);
    expect(['//x.com', 'example.com', 'anchor:x', 'constructor:x', 'data:text/html,x'].map(linkKind)).to.deep.equal(
      Array(5).fill('other'),
    );
  });

  it('keep tel links under 50 characters with at least 4 digits, plus or minus signs', () => {
    expect(ok(checkLink(padded('tel:', 49)))).to.equal(true);
    expect(said(checkLink(padded('tel:', 50)))).to.equal('This link must be shorter than 50 characters.');
    expect(ok(checkLink('tel:+1-2'))).to.equal(true);
    expect(said(checkLink('tel:+1 2'))).to.equal('A phone link needs at least 4 digits.');
  });

  it('keep sms and mailto links under 1000 characters', () => {
    expect(ok(checkLink(padded('sms:', 999)))).to.equal(true);
    expect(ok(checkLink(padded('sms:', 1000)))).to.equal(false);
    const mailto = (length: number) => `mailto:${'a'.repeat(length - 'mailto:@b.com'.length)}@b.com`;
    expect(ok(checkLink(mailto(999)))).to.equal(true);
    expect(said(checkLink(mailto(1000)))).to.equal('This link must be shorter than 1000 characters.');
  });

  it('want one @ and a domain suffix in a mailto link', () => {
    expect(ok(checkLink('mailto:a@b.com?subject=Hi@there'))).to.equal(true);
    for (const bad of ['mailto:a', 'mailto:a@b', 'mailto:a@b@c.com', 'mailto:@b.com', 'mailto:a@b.'])
      expect(said(checkLink(bad)), bad).to.equal(
        'An email link needs one @ and a domain, as in mailto:user@domain.com.',
      );
  });

  it('keep anchors under 100, javascript under 250, ftp under 100 and internal paths under 150', () => {
    for (const [prefix, limit] of [
      ['#', 100],
      ['javascript:', 250],
      ['ftp://', 100],
      ['/', 150],
    ] as const) {
      expect(ok(checkLink(padded(prefix, limit - 1))), prefix).to.equal(true);
      expect(ok(checkLink(padded(prefix, limit))), prefix).to.equal(false);
    }
  });

  it('find only http, https and ftp followed by // well formed', () => {
    expect(['http://a.com', 'https://a.com/x?y', 'ftp://files.a.com'].map((l) => ok(checkLink(l)))).to.deep.equal([
      true,
      true,
      true,
    ]);
    for (const bad of ['http:a.com', 'https:/a.com', 'ftp:files', 'www.a.com', '//a.com', 'data:text/html,x', ''])
      expect(said(checkLink(bad)), bad).to.equal(
        'Links must be formatted as http://www.example.com or https://www.example.com',
      );
  });
});

describe('blog post URL formats', () => {
  it('collapse slashes, lower-case and turn spaces to hyphens', () => {
    expect(normalizeBlogUrlFormat('//Blog///%Y/%m//My  Post %T')).to.equal('/blog/%y/%m/my-post-%t');
  });

  it('allow only the %y %m %d %t tokens', () => {
    expect(ok(checkBlogUrlFormat('/%y/%m/%d/%t'))).to.equal(true);
    expect(ok(checkBlogUrlFormat('/%Y/%T'))).to.equal(true);
    expect(said(checkBlogUrlFormat('/%y/%h/%t'))).to.equal('%h is not a blog URL token. Use %y, %m, %d or %t.');
    expect(ok(checkBlogUrlFormat('/posts/%'))).to.equal(false);
  });

  it('keep a format shorter than an internal link', () => {
    expect(ok(checkBlogUrlFormat(`/${'a'.repeat(148)}`))).to.equal(true);
    expect(said(checkBlogUrlFormat(`/${'a'.repeat(149)}`))).to.equal('This link must be shorter than 150 characters.');
  });
});

describe('tags and categories', () => {
  it('allow tags of 50 characters and categories of 25', () => {
    expect(ok(checkTag('t'.repeat(50)))).to.equal(true);
    expect(said(checkTag('t'.repeat(51)))).to.equal('A tag can be at most 50 characters.');
    expect(ok(checkCategory('c'.repeat(25)))).to.equal(true);
    expect(said(checkCategory('c'.repeat(26)))).to.equal('A category can be at most 25 characters.');
  });

  it('refuse a name that already exists, under any case', () => {
    expect(said(checkTag('News ', ['news', 'events']))).to.equal('This tag already exists');
    expect(said(checkCategory('EVENTS', ['events']))).to.equal('This category already exists');
    expect(ok(checkTag('sport', ['news']))).to.equal(true);
  });
});

describe('page URLs, options, star ratings and file names', () => {
  it('accept a page path and name a bad one', () => {
    expect(['/', '/about', '/blog/my-post_2.html'].map((v) => ok(checkPageUrl(v)))).to.deep.equal([true, true, true]);
    expect(said(checkPageUrl('about us'))).to.equal('about us is not a valid page URL');
    expect(['/a b', '//x.com', 'https://x.com', '/' + 'a'.repeat(149)].map((v) => ok(checkPageUrl(v)))).to.deep.equal([
      false,
      false,
      false,
      false,
    ]);
  });

  it('accept only one of the expected options', () => {
    expect(ok(checkOption('fit', ['fit', 'fill']))).to.equal(true);
    expect(said(checkOption('zoom', ['fit', 'fill']))).to.equal('zoom is not one of the expected options');
  });

  it('cut a long value shown in a message', () => {
    const result = checkOption('x'.repeat(5000), []);
    expect(result.ok ? '' : result.values.val).to.equal(`${'x'.repeat(100)}…`);
  });

  it('want 1 to 5 whole stars', () => {
    expect([1, 5, '3'].map((v) => ok(checkStarRating(v)))).to.deep.equal([true, true, true]);
    expect([0, 6, 2.5, undefined, '', '10'].map((v) => ok(checkStarRating(v)))).to.deep.equal(Array(6).fill(false));
    expect(said(checkStarRating(0))).to.equal('Please select a star rating');
  });

  it('want a file name', () => {
    expect(said(checkFileName('  '))).to.equal('Please enter a file name');
    expect(ok(checkFileName('photo.jpg'))).to.equal(true);
  });
});

describe('products', () => {
  it('cap a price at 100000000 cents, a whole number from 0', () => {
    expect([0, 100_000_000, '100000000', '0'].map((v) => ok(checkPrice(v)))).to.deep.equal([true, true, true, true]);
    expect(
      [100_000_001, '100000001', -1, 1.5, NaN, Infinity, '1.5', '-1', '', '0000000001'].map((v) => ok(checkPrice(v))),
    ).to.deep.equal(Array(10).fill(false));
    expect(said(checkPrice(100_000_001))).to.equal('A price must be a whole number of cents from 0 to 100000000.');
  });

  it('cap a SKU at 60 characters', () => {
    expect(ok(checkSku('S'.repeat(60)))).to.equal(true);
    expect(said(checkSku('S'.repeat(61)))).to.equal('A SKU can be at most 60 characters.');
  });

  it('generates SKUs of SQ and 7 digits', () => {
    const skus = Array.from({ length: 50 }, () => generateSku());
    for (const sku of skus) expect(sku).to.match(/^SQ\d{7}$/);
    expect(new Set(skus).size).to.be.above(45);
    expect(
      generateSku({
        getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint32Array(a!.buffer).fill(42), a),
      }),
    ).to.equal('SQ0000042');
  });

  it('draws again past the largest multiple of 10^7, so no digit is favoured', () => {
    const draws = [4_294_967_295, 4_290_000_000, 4_289_999_999];
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint32Array(array!.buffer)[0] = draws.shift()!;
        return array;
      },
    };
    expect(generateSku(random)).to.equal('SQ9999999');
  });
});

describe('parseQuery', () => {
  it('reads a query as URLSearchParams does, with or without the ?', () => {
    const query = parseQuery('?a=1&b=two+words&a=2&c=%41');
    expect([...query]).to.deep.equal([
      ['a', '1'],
      ['b', 'two words'],
      ['a', '2'],
      ['c', 'A'],
    ]);
    expect(parseQuery('x=1').get('x')).to.equal('1');
    expect([...parseQuery('')]).to.deep.equal([]);
  });

  it('keeps the first 1000 keys of a query with 1001', () => {
    const search = Array.from({ length: 1001 }, (_, i) => `k${i}=${i}`).join('&');
    const query = parseQuery(`?${search}`);
    expect([...query.keys()]).to.have.length(1000);
    expect(query.get('k999')).to.equal('999');
    expect(query.has('k1000')).to.equal(false);
    expect([...parseQuery(search.split('&').slice(0, 1000).join('&')).keys()]).to.have.length(1000);
  });
});

describe('hostile input', () => {
  it('returns at once for a 5 MB value in every check', () => {
    const huge = `${'a@'.repeat(1_250_000)}${'%x/ '.repeat(625_000)}`;
    const start = performance.now();
    const results = [
      checkRequired(huge, 'F'),
      checkEmail(huge),
      checkLoginEmail(huge),
      checkMaxLength(huge, 100),
      checkNumber(huge, 'F'),
      checkUsZip(huge),
      checkLink(huge),
      checkLink(`tel:${huge}`),
      checkLink(`mailto:${huge}`),
      checkLink(`https:${huge}`),
      checkBlogUrlFormat(huge),
      checkTag(huge, ['a']),
      checkCategory(huge),
      checkPageUrl(huge),
      checkOption(huge, ['a']),
      checkStarRating(huge),
      checkFileName(huge),
      checkPrice(huge),
      checkSku(huge),
    ];
    parseQuery(`?${'a=1&'.repeat(1_250_000)}`);
    expect(performance.now() - start).to.be.below(2000);
    expect(results.filter(ok)).to.have.length(2); // required and file name: it is not blank
    for (const result of results) if (!result.ok) expect(result.message.length).to.be.below(300);
  });
});

describe('the built dist/runtime/validation.js', () => {
  it('exports the checks with their English messages', async () => {
    const built = (await import(
      /* @vite-ignore */ `${'/dist/runtime/validation.js'}`
    )) as typeof import('../../runtime/validation.js');
    expect(said(built.checkLoginEmail(''))).to.equal('Please enter a valid email');
    expect(built.checkUsZip('12345').ok).to.equal(true);
    expect(built.parseQuery('?a=1').get('a')).to.equal('1');
    expect(built.generateSku()).to.match(/^SQ\d{7}$/);
  });
});
