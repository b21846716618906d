import type { ReactNode } from 'react';
import type { OwnerSettingState } from './hooks/useOwnerSetting.js';
import { LoadFailed } from './LoadFailed.js';

/** What `OwnerSetting` shows around the picker of one setting of the owner's (`useOwnerSetting`). */
export interface OwnerSettingProps {
  host: HTMLElement;
  /** The id the label takes, which the picker's listbox is labelled by. */
  labelId: string;
  /** The label's text. */
  label: string;
  state: OwnerSettingState;
  /** True while the choices load or a save is under way (`aria-busy`). */
  busy: boolean;
  /** The save's status line. */
  status: string;
  /** Loads the choices again. */
  onRetry(): void;
  /** The words of the states: the failure, the sign-in need, Retry and loading. */
  say: { failed: string; signIn: string; retry: string; loading: string };
  /** The picker and its Save button, shown once the choices are loaded. */
  children: ReactNode;
}

/**
 * Renders what a picker of one owner setting has around it: its label; then the failure (or the sign-in need) with
 * Retry, or loading, or the picker itself; and the save's status, in a live region that is always there.
 */
export function OwnerSetting({
  host,
  labelId,
  label,
  state,
  busy,
  status,
  onRetry,
  say,
  children,
}: OwnerSettingProps): ReactNode {
  return (
    <div part="base" aria-busy={busy}>
      <p part="label" id={labelId}>
        {label}
      </p>
      {state === 'failed' || state === 'sign-in' ? (
        <LoadFailed
          host={host}
          onRetry={onRetry}
          message={state === 'failed' ? say.failed : say.signIn}
          retry={say.retry}
        />
      ) : state === 'loading' ? (
        <p part="loading" role="status">
          {say.loading}
        </p>
      ) : (
        children
      )}
      <p part="status" role="status">
        {status}
      </p>
    </div>
  );
}
