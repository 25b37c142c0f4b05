// The prerendered landing page is complete without JavaScript. The app bundle is fetched only after
// the first frame has been painted, so it never competes with the first view on a slow connection.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // requestAnimationFrame runs just before a paint; the timeout lands just after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  // Someone reaching for the page before then gets the app at once.
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    window.addEventListener(type, load, { once: true, passive: true });
  });
})();
