// A local stand-in for OpenTable's reservation widget script, for pages without network (the examples, the tests):
// `OpenTableWidget.render(target, { rid, type, lang })` draws a small booking form into `target`, laid out by the
// widget type (wide: one line, standard, tall: one field a line). Submitting it says what would be booked.
(() => {
  if (window.OpenTableWidget) return;
  const field = (label, control) => {
    const wrap = document.createElement('label');
    wrap.style.display = 'grid';
    wrap.append(label, control);
    return wrap;
  };
  const input = (type, value) => Object.assign(document.createElement('input'), { type, value, required: true });
  window.OpenTableWidget = {
    calls: [],
    render(target, options) {
      this.calls.push(options);
      const form = document.createElement('form');
      form.dataset.provider = 'opentable';
      form.dataset.type = options.type;
      // Each form a landmark of its own name: a page may show the same restaurant's widget more than once.
      form.setAttribute('aria-label', `Book a table (restaurant ${options.rid}, widget ${this.calls.length})`);
      Object.assign(form.style, {
        display: 'flex',
        flexDirection: options.type === 'tall' ? 'column' : 'row',
        flexWrap: options.type === 'wide' ? 'nowrap' : 'wrap',
        gap: '8px',
        alignItems: options.type === 'tall' ? 'stretch' : 'end',
      });
      const party = document.createElement('select');
      for (let n = 1; n <= 8; n++) party.append(new window.Option(`${n} ${n === 1 ? 'person' : 'people'}`, String(n)));
      party.value = '2';
      const date = input('date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
      const time = input('time', '19:00');
      const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Find a table' });
      const result = document.createElement('p');
      result.setAttribute('role', 'status');
      form.append(field('Party size', party), field('Date', date), field('Time', time), submit);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        result.textContent = `Stand-in: a table for ${party.value} on ${date.value} at ${time.value} (rid ${options.rid}).`;
      });
      target.replaceChildren(form, result);
    },
  };
})();
