// A local stand-in for the session-replay provider's script: records that it ran, with the organisation id the
// runtime set, in `window.FS` (the provider's namespace).
(() => {
  window.FS = { org: window._fs_org, recording: true };
  document.dispatchEvent(new CustomEvent('sqs-stand-in-replay', { detail: window.FS }));
})();
