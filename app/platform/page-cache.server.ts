/**
 * The app's side of the microcache of anonymous pages (server/page-cache.js, ADR 020): the server registers
 * the cache here when it starts; a change to a pot drops that pot's page, its widget and the home page (which lists
 * open pots), so the next visitor sees it within 250 ms rather than within the second the cache allows.
 */
type PageCache = { invalidate(paths: string[]): void }

declare global {
	var __donnonsPageCache: PageCache | undefined
}

export function registerPageCache(cache: PageCache) {
	globalThis.__donnonsPageCache = cache
}

export function invalidatePotPages(potId: number) {
	globalThis.__donnonsPageCache?.invalidate([`/participate/${potId}`, '/', `/participate/${potId}/widget`])
}

/** A charity's published profile changed: its page, the partner list and the home page are dropped. */
export function invalidateCharityPages(slug: string) {
	globalThis.__donnonsPageCache?.invalidate([
		`/association/${slug}`,
		`/association/don-${slug}-cagnotte-solidaire`,
		'/associations-partenaires-cagnotte-solidaire',
		'/',
	])
}
