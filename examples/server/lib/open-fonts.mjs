/**
 * The open-licence font families the reference API offers site owners (served by routes/site-settings.mjs): each with
 * its category, the generic family it falls back to, and the weights it is drawn in. Data only: the server never asks
 * a font service, and a browser shows each family from the fonts it has, else from the category's generic family.
 */

/** The categories of a family, each with the CSS generic family it falls back to. */
export const FONT_CATEGORIES = Object.freeze({
  serif: 'serif',
  'sans-serif': 'sans-serif',
  display: 'cursive',
  monospace: 'monospace',
});

const family = (name, category, weights) => Object.freeze({ family: name, category, weights: Object.freeze(weights) });

/** The families, by name. */
export const OPEN_FONTS = Object.freeze([
  family('Abril Fatface', 'display', [400]),
  family('Bebas Neue', 'display', [400]),
  family('Crimson Pro', 'serif', [200, 300, 400, 500, 600, 700, 800, 900]),
  family('DM Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('EB Garamond', 'serif', [400, 500, 600, 700, 800]),
  family('Fira Code', 'monospace', [300, 400, 500, 600, 700]),
  family('IBM Plex Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700]),
  family('Inter', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('JetBrains Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700, 800]),
  family('Lato', 'sans-serif', [100, 300, 400, 700, 900]),
  family('Libre Baskerville', 'serif', [400, 700]),
  family('Lobster', 'display', [400]),
  family('Lora', 'serif', [400, 500, 600, 700]),
  family('Merriweather', 'serif', [300, 400, 700, 900]),
  family('Montserrat', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('Noto Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('Noto Serif', 'serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('Open Sans', 'sans-serif', [300, 400, 500, 600, 700, 800]),
  family('Oswald', 'sans-serif', [200, 300, 400, 500, 600, 700]),
  family('Pacifico', 'display', [400]),
  family('Playfair Display', 'serif', [400, 500, 600, 700, 800, 900]),
  family('Poppins', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('PT Serif', 'serif', [400, 700]),
  family('Raleway', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  family('Roboto', 'sans-serif', [100, 300, 400, 500, 700, 900]),
  family('Roboto Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700]),
  family('Source Code Pro', 'monospace', [200, 300, 400, 500, 600, 700, 800, 900]),
  family('Source Serif 4', 'serif', [200, 300, 400, 500, 600, 700, 800, 900]),
  family('Space Mono', 'monospace', [400, 700]),
  family('Work Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
]);
