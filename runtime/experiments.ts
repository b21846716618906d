/**
 * Experiments and feature toggles (spec 000 §4 "Experiment variants", spec 001 §3 "Feature experiments", §4).
 */
import { parseQuery } from './lib/parse-query.js';
import { format } from './messages.js';

/** The experiments' messages (spec 001 §4, §8, exact). */
export const experimentMessages = {
  experimentsNotLoaded: 'Experiment configuration is not loaded.',
  experimentUnknown: 'Unknown experiment "{name}".',
  experimentWrongType: 'Experiment "{name}" is a {type}, not a {expected}.',
  storageUnavailable: 'Unable access local/session storage.',
} as const;

/** How an experiment is used: an on/off toggle or an A/B test with named variants. */
export type ExperimentType = 'FEATURE_TOGGLE' | 'AB_TEST';

/** One experiment of the site's configuration. */
export interface FeatureExperiment {
  /** Unique name, e.g. `fullstory-enabled`. */
  name: string;
  /** Toggle or A/B test. */
  experimentType: ExperimentType;
  /** The variant this visitor is in; a toggle is on only when this is the string `true`. */
  variant: string;
  /** The segment the visitor was sampled into. */
  segmentName?: string;
}

/** A resolved variant or toggle: the value, and an error text when the supplied default was used. */
export interface Resolution<T> {
  /** The variant (or the toggle state). */
  value: T;
  /** Why the default was returned (configuration not loaded, unknown experiment, wrong type). */
  error?: string;
  /** True when the value came from a forced variant. */
  forced?: boolean;
}

/** The storage forced variants are kept in (session storage by default). */
export type VariantStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of `createExperiments`. */
export interface ExperimentsOptions {
  /** The experiment-group prefix: `?<prefix><experiment>=<variant>` forces a variant, `=reset` clears it. */
  prefix?: string;
  /** The query string to read forced variants from (the page's by default). */
  search?: string;
  /** Where forced variants persist for the session; null when storage is unavailable. */
  storage?: VariantStorage | null;
}

/** Resolves variants and toggles of one configuration. */
export interface Experiments {
  /** Returns the A/B test's variant (a forced one first), or `defaultVariant` with an error text. */
  variant(name: string, defaultVariant: string): Resolution<string>;
  /**
   * Returns whether a feature toggle is on (its configured variant is the string `true`; a forced variant is ignored),
   * or `defaultValue` with an error.
   */
  isEnabled(name: string, defaultValue?: boolean): Resolution<boolean>;
}

/** The default experiment-group prefix of forced-variant query parameters. */
export const DEFAULT_EXPERIMENT_PREFIX = 'sqs-experiment-';

/** Returns session storage, or null where reading it throws (sandboxed frames, disabled storage). */
function sessionStore(): VariantStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    console.warn(experimentMessages.storageUnavailable);
    return null;
  }
}

/** Saves or clears (`reset`) the forced variants named in `search`. */
function applyForcedVariants(search: string, prefix: string, storage: VariantStorage | null): void {
  if (!storage) return;
  for (const [key, value] of parseQuery(search)) {
    if (!key.startsWith(prefix) || key.length === prefix.length) continue;
    try {
      if (value === 'reset') storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      console.warn(experimentMessages.storageUnavailable);
    }
  }
}

/**
 * Creates a resolver for `config` (undefined while the configuration is not loaded). Forced variants in the query
 * string are saved to (or, with `reset`, cleared from) session storage first, so they last for the session; they
 * apply to A/B tests only, never to feature toggles.
 */
export function createExperiments(
  config: readonly FeatureExperiment[] | undefined,
  { prefix = DEFAULT_EXPERIMENT_PREFIX, search = location.search, storage = sessionStore() }: ExperimentsOptions = {},
): Experiments {
  applyForcedVariants(search, prefix, storage);

  function forced(name: string): string | null {
    try {
      return storage?.getItem(prefix + name) ?? null;
    } catch {
      return null;
    }
  }

  function resolve(name: string, type: ExperimentType): Resolution<string> | { error: string } {
    if (!config) return { error: experimentMessages.experimentsNotLoaded };
    const experiment = config.find((e) => e.name === name);
    if (!experiment) return { error: format(experimentMessages.experimentUnknown, { name }) };
    if (experiment.experimentType !== type) {
      return {
        error: format(experimentMessages.experimentWrongType, {
          name,
          type: experiment.experimentType,
          expected: type,
        }),
      };
    }
    // Only A/B tests can be forced from the URL: a link must not switch a feature toggle (session replay, unreleased
    // features) on or off for whoever follows it (docs/deviations.md#feature-toggles-from-the-url).
    const override = type === 'AB_TEST' ? forced(name) : null;
    return override === null ? { value: experiment.variant } : { value: override, forced: true };
  }

  return {
    variant(name, defaultVariant) {
      const found = resolve(name, 'AB_TEST');
      return 'value' in found ? found : { value: defaultVariant, error: found.error };
    },
    isEnabled(name, defaultValue = false) {
      const found = resolve(name, 'FEATURE_TOGGLE');
      if (!('value' in found)) return { value: defaultValue, error: found.error };
      return { ...found, value: found.value === 'true' };
    },
  };
}

let current: Experiments | undefined;

/** Loads the site's experiment configuration (and the page's forced variants) for `getVariant`/`isFeatureEnabled`. */
export function configureExperiments(
  config: readonly FeatureExperiment[] | undefined,
  options?: ExperimentsOptions,
): Experiments {
  current = createExperiments(config, options);
  return current;
}

/** Returns the variant of A/B test `name`, or `defaultVariant` with an error text (see `Experiments.variant`). */
export function getVariant(name: string, defaultVariant: string): Resolution<string> {
  return (current ?? configureExperiments(undefined)).variant(name, defaultVariant);
}

/** Returns whether feature toggle `name` is on, or `defaultValue` with an error text (see `Experiments.isEnabled`). */
export function isFeatureEnabled(name: string, defaultValue = false): Resolution<boolean> {
  return (current ?? configureExperiments(undefined)).isEnabled(name, defaultValue);
}
