/* global document */
// Runs before first paint so a saved dark theme never flashes light. Kept in sync with src/lib/theme.ts.
(function applySavedTheme() {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default theme.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
