import { expect } from '@open-wc/testing';
import { randomId } from '../../runtime/lib/random-id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('returns a v4 UUID', () => {
    expect(randomId()).to.match(UUID_V4);
  });

  it('makes a v4 UUID from getRandomValues where randomUUID is missing (pages outside a secure context)', () => {
    const original = Object.getOwnPropertyDescriptor(Crypto.prototype, 'randomUUID')!;
    Object.defineProperty(Crypto.prototype, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomId));
      expect(ids.size).to.equal(50);
      for (const id of ids) expect(id).to.match(UUID_V4);
    } finally {
      Object.defineProperty(Crypto.prototype, 'randomUUID', original);
    }
  });
});
