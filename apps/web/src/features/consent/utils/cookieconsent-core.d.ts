// The consent engine of vanilla-cookieconsent v3 without its UI (we draw our own, in Italian and
// accessible): same API as the full build, minus show/hide.
declare module 'vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js' {
  export {
    acceptCategory,
    acceptedCategory,
    getCookie,
    getUserPreferences,
    run,
    validConsent,
    reset,
    type CookieConsentConfig,
    type CookieValue,
  } from 'vanilla-cookieconsent';
}
