import { expect } from '@open-wc/testing';
import {
  configureExperiments,
  createExperiments,
  type FeatureExperiment,
  getVariant,
  isFeatureEnabled,
} from '../../runtime/experiments.js';

const CONFIG: FeatureExperiment[] = [
  { name: 'new-checkout', experimentType: 'FEATURE_TOGGLE', variant: 'true' },
  { name: 'old-banner', experimentType: 'FEATURE_TOGGLE', variant: 'TRUE' },
  { name: 'cta-color', experimentType: 'AB_TEST', variant: 'blue', segmentName: 'half' },
];

/** A session storage stand-in that records what is kept. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('experiments and feature toggles', () => {
  afterEach(() => sessionStorage.clear());

  it('turns a toggle on only when its variant is the string "true"', () => {
    const x = createExperiments(CONFIG, { search: '', storage: memoryStorage() });
    expect(x.isEnabled('new-checkout')).to.deep.equal({ value: true });
    expect(x.isEnabled('old-banner', true)).to.deep.equal({ value: false });
  });

  it('returns the A/B variant', () => {
    const x = createExperiments(CONFIG, { search: '', storage: memoryStorage() });
    expect(x.variant('cta-color', 'red')).to.deep.equal({ value: 'blue' });
  });

  it('returns the supplied default plus an error text when the configuration is not loaded', () => {
    const x = createExperiments(undefined, { search: '', storage: memoryStorage() });
    expect(x.isEnabled('new-checkout', true)).to.deep.equal({
      value: true,
      error: 'Experiment configuration is not loaded.',
    });
    expect(x.variant('cta-color', 'red')).to.deep.equal({
      value: 'red',
      error: 'Experiment configuration is not loaded.',
    });
  });

  it('returns the default plus an error text for an unknown experiment', () => {
    const x = createExperiments(CONFIG, { search: '', storage: memoryStorage() });
    expect(x.isEnabled('nope')).to.deep.equal({ value: false, error: 'Unknown experiment "nope".' });
    expect(x.variant('nope', 'a')).to.deep.equal({ value: 'a', error: 'Unknown experiment "nope".' });
  });

  it('returns the default plus an error text when the type does not match', () => {
    const x = createExperiments(CONFIG, { search: '', storage: memoryStorage() });
    expect(x.variant('new-checkout', 'a')).to.deep.equal({
      value: 'a',
      error: 'Experiment "new-checkout" is a FEATURE_TOGGLE, not a AB_TEST.',
    });
    expect(x.isEnabled('cta-color', true)).to.deep.equal({
      value: true,
      error: 'Experiment "cta-color" is a AB_TEST, not a FEATURE_TOGGLE.',
    });
  });

  it('forces a variant through a query parameter named by the group prefix and keeps it for the session', () => {
    const storage = memoryStorage();
    const first = createExperiments(CONFIG, { prefix: 'xp-', search: '?xp-cta-color=green&other=1', storage });
    expect(first.variant('cta-color', 'red')).to.deep.equal({ value: 'green', forced: true });
    expect(storage.map.get('xp-cta-color')).to.equal('green');
    // A later page without the parameter still sees the forced variant.
    const later = createExperiments(CONFIG, { prefix: 'xp-', search: '', storage });
    expect(later.variant('cta-color', 'red')).to.deep.equal({ value: 'green', forced: true });
  });

  it('never lets the URL force a feature toggle on or off', () => {
    const config: FeatureExperiment[] = [
      ...CONFIG,
      { name: 'fullstory-enabled', experimentType: 'FEATURE_TOGGLE', variant: 'false' },
    ];
    const storage = memoryStorage();
    const x = createExperiments(config, {
      prefix: 'xp-',
      search: '?xp-new-checkout=false&xp-fullstory-enabled=true',
      storage,
    });
    expect(x.isEnabled('new-checkout', true)).to.deep.equal({ value: true });
    expect(x.isEnabled('fullstory-enabled')).to.deep.equal({ value: false });
  });

  it('clears a forced variant with "reset"', () => {
    const storage = memoryStorage();
    createExperiments(CONFIG, { prefix: 'xp-', search: '?xp-cta-color=green', storage });
    const reset = createExperiments(CONFIG, { prefix: 'xp-', search: '?xp-cta-color=reset', storage });
    expect(storage.map.has('xp-cta-color')).to.equal(false);
    expect(reset.variant('cta-color', 'red')).to.deep.equal({ value: 'blue' });
  });

  it('ignores parameters of another group', () => {
    const storage = memoryStorage();
    const x = createExperiments(CONFIG, { prefix: 'xp-', search: '?yy-cta-color=green', storage });
    expect(x.variant('cta-color', 'red')).to.deep.equal({ value: 'blue' });
    expect(storage.map.size).to.equal(0);
  });

  it('keeps forced variants in session storage by default', () => {
    configureExperiments(CONFIG, { search: '?sqs-experiment-cta-color=purple' });
    expect(sessionStorage.getItem('sqs-experiment-cta-color')).to.equal('purple');
    expect(getVariant('cta-color', 'red')).to.deep.equal({ value: 'purple', forced: true });
    expect(isFeatureEnabled('new-checkout')).to.deep.equal({ value: true });
  });

  it('still resolves configured variants when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => void warnings.push(m);
    try {
      const x = createExperiments(CONFIG, { prefix: 'xp-', search: '?xp-cta-color=green', storage: broken });
      expect(x.variant('cta-color', 'red')).to.deep.equal({ value: 'blue' });
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal(['Unable access local/session storage.']);
  });
});
