/**
 * Every constant of runtime/enums.ts and every catalogue key is read by code that acts on it, or published for host
 * code in docs/constants.md (scripts/constant-readers.mjs; `npm run constants` prints the listing).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { constantReaders, published, unread } from '../../scripts/constant-readers.mjs';

describe('constant readers', () => {
  const entries = constantReaders();

  it('lists the constants of enums.ts member by member, and the catalogue keys', () => {
    const names = entries.map((e) => e.name);
    for (const name of [
      'PageType.showCart',
      'Limits.queryKeys',
      'inIdRange',
      'OBSERVER_THRESHOLDS',
      'cart.edit-details',
    ])
      assert.ok(names.includes(name), name);
    assert.deepEqual(entries.find((e) => e.name === 'PageType.showCart').readers, ['elements/cart/cart.page-entry.ts']);
  });

  it('finds no constant or string read by tests alone, except those published for host code', () => {
    assert.deepEqual(
      unread(entries).map((e) => `${e.name} (${e.source})`),
      [],
      'act on these, or list them under "Published for host code" in docs/constants.md',
    );
  });

  it('keeps the docs page to names that exist and are still unread', () => {
    const names = new Set(entries.map((e) => e.name));
    const unreadNames = new Set(entries.filter((e) => e.readers.length === 0).map((e) => e.name));
    for (const name of published()) {
      const members = [...names].filter((n) => n === name || n.startsWith(`${name}.`));
      assert.ok(members.length, `docs/constants.md publishes ${name}, which does not exist`);
      assert.ok(
        members.some((n) => unreadNames.has(n)),
        `docs/constants.md publishes ${name}, which code here reads: move it to "Acted on here"`,
      );
    }
  });
});
