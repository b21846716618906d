/**
 * An example Eleventy (3.x) configuration: every HTML page Eleventy writes goes through the server render, and the
 * package's `dist/` folder is copied to `/sqs-elements/` of the site, where the rendered shadow roots link their
 * stylesheets and the pages load the autoloader:
 *
 *   <script type="module" src="/sqs-elements/loader.js"></script>
 *
 * Copy it as the site's `eleventy.config.mjs` (or merge it into the site's own). The project's tests call the transform
 * the way Eleventy does (test/build/ssr-static-build.test.mjs); Eleventy itself is not one of its dependencies.
 */
import { renderElements } from 'sqs-elements/ssr';

/** Where the site serves the package's `dist/` folder. */
const BASE = '/sqs-elements/';

/** Configures Eleventy: the `sqs-elements` transform on the HTML it writes, and the package's files passed through. */
export default function configure(eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ 'node_modules/sqs-elements/dist': 'sqs-elements' });
  // A transform sees each output with its page as `this.page`. A feed or a sitemap is left alone, and so is a page with
  // `permalink: false`, which Eleventy does not write (its output path is `false`).
  eleventyConfig.addTransform('sqs-elements', function render(content) {
    const path = this.page?.outputPath;
    if (typeof path !== 'string' || !path.endsWith('.html')) return content;
    return renderElements(content, {
      base: BASE,
      onWarning: (message) => console.warn(`[sqs-elements] ${this.page.inputPath}: ${message}`),
    });
  });
}
