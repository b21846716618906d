import { useState } from 'react';
import { DataLayerError, request } from '../../../runtime/data-layer.js';
import { useRequest } from './useRequest.js';

/** Where an owner tool is: its data loading, failed, refused for want of an owner session, or ready. */
export type OwnerSettingState = 'loading' | 'failed' | 'sign-in' | 'ready';

/** What `useOwnerSetting` returns. */
export interface UseOwnerSetting<T> {
  state: OwnerSettingState;
  /** The answer, read by `parse`, once loaded. */
  data: T | undefined;
  /** Whether it is loading or saving. */
  busy: boolean;
  saving: boolean;
  /** The last save's message ('' before any, and once the owner changes the choice again). */
  status: string;
  setStatus(status: string): void;
  /** Loads the data again. */
  retry(): void;
  /** Sends `json` with PUT to `path`; the status becomes `saved()` or `failed` once answered. */
  save(path: string, json: unknown, saved: () => string, failed: string): void;
}

/**
 * Returns the state of an owner tool's setting (spec 001 §1): the owner-only data of `path` read by `parse` (through
 * the data layer, so a refusal for want of an owner session is the `sign-in` state rather than a failure), and a save
 * that puts the owner's choice and tells how it went.
 */
export function useOwnerSetting<T>(path: string, parse: (body: unknown) => T): UseOwnerSetting<T> {
  const fetched = useRequest(path, { parse });
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const signIn = fetched.error instanceof DataLayerError && fetched.error.kind === 'login-required';
  const save = (to: string, json: unknown, saved: () => string, failed: string) => {
    if (saving) return;
    setSaving(true);
    setStatus('');
    request('PUT', to, { json })
      .then(
        () => setStatus(saved()),
        () => setStatus(failed),
      )
      .finally(() => setSaving(false));
  };
  return {
    state: fetched.state === 'failed' ? (signIn ? 'sign-in' : 'failed') : fetched.data ? 'ready' : 'loading',
    data: fetched.data,
    busy: fetched.state === 'pending' || saving,
    saving,
    status,
    setStatus,
    retry: fetched.refetch,
    save,
  };
}
