/** The headless runtime (no React): data layer, census, consent, storage, errors, performance. */
export {};
