import { expect } from '@open-wc/testing';
import { blogPostPath, blogPostUrl, DEFAULT_BLOG_URL_FORMAT, isBlogUrlFormat } from './blog-post-url.js';

const POST = { title: 'Choosing Timber for a Dining Table', publishedOn: Date.UTC(2026, 10, 2, 9, 30) };

describe('the blog URL format (spec 000 §5)', () => {
  it('puts in %y, %m and %d (unpadded, the UTC date) and %t, by default all four', () => {
    expect(DEFAULT_BLOG_URL_FORMAT).to.equal('%y/%m/%d/%t');
    expect(blogPostPath(DEFAULT_BLOG_URL_FORMAT, POST)).to.equal('2026/11/2/choosing-timber-for-a-dining-table');
    expect(blogPostPath('%t', POST)).to.equal('choosing-timber-for-a-dining-table');
    expect(blogPostPath('posts/%y-%m/%t', { ...POST, publishedOn: Date.UTC(2026, 0, 31, 23, 59) })).to.equal(
      'posts/2026-1/choosing-timber-for-a-dining-table',
    );
  });

  it('lowercases everything and turns each run of spaces into one hyphen', () => {
    expect(blogPostPath('News %t', { ...POST, title: '  Our  NEW\tShowroom ' })).to.equal('news-our-new-showroom');
  });

  it('collapses slashes, the format’s and the title’s, and leaves none at either end', () => {
    expect(blogPostPath('//%y///%m//%t/', POST)).to.equal('2026/11/choosing-timber-for-a-dining-table');
    expect(blogPostPath('%t', { ...POST, title: 'Before / after' })).to.equal('before-/-after');
    expect(blogPostPath('%t', { ...POST, title: 'In//out' })).to.equal('in/out');
  });

  it('knows no token but %y, %m, %d and %t', () => {
    expect(['%y/%m/%d/%t', '%t', 'blog-%t', 'archive/%y'].map(isBlogUrlFormat)).to.deep.equal([true, true, true, true]);
    expect(['', '  ', '%x/%t', '%Y/%t', '100%', '%%t', '%T'].map(isBlogUrlFormat)).to.deep.equal(Array(7).fill(false));
  });

  it('joins the path to the blog’s address with one slash, each segment percent-encoded', () => {
    expect(blogPostUrl('/journal', '%y/%m/%t', POST)).to.equal('/journal/2026/11/choosing-timber-for-a-dining-table');
    expect(blogPostUrl('/journal/', '/%t', POST)).to.equal('/journal/choosing-timber-for-a-dining-table');
    expect(blogPostUrl('https://example.com/blog', '%t', { ...POST, title: 'Why? 100% #oak' })).to.equal(
      'https://example.com/blog/why%3F-100%25-%23oak',
    );
    expect(blogPostUrl('/blog', '%t', { ...POST, title: 'Crème brûlée' })).to.equal(
      '/blog/cr%C3%A8me-br%C3%BBl%C3%A9e',
    );
  });
});
