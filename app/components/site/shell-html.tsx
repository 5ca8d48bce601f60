import { watchBannerRoom } from './banner-room.ts'
import { serverHtml } from './server-html.tsx'

/**
 * The footer and the cookie banner, the same HTML on every page: rendered by the server, kept as they are by
 * the browser, whose build does not carry their code (`import.meta.env.SSR` is false there, and the awaited
 * imports are removed). See server-html.tsx.
 */
const footer = import.meta.env.SSR ? (await import('./site-footer.tsx')).SiteFooter : null
const banner = import.meta.env.SSR ? (await import('./cookie-banner.tsx')).CookieBanner : null

export const SiteFooter = serverHtml(footer, () => import('./site-footer.tsx').then((m) => m.SiteFooter))
export const CookieBanner = serverHtml(
	banner,
	() => import('./cookie-banner.tsx').then((m) => m.CookieBanner),
	watchBannerRoom,
)
