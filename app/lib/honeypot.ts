/**
 * The field that real people never fill in (hidden from sight and from assistive technologies): drawn by
 * app/components/honeypot-input.tsx, checked by app/platform/honeypot.server.ts.
 */
export const HONEYPOT_FIELD = 'site_web'
