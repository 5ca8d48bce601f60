/**
 * The waits of the « paiement en cours » page, in their own module so that the site
 * shell, which reads `WAIT_REFRESH_SECONDS` on every page (`NoScriptRefresh`), does not carry the page's texts.
 */

/** How often the page reloads itself without JavaScript (meta refresh), in seconds. */
export const WAIT_REFRESH_SECONDS = 5
/** How often the page asks again with JavaScript, in milliseconds. */
export const WAIT_POLL_MS = 2_000
/** Past this wait the page stops refreshing and says so; the attempt is kept to resume later. */
export const WAIT_BOUND_MS = 10 * 60_000
