import { expect } from '@open-wc/testing';
import { format } from '../../runtime/messages.js';

describe('format', () => {
  it('fills the named values and leaves any other placeholder as it is, Object members included', () => {
    expect(format('{count} of {total}', { count: 2, total: 5 })).to.equal('2 of 5');
    expect(format('{toString} {constructor} {valueOf} {missing}', { count: 1 })).to.equal(
      '{toString} {constructor} {valueOf} {missing}',
    );
    expect(format('{toString}', { toString: 'text' } as unknown as Record<string, string>)).to.equal('text');
  });
});
