// A local stand-in for Resy's widget script (widgets.resy.com/embed.js), for pages without network (the examples, the
// tests): `resyWidget.addButton(anchor, { venueId, apiKey, replace })` replaces the booking link with a small form, where
// the provider's script turns it into its booking button.
(() => {
  if (window.resyWidget) return;
  window.resyWidget = {
    calls: [],
    addButton(anchor, options) {
      this.calls.push({ href: anchor.href, ...options });
      const form = document.createElement('form');
      form.dataset.provider = 'resy';
      form.setAttribute('aria-label', `Reserve with Resy (venue ${options.venueId})`);
      Object.assign(form.style, { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' });
      const label = document.createElement('label');
      label.style.display = 'grid';
      const guests = Object.assign(document.createElement('input'), {
        type: 'number',
        min: '1',
        max: '10',
        value: '2',
      });
      label.append('Guests', guests);
      const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Reserve' });
      const result = document.createElement('p');
      result.setAttribute('role', 'status');
      form.append(label, submit);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        result.textContent = `Stand-in: Resy would book ${guests.value} guests at venue ${options.venueId}.`;
      });
      if (options.replace) anchor.replaceWith(form, result);
      else anchor.after(form, result);
    },
  };
})();
