import http from 'node:http'
import zlib from 'node:zlib'
import { createElement } from 'react'
import { expect, test } from 'vitest'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { BROTLI_FOR_MANY, BROTLI_FOR_ONE } from '../../server/remix-handler.js'
import { buildUnderRoot, serveThroughHandler } from './page-render.ts'

useSeededAppDatabase()

// A page rendered for one request is compressed cheaply (brotli quality 1); one the microcache keeps for every
// anonymous visitor, better (quality 2): docs/performance.md, "Render: a leaner request path (s14-plumbing)".
const TEXTS = Array.from({ length: 400 }, (_, i) => `Don numéro ${i} pour la cagnotte ${i % 17} — merci !`)
// Larger than the buffer pages are encoded in (server/remix-handler.js): a buffer of its own.
const HUGE = Array.from({ length: 12_000 }, (_, i) => `Don numéro ${i} — « merci » !`)
const build = buildUnderRoot({
	huge: {
		loader: () => ({}),
		default: () =>
			createElement('main', null, ...HUGE.map((text, i) => createElement('p', { key: i }, text))),
	},
	long: {
		loader: () => ({}),
		default: () =>
			createElement('main', null, ...TEXTS.map((text, i) => createElement('p', { key: i }, text))),
	},
})

const served = serveThroughHandler(build, (req) => req.query.shared !== undefined)

function get(path: string, encoding: string) {
	return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http
			.get(`${served.base()}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
			})
			.on('error', reject)
	})
}

const brotli = (page: Buffer, quality: number) =>
	zlib.brotliCompressSync(page, {
		params: {
			[zlib.constants.BROTLI_PARAM_QUALITY]: quality,
			[zlib.constants.BROTLI_PARAM_LGWIN]: 18,
			[zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
		},
	})

test('a page for one request is compressed at brotli quality 1, a shared one at quality 2', async () => {
	expect([BROTLI_FOR_ONE, BROTLI_FOR_MANY]).toEqual([1, 2])
	for (const [path, quality] of [
		['/long', BROTLI_FOR_ONE],
		['/long?shared', BROTLI_FOR_MANY],
	] as const) {
		const plain = await get(path, 'identity')
		const compressed = await get(path, 'gzip, deflate, br')
		expect(compressed.headers['content-encoding']).toBe('br')
		expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length)
		// The page differs only by its nonce-free, deterministic render: the same bytes each time.
		expect(zlib.brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true)
		expect(compressed.body.equals(brotli(plain.body, quality))).toBe(true)
	}
})

test('pages sent one after another, at once, small or past the shared buffer, decode to their own bytes', async () => {
	const paths = ['/long', '/huge', '/long?shared', '/huge']
	const plain = await Promise.all(paths.map((path) => get(path, 'identity')))
	// Past what the shared buffer takes (a third of its 512 kB, in UTF-16 units).
	expect(plain[1]!.body.toString('utf8').length).toBeGreaterThan((512 * 1024) / 3)
	expect(plain[1]!.body.toString('utf8')).toContain(HUGE.at(-1))
	for (const encoding of ['br', 'gzip', 'identity']) {
		const answers = await Promise.all(paths.map((path) => get(path, encoding)))
		answers.forEach((answer, i) => {
			expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
			const body =
				encoding === 'br'
					? zlib.brotliDecompressSync(answer.body)
					: encoding === 'gzip'
						? zlib.gunzipSync(answer.body)
						: answer.body
			expect(body.equals(plain[i]!.body)).toBe(true)
		})
	}
})
