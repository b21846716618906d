// Sets each demo time from the moment the page loaded: `data-seconds` from now (negative: in the past).
const loaded = Date.now();
for (const el of document.querySelectorAll('sqs-relative-time[data-seconds]')) {
  el.setAttribute('datetime', new Date(loaded + Number(el.dataset.seconds) * 1000).toISOString());
}
