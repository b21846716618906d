// A local stand-in for the advertising pixel's script (examples and tests have no network): takes over the command
// queue the runtime defined, as the provider's script does, keeps every command in `window.fbq.calls` and tells the
// page (`sqs-stand-in-pixel` on document).
(() => {
  const fbq = window.fbq;
  if (!fbq) return;
  fbq.calls = [...fbq.queue];
  fbq.queue.length = 0;
  fbq.callMethod = (...args) => {
    fbq.calls.push(args);
    document.dispatchEvent(new CustomEvent('sqs-stand-in-pixel', { detail: args }));
  };
})();
