// The prerendered landing page is complete without JavaScript; the app bundle loads once the page has
// painted and loaded, so it never competes with the first view for a slow connection.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  function start() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        chunks.forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.appendChild(link);
        });
        import(entry);
      }, 0);
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
