// @ts-check

/**
 * Inline script text, run before the first paint: marks `<html data-consent>` when the visitor
 * has chosen in the cookie notice, either way, so app/globals.css hides the notice from the
 * start. It reads what lib/client/preferences.ts stores: the cookie `cookie_consent` (`__Host-`
 * named over https) or localStorage's `cookieConsent`, `1` accepted or `0` refused
 * (CONSENT_VALUES in lib/session-cookies.ts). A static page's script loader carries it
 * (lib/first-paint-loader.mjs); it stands alone, so any inline script can carry it instead.
 */
export const CONSENT_CHOSEN_SCRIPT =
  'try{(/(^|; )(__Host-)?cookie_consent=[01](;|$)/.test(document.cookie)||' +
  '/^[01]$/.test(localStorage.getItem("cookieConsent")))&&' +
  'document.documentElement.setAttribute("data-consent","")}catch(e){}';
