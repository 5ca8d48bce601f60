// Hostile requests, drawn from a seeded generator: the same seed gives the same requests.
import { type FuzzRoute } from './routes.ts'

export type FuzzRequest = {
	method: string
	path: string
	headers: Record<string, string>
	body?: string | Uint8Array
	/** What the request is, for the report. */
	label: string
}

/** mulberry32: small, fast, good enough to spread the cases. */
export function seededRandom(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (max: number) => Math.floor(next() * max)
	const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
	const chance = (p: number) => next() < p
	return { next, int, pick, chance }
}
export type Random = ReturnType<typeof seededRandom>

const LONG = 'a'.repeat(4000)

/** Values for a path parameter: plausible ones (so that the route's code runs) and hostile ones. */
const PARAM_VALUES: Record<string, readonly string[]> = {
	id: ['1', '2', '3', '7', '0', '-1', '999999999999'],
	type: ['particular', 'company', 'individual', 'jackpot'],
	step: ['assocs', 'details', 'authenticate', 'event', 'choice'],
	file: ['recu-2026-000001.pdf', 'releve-2026.pdf', 'x.pdf'],
	token: ['abc', 'tok_1'],
	registrationId: ['reg_1', '1'],
	url: ['les-restos-du-coeur', 'croix-rouge', 'x'],
}
const HOSTILE_SEGMENTS = [
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty',
	'..',
	'..%2F..%2Fetc%2Fpasswd',
	'%2e%2e%2f',
	'%00',
	'a%00b',
	'%',
	'%E0%A4%A',
	'%C0%AF',
	'%F0%9F%92%A5',
	'%C3%A9t%C3%A9',
	LONG,
	'1e309',
	'99999999999999999999999',
	'1.5',
	'0x10',
	'%27%3B%20DROP%20TABLE%20users%3B--',
	'%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	'%0d%0aSet-Cookie:%20x=1',
	'%20',
	'NaN',
	'Infinity',
	'null',
	'undefined',
]

export const REDIRECT_TARGETS = [
	'/%09/evil.example',
	'//evil.example',
	'/\\evil.example',
	'/%5Cevil.example',
	'https://evil.example',
	'javascript:alert(1)',
	'/login%0d%0aSet-Cookie:%20x=1',
	'%0d%0a',
	'/%2F%2Fevil.example',
	'/\t/evil.example',
	'/participate/1/payment?amount=1000',
]

const QUERY_KEYS = [
	'redirectTo',
	'returnTo',
	'id',
	'jackpot',
	'amount',
	'tip',
	'hide',
	'anonymous',
	'quick',
	'method',
	'type',
	'evt',
	'page',
	'q',
	'category',
	'region',
	'sort',
	'token',
	'email',
	'transactionId',
	'MandateId',
	'registration',
	'data',
	'errorCode',
	'EventType',
	'RessourceId',
	'Date',
	'code',
	'state',
	'year',
	'open',
	'__proto__',
	'constructor',
	'_data',
	'index',
]
const QUERY_VALUES = [
	'1',
	'1000',
	'-5',
	'0',
	'abc',
	'__proto__',
	'constructor',
	'toString',
	'%',
	'%00',
	'%E0%A4%A',
	'%F0%9F%92%A5',
	'1e309',
	'99999999999999999999',
	'true',
	'CARD',
	'SEPA',
	'PAYIN_NORMAL_SUCCEEDED',
	'marie.dupont%40donnons.demo',
	'%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	LONG,
	...REDIRECT_TARGETS.map(encodeURIComponent),
]

const FIELD_NAMES = [
	'intent',
	'email',
	'password',
	'password_confirmation',
	'amount',
	'tip',
	'method',
	'consent',
	'redirectTo',
	'returnTo',
	'token',
	'scenario',
	'debit_day',
	'firstname',
	'name',
	'birthday',
	'iban',
	'emails',
	'message',
	'title',
	'description',
	'__proto__',
	'constructor',
	'__proto__[polluted]',
	'a[]',
	'',
]
const INTENTS = [
	'login',
	'register',
	'account',
	'company',
	'logo',
	'credentials',
	'stop',
	'resume',
	'debit-day',
	'delete',
	'close',
	'confirm',
	'cancel',
	'__proto__',
	'constructor',
]

function segmentValue(random: Random, name: string) {
	if (random.chance(0.35)) return random.pick(HOSTILE_SEGMENTS)
	const plausible = Object.hasOwn(PARAM_VALUES, name) ? (PARAM_VALUES[name] as readonly string[]) : ['1', 'x']
	return random.pick(plausible)
}

function buildPath(random: Random, route: FuzzRoute) {
	const parts = route.segments.map((segment) => {
		if (segment.kind === 'static') return encodeURI(segment.value)
		if (segment.kind === 'param') return segmentValue(random, segment.name)
		return random.pick(['nope', 'a/b/c', '__proto__', '%00', 'uploads/../x', LONG])
	})
	let path = `/${parts.join('/')}`
	if (random.chance(0.12)) path = path === '/' ? '/_root.data' : `${path}.data`
	if (random.chance(0.05)) path += '/'
	const query: string[] = []
	const count = random.chance(0.5) ? random.int(4) + 1 : 0
	for (let i = 0; i < count; i++) {
		const key = random.pick(QUERY_KEYS)
		const value =
			key === 'redirectTo' || key === 'returnTo' ? random.pick(REDIRECT_TARGETS) : random.pick(QUERY_VALUES)
		const raw = key === 'redirectTo' || key === 'returnTo'
		query.push(`${key}=${raw ? encodeURIComponent(value) : value}`)
	}
	if (random.chance(0.03)) query.push('%=%&&=&a=%zz')
	return query.length ? `${path}?${query.join('&')}` : path
}

function fieldValue(random: Random, name: string) {
	if (name === 'intent') return random.pick(INTENTS)
	if (name === 'redirectTo' || name === 'returnTo') return random.pick(REDIRECT_TARGETS)
	if (name === 'email') return random.pick(['marie.dupont@donnons.demo', 'x@', 'a'.repeat(300) + '@x.fr', ''])
	if (name === 'consent') return random.pick(['accepted', 'denied', '__proto__'])
	return random.pick([
		'',
		'1',
		'-1',
		'1000',
		'abc',
		'__proto__',
		'\u0000',
		'\r\n',
		'é'.repeat(50),
		'<b>x</b>',
		LONG,
	])
}

function urlencoded(random: Random) {
	const pairs: string[] = []
	const count = random.int(6) + 1
	for (let i = 0; i < count; i++) {
		const name = random.pick(FIELD_NAMES)
		pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(fieldValue(random, name))}`)
	}
	if (random.chance(0.2)) pairs.push(random.pick(['%', '%zz=1', '=', '&&&', 'a=%E0%A4%A', '+++=+', 'x']))
	return pairs.join('&')
}

function multipart(random: Random, boundary: string) {
	const parts: string[] = []
	const count = random.int(4) + 1
	for (let i = 0; i < count; i++) {
		const name = random.pick(FIELD_NAMES)
		if (random.chance(0.3)) {
			const field = random.pick(['logo', 'banner', 'file', 'registration_proof', 'identity_proof'])
			parts.push(
				`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${random.pick(['', 'not an image', '\u0089PNG\r\n\u001a\n'])}\r\n`,
			)
		} else {
			parts.push(
				`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${fieldValue(random, name)}\r\n`,
			)
		}
	}
	return `${parts.join('')}--${boundary}--\r\n`
}

type Body = { headers: Record<string, string>; body?: string | Uint8Array; kind: string }

function body(random: Random): Body {
	const kind = random.pick([
		'none',
		'text',
		'json',
		'urlencoded',
		'urlencoded',
		'urlencoded',
		'multipart',
		'multipart-broken',
		'multipart-no-boundary',
		'huge-field',
		'prototype',
		'binary',
	])
	const form = 'application/x-www-form-urlencoded'
	switch (kind) {
		case 'none':
			return { kind, headers: random.chance(0.5) ? { 'content-type': form } : {} }
		case 'text':
			return { kind, headers: { 'content-type': 'text/plain' }, body: 'email=marie.dupont@donnons.demo' }
		case 'json':
			return {
				kind,
				headers: { 'content-type': 'application/json' },
				body: '{"intent":"login","__proto__":{"x":1}}',
			}
		case 'urlencoded':
			return { kind, headers: { 'content-type': form }, body: urlencoded(random) }
		case 'multipart':
			return {
				kind,
				headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
				body: multipart(random, 'fuzzboundary'),
			}
		case 'multipart-broken':
			return {
				kind,
				headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
				body: random.pick([
					'garbage',
					'--fuzzboundary\r\nno headers',
					'--other--',
					multipart(random, 'other'),
				]),
			}
		case 'multipart-no-boundary':
			return { kind, headers: { 'content-type': 'multipart/form-data' }, body: multipart(random, 'x') }
		case 'huge-field':
			return { kind, headers: { 'content-type': form }, body: `intent=login&email=${'a'.repeat(300_000)}` }
		case 'prototype':
			return {
				kind,
				headers: { 'content-type': form },
				body: '__proto__=x&constructor=y&__proto__[admin]=1&toString=z&hasOwnProperty=1',
			}
		default:
			return {
				kind,
				headers: { 'content-type': random.pick([form, 'application/octet-stream', 'image/png']) },
				body: Uint8Array.from({ length: 512 }, () => random.int(256)),
			}
	}
}

const METHODS = [
	'GET',
	'GET',
	'GET',
	'POST',
	'POST',
	'POST',
	'HEAD',
	'PUT',
	'DELETE',
	'PATCH',
	'OPTIONS',
	'TRACE',
]

const BAD_COOKIES = [
	'donnons_session=garbage',
	'donnons_session=eyJ4Ijox.fake',
	'donnons_toast=%%%',
	'donnons_consent=__proto__',
	`donnons_session=${'x'.repeat(3000)}`,
	'=;;=;',
]

/** One hostile request. `sessions` are cookies of signed-in demo accounts, used for part of the requests. */
export function hostileRequest(
	random: Random,
	routes: readonly FuzzRoute[],
	sessions: readonly string[],
): FuzzRequest {
	const route = random.pick(routes)
	const method = route.hasAction && random.chance(0.3) ? 'POST' : random.pick(METHODS)
	const path = buildPath(random, route)
	const headers: Record<string, string> = {}
	let payload: string | Uint8Array | undefined
	let kind = ''
	if (method !== 'GET' && method !== 'HEAD') {
		const b = body(random)
		Object.assign(headers, b.headers)
		payload = b.body
		kind = ` ${b.kind}`
	}
	if (random.chance(0.08))
		headers.origin = random.pick(['https://evil.example', 'null', 'garbage', 'http://localhost'])
	const cookies: string[] = []
	if (sessions.length && random.chance(0.35)) cookies.push(random.pick(sessions))
	if (random.chance(0.1)) cookies.push(random.pick(BAD_COOKIES))
	if (cookies.length) headers.cookie = cookies.join('; ')
	if (random.chance(0.05)) headers['x-forwarded-host'] = random.pick(['evil.example', ''])
	if (random.chance(0.05)) headers['accept-language'] = random.pick(['en-US', '*', 'zz'])
	return { method, path, headers, body: payload, label: `${method} ${path.slice(0, 160)}${kind}` }
}
