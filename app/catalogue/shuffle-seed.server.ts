import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { getEnv } from '#app/platform/env.server.ts'

/**
 * The visitor's shuffle seed (spec 2: "Charities are shuffled at load and when filtering"): a random
 * 32-bit integer in a small session cookie, so the order stays the same while the visitor pages through
 * the results, and changes at the next visit. It carries nothing personal.
 */
function seedCookie() {
	return createCookie('donnons_seed', {
		path: '/',
		sameSite: 'lax',
		httpOnly: true,
		secure: getEnv().PUBLIC_URL?.startsWith('https:') ?? false,
	})
}

function parseSeed(value: unknown): number | null {
	const n =
		typeof value === 'number'
			? value
			: typeof value === 'string' && /^\d{1,10}$/.test(value)
				? Number(value)
				: NaN
	return Number.isSafeInteger(n) && n >= 0 && n < 4294967296 ? n : null
}

/** The request's seed, and the Set-Cookie header to send when a new one was drawn. */
export async function getShuffleSeed(request: Request): Promise<{ seed: number; headers: Headers | null }> {
	const cookie = seedCookie()
	let current: number | null = null
	try {
		current = parseSeed(await cookie.parse(request.headers.get('cookie')))
	} catch {
		current = null
	}
	if (current != null) return { seed: current, headers: null }
	const seed = crypto.randomInt(0, 2 ** 32)
	return { seed, headers: new Headers({ 'set-cookie': await cookie.serialize(String(seed)) }) }
}
