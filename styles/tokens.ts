/**
 * Design tokens (spec 001 §9): the single source of `styles/tokens.css`, of every `var(--sqs-…, fallback)` the
 * elements use, and of the numbers code needs (breakpoints, durations).
 *
 * Two tiers: primitives (scales with no meaning) and semantic aliases that point at primitives. Themes swap the
 * aliases only, so a host page restyles every element by setting `--sqs-*` on `:root` or on any ancestor.
 */

/** Font sizes in px, smallest to largest (spec: 9.75 to 28). */
export const fontSizes = {
  xxs: 9.75,
  xs: 11,
  sm: 12,
  md: 14,
  lg: 16,
  xl: 18,
  '2xl': 20,
  '3xl': 24,
  '4xl': 28,
} as const;

/** Font weights (spec: 400/500/600). */
export const fontWeights = { regular: 400, medium: 500, semibold: 600 } as const;

/** Corner radii in px (spec: 0/4/8). */
export const radii = { none: 0, sm: 4, md: 8 } as const;

/** Spacing scale in px, by step (spec: 0 to 55); `--sqs-space-2` is 8px. */
export const spacing = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 55] as const;

/** Durations in ms (spec: 0 to 600). */
export const durations = { instant: 0, fast: 150, medium: 250, moderate: 300, slow: 500, slower: 600 } as const;

/** Colour scales, 50 (lightest) to 900 (darkest). */
export const colors = {
  gray: {
    50: '#f7f7f7',
    100: '#ededed',
    200: '#dcdcdc',
    300: '#c4c4c4',
    400: '#9e9e9e',
    500: '#7a7a7a',
    600: '#5e5e5e',
    700: '#454545',
    800: '#2b2b2b',
    900: '#161616',
  },
  blue: {
    50: '#eef5ff',
    100: '#d9e8ff',
    200: '#b3d1ff',
    300: '#80b3ff',
    400: '#4d94ff',
    500: '#1f75f0',
    600: '#135dcc',
    700: '#0f48a0',
    800: '#0c3675',
    900: '#08234d',
  },
  green: {
    50: '#ecfaf1',
    100: '#d2f3df',
    200: '#a6e6bf',
    300: '#6fd398',
    400: '#3bbd72',
    500: '#1f9e56',
    600: '#177f45',
    700: '#126337',
    800: '#0d4827',
    900: '#082e19',
  },
  red: {
    50: '#fff0f0',
    100: '#ffdcdc',
    200: '#ffb8b8',
    300: '#ff8a8a',
    400: '#f55d5d',
    500: '#e03131',
    600: '#bd2424',
    700: '#931b1b',
    800: '#6b1313',
    900: '#440c0c',
  },
  pink: {
    50: '#fff0f7',
    100: '#ffdcec',
    200: '#ffb8d9',
    300: '#fa8cc0',
    400: '#f05fa5',
    500: '#d9388a',
    600: '#b32770',
    700: '#8a1d56',
    800: '#63143e',
    900: '#3f0c27',
  },
  orange: {
    50: '#fff5eb',
    100: '#ffe6cc',
    200: '#ffcc99',
    300: '#ffad66',
    400: '#ff8f33',
    500: '#f07200',
    600: '#c75c00',
    700: '#9c4700',
    800: '#703300',
    900: '#4a2100',
  },
} as const;

/** Viewport breakpoints in px (spec 001 §9, spec 000 §9). */
export const breakpoints = {
  /** Widest mobile layout; desktop starts one pixel above. */
  mobileMax: 432,
  desktopMin: 433,
  desktop: 800,
  desktopWide: 1024,
  /** The mobile information bar shows at this width or less. */
  infoBarMax: 1024,
  /** Heights of the device views (spec 001 §9): phone, tablet, tablet in portrait. */
  deviceHeights: [926, 1024, 1366],
} as const;

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Semantic aliases for the light theme: each names a primitive custom property. */
const light = {
  'font-family': font,
  'font-size-body': 'font-size-md',
  'color-text': 'color-gray-900',
  'color-text-muted': 'color-gray-600',
  'color-surface': '#ffffff',
  'color-surface-raised': 'color-gray-50',
  'color-border': 'color-gray-200',
  'color-accent': 'color-blue-600',
  'color-accent-contrast': '#ffffff',
  'color-focus-ring': 'color-blue-500',
  'color-success': 'color-green-600',
  'color-warning': 'color-orange-600',
  'color-danger': 'color-red-600',
  'color-highlight': 'color-pink-500',
} as const;

type Alias = keyof typeof light;

/** The same aliases for the dark theme. */
const dark: Record<Alias, string> = {
  ...light,
  'color-text': 'color-gray-50',
  'color-text-muted': 'color-gray-300',
  'color-surface': 'color-gray-900',
  'color-surface-raised': 'color-gray-800',
  'color-border': 'color-gray-700',
  'color-accent': 'color-blue-300',
  'color-accent-contrast': 'color-gray-900',
  'color-focus-ring': 'color-blue-300',
  'color-success': 'color-green-300',
  'color-warning': 'color-orange-300',
  'color-danger': 'color-red-300',
  'color-highlight': 'color-pink-300',
};

/** Returns every primitive token as `name → CSS value` (names without the `--sqs-` prefix). */
export function primitiveTokens(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fontSizes)) out[`font-size-${k}`] = `${v}px`;
  for (const [k, v] of Object.entries(fontWeights)) out[`font-weight-${k}`] = `${v}`;
  for (const [k, v] of Object.entries(radii)) out[`radius-${k}`] = `${v}px`;
  spacing.forEach((v, i) => (out[`space-${i}`] = `${v}px`));
  for (const [k, v] of Object.entries(durations)) out[`duration-${k}`] = `${v}ms`;
  for (const [scale, steps] of Object.entries(colors)) {
    for (const [step, v] of Object.entries(steps)) out[`color-${scale}-${step}`] = v;
  }
  return out;
}

const primitives = /* @__PURE__ */ primitiveTokens();

/** Resolves a theme's alias to its literal value (a primitive's name is followed; anything else is literal). */
function resolve(value: string): string {
  return primitives[value] ?? value;
}

/** Returns the value an alias or primitive has in the light theme, for use as a `var()` fallback. */
export function tokenValue(name: string): string {
  return resolve((light as Record<string, string>)[name] ?? name);
}

/**
 * Returns `var(--sqs-<name>, <light value>)` for a primitive or alias, so an element renders correctly with no
 * token stylesheet on the page and still follows a host page that sets the property.
 */
export function token(name: string): string {
  const value = tokenValue(name);
  if (value === name && !(name in primitives)) throw new Error(`Unknown design token: ${name}`);
  return `var(--sqs-${name}, ${value})`;
}

function aliasBlock(theme: Record<string, string>): string {
  return Object.entries(theme)
    .map(([k, v]) => `  --sqs-${k}: ${v in primitives ? `var(--sqs-${v})` : v};`)
    .join('\n');
}

/** Returns the text of `tokens.css`: primitives, light aliases, then the dark theme (opt-in or automatic). */
export function tokensCss(): string {
  const prim = Object.entries(primitives)
    .map(([k, v]) => `  --sqs-${k}: ${v};`)
    .join('\n');
  return [
    '/* sqs-elements design tokens: primitives, then semantic aliases. Themes swap aliases only. */',
    `:root {\n${prim}\n}`,
    `:root,\n[data-sqs-theme='light'] {\n${aliasBlock(light)}\n  color-scheme: light;\n}`,
    `[data-sqs-theme='dark'] {\n${aliasBlock(dark)}\n  color-scheme: dark;\n}`,
    `@media (prefers-color-scheme: dark) {\n  [data-sqs-theme='auto'] {\n${aliasBlock(dark).replace(/^/gm, '  ')}\n    color-scheme: dark;\n  }\n}`,
    '',
  ].join('\n\n');
}
