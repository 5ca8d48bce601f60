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
