/** Builds the requests a browser would send to a route action, for integration tests. */
export function formRequest(url: string, fields: Record<string, string>, cookie?: string | null) {
	const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' })
	if (cookie) headers.set('cookie', cookie)
	return new Request(new URL(url, 'http://localhost:3000'), {
		method: 'POST',
		headers,
		body: new URLSearchParams(fields),
	})
}

export const context = (clientIp = '127.0.0.1') => ({ cspNonce: '', clientIp })

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesOf(response: Response) {
	return response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

/** Remix actions return either a Response (redirect) or single-fetch `data()`; this reads both. */
export async function settle(
	result: unknown,
): Promise<{ status: number; location: string | null; body: unknown; headers: Headers }> {
	if (result instanceof Response) {
		return {
			status: result.status,
			location: result.headers.get('location'),
			body: null,
			headers: result.headers,
		}
	}
	const value = result as { type?: string; data?: unknown; init?: ResponseInit | null }
	if (value && value.type === 'DataWithResponseInit') {
		return {
			status: value.init?.status ?? 200,
			location: null,
			body: value.data,
			headers: new Headers(value.init?.headers),
		}
	}
	return { status: 200, location: null, body: result, headers: new Headers() }
}

/** Runs an action, catching a thrown redirect or Response like Remix does. */
export async function run(fn: () => unknown) {
	try {
		return await settle(await fn())
	} catch (thrown) {
		if (thrown instanceof Response) return settle(thrown)
		throw thrown
	}
}
