/**
 * The login prompt's page side (spec 000 §8 "Data layer": `loginRequired` triggers the login prompt), loaded only
 * when a request first answers `loginRequired`: it loads `<sqs-login-prompt>`, opens the page's one prompt (adding
 * it when the page has none) and settles when the site user signs in or cancels. The runtime's start-up carries none
 * of it, and no React: the element comes with its own module.
 */
import { loadChunk } from './load-chunk.js';
import { getSiteUserXsrfToken, XSRF_HEADER } from './site-user.js';

/**
 * Opens the page's login prompt and resolves with the headers a retried request needs (the new
 * X-SiteUser-XSRF-Token) once the site user signs in; rejects when the prompt is cancelled, or with a ChunkLoadError
 * (chunk `login-prompt`) when the element's code does not load (`importer`, retried once).
 */
export async function promptLogin(
  doc: Document = document,
  importer: () => Promise<unknown> = () => import('../elements/login-prompt/define.js'),
): Promise<Record<string, string>> {
  await loadChunk('login-prompt', importer);
  const prompt = doc.querySelector('sqs-login-prompt') ?? doc.body.appendChild(doc.createElement('sqs-login-prompt'));
  return new Promise((resolve, reject) => {
    const settle = (event: Event): void => {
      prompt.removeEventListener('sqs-sign-in', settle);
      prompt.removeEventListener('sqs-sign-in-cancel', settle);
      const token = getSiteUserXsrfToken();
      if (event.type === 'sqs-sign-in') resolve(token ? { [XSRF_HEADER]: token } : {});
      else reject(new Error('The login prompt was cancelled'));
    };
    prompt.addEventListener('sqs-sign-in', settle);
    prompt.addEventListener('sqs-sign-in-cancel', settle);
    prompt.open = true;
  });
}
