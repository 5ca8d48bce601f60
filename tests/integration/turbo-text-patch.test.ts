import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router'
import { ServerMode } from '@remix-run/server-runtime/dist/mode.js'
import * as singleFetch from '@remix-run/server-runtime/dist/single-fetch.js'
import { eq } from 'drizzle-orm'
import { decode, encode } from 'turbo-stream'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { TURBO_TEXT } from '#app/platform/string-render.server.ts'
import { pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'

// patches/@remix-run+server-runtime+2.17.5.patch (`encodeWhole`): data without a promise is encoded at once,
// synchronously, by turbo-stream's own flatten, where Remix made a ReadableStream of one chunk. The text must be
// what turbo-stream's stream gives, byte for byte: these tests compare the two on varied values and on the pot
// page's real data. They fail on the unpatched package (no TURBO_TEXT).

useSeededAppDatabase()

const { encodeViaTurboStream, SingleFetchRedirectSymbol } = singleFetch

/** turbo-stream's own encode with Remix's plugins (server-runtime's single-fetch.js, production mode). */
function turboStreamEncode(data: unknown) {
	return encode(data, {
		plugins: [
			(value: unknown) => {
				if (value instanceof Error) return ['SanitizedError', 'Error', 'Unexpected Server Error', undefined]
				if (value instanceof ErrorResponseImpl)
					return ['ErrorResponse', value.data, value.status, value.statusText]
				if (value && typeof value === 'object' && SingleFetchRedirectSymbol in value)
					return ['SingleFetchRedirect', (value as Record<symbol, unknown>)[SingleFetchRedirectSymbol]]
			},
		],
		postPlugins: [
			(value: unknown) => {
				if (!value || typeof value !== 'object') return
				return ['SingleFetchClassInstance', Object.fromEntries(Object.entries(value))]
			},
			() => ['SingleFetchFallback'],
		],
	})
}

async function bytesOf(stream: ReadableStream<Uint8Array>) {
	return Buffer.from(await new Response(stream).arrayBuffer())
}

function encodedWhole(data: unknown) {
	const encoded = encodeViaTurboStream(data, new AbortController().signal, 5000, ServerMode.Production)
	const text = (encoded as unknown as { [TURBO_TEXT]?: unknown })[TURBO_TEXT]
	expect(typeof text, 'encoded whole, without a stream').toBe('string')
	return { encoded, text: text as string }
}

class Money {
	constructor(
		readonly cents: number,
		readonly currency: string,
	) {}
}

const shared = { id: 7, name: 'partagé' }
const cyclic: Record<string, unknown> = { name: 'cycle' }
cyclic.self = cyclic

const values: [string, unknown][] = [
	['undefined', undefined],
	['null', null],
	['NaN', Number.NaN],
	['-0', -0],
	['Infinity', Number.POSITIVE_INFINITY],
	['-Infinity', Number.NEGATIVE_INFINITY],
	['a number', 1234.5],
	['a string', 'Cagnotte'],
	['true', true],
	['an empty object', {}],
	['an empty array', []],
	[
		'dates, undefined, NaN, -0 inside',
		{ at: new Date('2026-11-28T13:00:00Z'), missing: undefined, nan: Number.NaN, minusZero: -0, big: 10n },
	],
	['nested', { a: { b: { c: [1, [2, [3, { d: 'e' }]]] } } }],
	['repeated references', { first: shared, second: shared, list: [shared, shared] }],
	['a cycle', cyclic],
	[
		'strings that must not end a script',
		{
			script: '</script><script>alert(1)</script>',
			comment: '<!-- x -->',
			nul: 'a\u0000b',
			lineSeparators: 'a\u2028b\u2029c',
			quotes: `"'\\`,
			accents: 'Où va l’argent ? « Merci ! » 🎉',
			loneSurrogate: 'x\ud800y',
		},
	],
	[
		'Map, Set, RegExp, URL, Symbol',
		[new Map([['k', 1]]), new Set([1, 'a']), /a+b/gi, new URL('https://x.fr/a?b=1'), Symbol.for('s')],
	],
	['an array with holes', [1, , 3]], // eslint-disable-line no-sparse-arrays
	['a null-prototype object', Object.assign(Object.create(null), { a: 1 })],
	['a class instance', { total: new Money(1200, 'EUR') }],
	['an error (sanitized)', { error: new Error('secret detail') }],
	['an error response', { error: new ErrorResponseImpl(404, 'Not Found', { message: 'Introuvable' }) }],
	[
		'a redirect',
		{
			[SingleFetchRedirectSymbol]: {
				redirect: '/',
				status: 302,
				revalidate: false,
				reload: false,
				replace: false,
			},
		},
	],
	['a function (fallback)', { fn: () => 1 }],
]

describe('single-fetch data encoded whole (server-runtime patch)', () => {
	test.each(values)('%s: the same bytes as turbo-stream’s stream', async (_, data) => {
		const { encoded, text } = encodedWhole(data)
		const expected = await bytesOf(turboStreamEncode(data))
		expect(Buffer.from(text, 'utf8').equals(expected)).toBe(true)
		// Read as a stream, it is still the same.
		expect((await bytesOf(encoded)).equals(expected)).toBe(true)
	})

	test('data with a promise still goes through turbo-stream’s stream', async () => {
		const data = { now: 'tout de suite', later: Promise.resolve('plus tard') }
		const encoded = encodeViaTurboStream(data, new AbortController().signal, 5000, ServerMode.Production)
		expect((encoded as unknown as { [TURBO_TEXT]?: unknown })[TURBO_TEXT]).toBeUndefined()
		const text = (await bytesOf(encoded)).toString()
		expect(text).toBe((await bytesOf(turboStreamEncode(data))).toString())
		expect(text).toContain('plus tard')
	})

	describe('the pot page', () => {
		let get: Awaited<ReturnType<typeof pageHandler>>
		let potId = 0
		beforeAll(async () => {
			get = await pageHandler(['participate.$id._index.tsx'])
			potId = getDb().select({ id: pots.id }).from(pots).where(eq(pots.name, 'Les 40 ans de Marie')).get()!.id
		}, 60_000)

		test('its `.data`: the text whole, the bytes turbo-stream gives for its real data', async () => {
			const response = await get(`/participate/${potId}.data`)
			expect(response.status).toBe(200)
			expect(response.headers.get('content-type')).toBe('text/x-script')
			const text = (response as unknown as { [TURBO_TEXT]?: unknown })[TURBO_TEXT]
			expect(typeof text).toBe('string')
			// The body, read as any adapter would, is that text.
			expect(await response.clone().text()).toBe(text)
			const data = (await decode(new Response(text as string).body!)).value
			const again = await bytesOf(turboStreamEncode(data))
			expect(Buffer.from(text as string, 'utf8').equals(again)).toBe(true)
			expect(text).toContain('Les 40 ans de Marie')
		})

		test('its document carries that data in one script, then closes the stream', async () => {
			const html = await (await get(`/participate/${potId}`)).text()
			expect(html).not.toContain('<!--$!')
			expect(html.match(/streamController\.enqueue\(/g)).toHaveLength(1)
			expect(html.match(/streamController\.close\(\)/g)).toHaveLength(1)
			expect(html.indexOf('streamController.close()')).toBeGreaterThan(
				html.indexOf('streamController.enqueue('),
			)
			expect(html.endsWith('</body></html>')).toBe(true)
		})
	})
})
