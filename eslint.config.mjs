/**
 * `npm run lint`: typescript-eslint's recommended rules and React's rules of hooks (with exhaustive effect
 * dependencies as errors) over the library, its tests, the examples, scripts and the reference server.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', '.data/**', 'node_modules/**', 'examples/images/**', 'bench/.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A contract adds its events to the kit's merged map with `interface SqsEventDetails extends Sqs<Name>Events {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // chai's assertions are property reads (`expect(x).to.be.true`).
    files: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts', 'test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: { ...globalsOf('node'), ...globalsOf('browser') } },
  },
);

/** Returns the names of a set of globals as ESLint wants them (read-only). */
function globalsOf(kind) {
  const names =
    kind === 'node'
      ? [
          'process',
          'Buffer',
          'console',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'setImmediate',
          'URL',
          'URLSearchParams',
          'fetch',
          'AbortController',
          'TextEncoder',
          'TextDecoder',
          'structuredClone',
          'AbortSignal',
          'performance',
          'queueMicrotask',
          'globalThis',
          'Response',
          'Request',
          'Headers',
          'crypto',
        ]
      : [
          'window',
          'document',
          'navigator',
          'location',
          'history',
          'customElements',
          'HTMLElement',
          'CustomEvent',
          'Event',
          'EventTarget',
          'MutationObserver',
          'IntersectionObserver',
          'ResizeObserver',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'matchMedia',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'getComputedStyle',
          'innerWidth',
          'innerHeight',
          'devicePixelRatio',
          'Image',
          'Node',
          'Element',
          'addEventListener',
          'removeEventListener',
          'trustedTypes',
          'DOMParser',
          'CSSStyleSheet',
          'PerformanceObserver',
          'requestIdleCallback',
          'dispatchEvent',
          'scrollTo',
          'scrollY',
          'Blob',
          'FormData',
          'File',
          'FileReader',
          'btoa',
          'atob',
          'alert',
          'open',
          'self',
          'top',
          'parent',
          'postMessage',
          'HTMLScriptElement',
          'HTMLImageElement',
          'ShadowRoot',
          'DocumentFragment',
          'Document',
          'screen',
        ];
  return Object.fromEntries(names.map((name) => [name, 'readonly']));
}
