/*
 * Runs before the first paint, as a blocking external script (the CSP allows no inline script), so that the
 * page never flashes the wrong theme or direction. It mirrors, in plain script (no module, no build step), the theme store
 * (src/features/theme/theme-store.ts) and the first three steps of the language resolution
 * (src/features/language/resolve-language.ts); a unit test runs it against both so they cannot drift.
 */
(function () {
  var root = document.documentElement;
  var themes = ['light', 'dark', 'system'];
  var languages = ['en', 'fr', 'es', 'de', 'it', 'pt', 'ja', 'zh', 'ar', 'ru'];
  var aliases = { jp: 'ja' };

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function toLanguage(code) {
    if (!code) return undefined;
    var base = String(code).trim().toLowerCase().split(/[-_]/)[0];
    base = aliases[base] || base;
    return languages.indexOf(base) >= 0 ? base : undefined;
  }

  var theme = read('theme');
  if (themes.indexOf(theme) < 0) theme = 'dark';
  var dark =
    theme === 'dark' ||
    (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);

  var language;
  try {
    language = toLanguage(new URLSearchParams(window.location.search).get('lang'));
  } catch {
    language = undefined;
  }
  var stored = read('uiLanguage');
  if (!language && stored !== null) language = toLanguage(stored) || 'en';
  if (!language) {
    var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < preferred.length && !language; i++) language = toLanguage(preferred[i]);
  }
  language = language || 'en';
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';

  // The page's code and the texts of its language, fetched alongside the entry rather than once it has run:
  // the build lists their hashed files in a JSON data block (scripts/first-visit-preloads.ts), by address or by
  // the router's pattern (`/blog/:slug`: a `:name` segment stands for any one non-empty segment).
  function pageOf(pages, path) {
    if (pages[path]) return pages[path];
    var segments = path.split('/');
    for (var pattern in pages) {
      var parts = pattern.split('/');
      var matches = parts.length === segments.length;
      for (var s = 0; matches && s < parts.length; s++) {
        matches = parts[s].charAt(0) === ':' ? segments[s] !== '' : parts[s] === segments[s];
      }
      if (matches) return pages[pattern];
    }
    return undefined;
  }

  var block = document.getElementById('first-visit-preloads');
  var plan;
  try {
    plan = block && JSON.parse(block.textContent);
  } catch {
    plan = undefined;
  }
  if (!plan) return;
  var page = pageOf(plan.pages, window.location.pathname);
  var files = plan.files.concat(page ? page.files : []);
  var namespaces = plan.texts.concat(page ? page.texts : []);
  for (var n = 0; n < namespaces.length; n++) {
    var texts = plan.byNamespace[namespaces[n]];
    if (texts && texts[language]) files.push(texts[language]);
  }
  function preload(rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    if (rel === 'preload') link.as = 'style';
    // As Vite's own preloads: the same request as the import (or Vite's stylesheet link) that will use it.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function preloadAll() {
    for (var f = 0; f < files.length; f++) preload('modulepreload', files[f]);
    // The page's own stylesheets, which Vite's loader fetches before the page's code may render: fetched now, they
    // are in the cache by then. Preloaded, not applied: applying is the loader's, once the page is there.
    var styles = (page && page.styles) || [];
    for (var c = 0; c < styles.length; c++) preload('preload', styles[c]);
  }
  // A frame later, after the first paint (the boot line), which fetching them sooner would hold back.
  window.requestAnimationFrame(function () {
    window.setTimeout(preloadAll, 0);
  });
})();
