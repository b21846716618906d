/**
 * A local stand-in for the captcha provider's script (explicit rendering API: render, getResponse, reset, ready),
 * for the examples and tests, which cannot reach the provider. Its widget is a checkbox labelled "I'm not a robot";
 * ticking it calls the widget's callback with a token. The widget records the size it was rendered at in
 * `data-size` on the container.
 */
(() => {
  const widgets = [];
  window.grecaptcha = {
    ready(callback) {
      callback();
    },
    render(container, params) {
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.dataset.captcha = 'stand-in';
      label.append(box, " I'm not a robot");
      const widget = { token: '', box, params };
      box.addEventListener('change', () => {
        widget.token = box.checked ? `stand-in-token-${id}-${Date.now()}` : '';
        if (widget.token) params.callback?.(widget.token);
        else params['expired-callback']?.();
      });
      container.dataset.size = params.size ?? 'normal';
      container.dataset.sitekey = params.sitekey;
      container.replaceChildren(label);
      widgets.push(widget);
      return id;
    },
    getResponse(id = 0) {
      return widgets[id]?.token ?? '';
    },
    reset(id = 0) {
      const widget = widgets[id];
      if (!widget) return;
      widget.token = '';
      widget.box.checked = false;
    },
  };
})();
