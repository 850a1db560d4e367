// The flags every test and bench starts Debian's Chromium with. Besides the usual quiet-startup flags:
// Chromium 156 in headless mode still builds its desktop omnibox popup as two WebUI pages
// (chrome://omnibox-popup.top-chrome/, about 160 custom elements) in renderers of their own at launch;
// on a 2-core machine they run beside the first page load and steal its CPU, so a trace or a Lighthouse
// run measured them along with ohmlet's page (docs/performance.md, "The browser's own pages").
/** Keeps Chromium from building its own omnibox popup pages (see above). */
export const WITHOUT_BROWSER_UI_PAGES = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  WITHOUT_BROWSER_UI_PAGES,
];
