/**
 * bench:floor's arithmetic (scripts/bench/floor.ts), pure: what kind of request a journey's answer was, and
 * what the measured floors say a gift and a page cannot go under.
 */

export type Kinds = { page: number; data: number; other: number }

/**
 * A request's kind by its answer: `.data` (single fetch: a loader's or action's data, no render), a rendered
 * page (a 200 of HTML), or other (a redirect after a form without JavaScript, an error, a file).
 */
export function kindOf(url: string, status: number, contentType: string): keyof Kinds {
	if (new URL(url, 'http://x').pathname.endsWith('.data')) return 'data'
	if (status === 200 && /^text\/html\b/i.test(contentType)) return 'page'
	return 'other'
}

/**
 * Server CPU a gift at a floor: its rendered pages at the floor of a page, its `.data` and other requests (a
 * redirect runs the action and Remix's handler like a `.data`, with no render and no turbo-stream body) at the
 * floor of a `.data`; `perPageExtra` adds to each rendered page (React's render of the page's own tree).
 */
export function giftFloorMs(kinds: Kinds, floor: { page: number; data: number }, perPageExtra = 0) {
	return kinds.page * (floor.page + perPageExtra) + (kinds.data + kinds.other) * floor.data
}

/**
 * Gifts a second when the server and the donors share `cores` cores, each core busy all the time: the cores'
 * milliseconds divided by what a gift costs them all (the server's and the donors' CPU).
 */
export function giftsPerSecond(serverMsPerGift: number, donorMsPerGift: number, cores = 2) {
	return (cores * 1000) / (serverMsPerGift + donorMsPerGift)
}

/**
 * The best « two workers ÷ one » the two cores allow when the donors run on them: one worker is held to one
 * core (1000 / s gifts a second) while both workers and the donors share the two (2000 / (s + d)). So two ÷ one
 * is at most 2s / (s + d), and at least 1 (one worker already limited by the two cores).
 */
export function twoOverOneCeiling(serverMsPerGift: number, donorMsPerGift: number) {
	const one = Math.min(1000 / serverMsPerGift, 2000 / (serverMsPerGift + donorMsPerGift))
	return 2000 / (serverMsPerGift + donorMsPerGift) / one
}

/** The measured floors of one round (CPU milliseconds an answer), bench:floor's arms. */
export type Floors = {
	/** React's renderToString of our pot page's tree. */
	react: number
	/** Remix's handler in process for the minimal app's page (its entry renders nothing) and its `.data`. */
	minimalHandlerPage: number
	minimalHandlerData: number
	/** The minimal app's `.data` over Express + @remix-run/express on node:http. */
	minimalData: number
	/** A bare node:http server sending our pot page's bytes, and its `.data`'s. */
	barePotPage: number
	barePotData: number
	/** Brotli quality 1 of the pot page (server/remix-handler.js). */
	brotliPotPage: number
}

/**
 * Express and @remix-run/express's adapter, a request: the minimal app's `.data` over HTTP less Remix's handler
 * for it in process and less node:http sending an answer (never below 0).
 */
export function expressAdapterMs(f: Floors) {
	return Math.max(0, f.minimalData - f.minimalHandlerData - f.barePotData)
}

/**
 * The stack's floor of a rendered pot page without React's render: Remix's handler for nothing, Express and
 * its adapter (unless `express: false`), node:http sending our page's bytes, their compression.
 */
export function pageFloorMs(f: Floors, { express = true } = {}) {
	return f.minimalHandlerPage + (express ? expressAdapterMs(f) : 0) + f.barePotPage + f.brotliPotPage
}

/** …and of a `.data` answer (its few bytes sent as they are). */
export function dataFloorMs(f: Floors, { express = true } = {}) {
	return f.minimalHandlerData + (express ? expressAdapterMs(f) : 0) + f.barePotData
}

/**
 * The lowest ratio bench:render can show if everything that is ours cost nothing: React's render of our tree
 * plus the stack's floor of a page, over React's render.
 */
export function lowestRenderRatio(f: Floors, options: { express?: boolean } = {}) {
	return (f.react + pageFloorMs(f, options)) / f.react
}
