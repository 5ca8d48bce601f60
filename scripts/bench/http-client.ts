/**
 * The benchmarks' donors' HTTP client (nojs-browser.ts, js-browser.ts): node:http on kept-alive sockets, the
 * answer read whole and decompressed in one call. A load generator should cost little next to the server it
 * measures: `fetch` (undici) built a Request, Headers, a Web stream and a Response per request and cost the
 * donors 14–16 ms of CPU a gift on the server's own two cores (docs/performance.md, s14-app).
 */
import http from 'node:http'
import zlib from 'node:zlib'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

function once(
	url: URL,
	method: string,
	headers: Record<string, string>,
	body: string | undefined,
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const request = http.request(
			{ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent },
			(response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('error', reject)
				response.on('end', () => {
					try {
						const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
						const encoding = response.headers['content-encoding']
						const decoded =
							encoding === 'br'
								? zlib.brotliDecompressSync(raw)
								: encoding === 'gzip'
									? zlib.gunzipSync(raw)
									: raw
						resolve({ status: response.statusCode ?? 0, headers: response.headers, body: decoded })
					} catch (error) {
						reject(error)
					}
				})
			},
		)
		request.on('error', reject)
		request.end(body)
	})
}

/**
 * One request. Sent again once when a kept-alive socket the server closed meanwhile drops it before any
 * answer (as a browser does); `onResend` is told. Any other failure is thrown with its cause.
 */
export async function send(
	url: string,
	init: { method?: string; headers?: Record<string, string>; body?: string },
	onResend?: () => void,
): Promise<Answer> {
	const target = new URL(url)
	const method = init.method ?? 'GET'
	const headers = { ...init.headers }
	if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body))
	for (let attempt = 1; ; attempt++) {
		try {
			return await once(target, method, headers, init.body)
		} catch (error) {
			const reason = (error as { code?: string }).code ?? String(error)
			if (attempt >= 2 || !/ECONNRESET|EPIPE|socket hang up/.test(`${reason} ${String(error)}`))
				throw new Error(`${method} ${url}: ${reason}`)
			onResend?.()
		}
	}
}

/** The cookies a response sets, into `jar`, as a browser keeps them (a cleared one is removed). */
export function keepCookies(jar: Map<string, string>, headers: http.IncomingHttpHeaders) {
	for (const line of headers['set-cookie'] ?? []) {
		const end = line.indexOf(';')
		const pair = end < 0 ? line : line.slice(0, end)
		const at = pair.indexOf('=')
		const name = pair.slice(0, at).trim()
		const value = pair.slice(at + 1).trim()
		if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
		else jar.set(name, value)
	}
}

export function cookieHeader(jar: Map<string, string>) {
	let header = ''
	for (const [name, value] of jar) header += `${header ? '; ' : ''}${name}=${value}`
	return header
}

/** A header's single value (node:http gives an array for a repeated one). */
export function headerOf(headers: http.IncomingHttpHeaders, name: string) {
	const value = headers[name]
	return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
}
