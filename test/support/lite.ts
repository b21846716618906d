import { createRoot } from 'react-dom/client';

/**
 * Returns true when the tests run against the lite build (`LITE=1`: preact/compat answers for React), told by what
 * a root does to its container: React adds its delegated event listeners to it, Preact adds nothing.
 */
export function isLiteBuild(): boolean {
  const container = document.createElement('div');
  const root = createRoot(container);
  const delegated = Object.keys(container).some((key) => key.startsWith('_reactListening'));
  root.unmount();
  return !delegated;
}
