/**
 * Folds design tokens into the build: each `token('name')` call in the elements' styles becomes the string it returns
 * (`var(--sqs-name, fallback)`), so the tokens table stays out of the pages' chunks, and an unknown token name fails
 * the build instead of throwing on a visitor's page.
 */
import { build } from 'esbuild';

const CALL = /\btoken\((['"])([\w-]+)\1\)/g;
const TOKENS = /[\\/]styles[\\/]tokens\.ts$/;

/** Imports styles/tokens.ts (TypeScript) and returns its exports. */
export async function loadTokens() {
  const { outputFiles } = await build({ entryPoints: ['styles/tokens.ts'], bundle: true, format: 'esm', write: false });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** The rollup plugin: place it after the TypeScript plugin (it rewrites the emitted JavaScript). */
export function foldedTokens() {
  let token;
  return {
    name: 'folded-tokens',
    async buildStart() {
      ({ token } = await loadTokens());
    },
    transform(code, id) {
      if (TOKENS.test(id) || !code.includes('token(')) return null;
      let folded = false;
      const out = code.replace(CALL, (_call, _quote, name) => {
        folded = true;
        try {
          return JSON.stringify(token(name));
        } catch (error) {
          this.error(`${id}: ${error.message}`);
        }
      });
      return folded ? { code: out, map: null } : null;
    },
  };
}
