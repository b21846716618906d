// A local stand-in for the social widget script (platform.twitter.com/widgets.js), for pages without network (the
// examples, the tests): `twttr.widgets.createFollowButton(username, target, options)` draws a follow button into
// `target` and resolves with it, as the provider's does with its iframe.
(() => {
  if (window.twttr?.widgets) return;
  const calls = [];
  window.twttr = {
    widgets: {
      calls,
      createFollowButton(username, target, options) {
        calls.push({ username, options });
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'twitter-follow-button';
        button.setAttribute('aria-pressed', 'false');
        button.textContent = `Follow @${username}`;
        button.addEventListener('click', () => {
          const following = button.getAttribute('aria-pressed') !== 'true';
          button.setAttribute('aria-pressed', String(following));
          button.textContent = `${following ? 'Following' : 'Follow'} @${username}`;
        });
        target.replaceChildren(button);
        return Promise.resolve(button);
      },
    },
  };
})();
