import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { getEnv } from '#app/platform/env.server.ts'
import { loader } from '#app/routes/img.$width.$.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'

/**
 * Issue 16 item 5: card banners at displayed size. `/img/<width>/<upload>.webp` is a WebP copy of an uploaded
 * photo, made once and kept where the server sends it from as a static file.
 */

useSeededAppDatabase()
const BANNER = 'catalogue/charities/ala-maitso/banner.jpg'

async function get(width: string, rest: string) {
	try {
		return await loader({
			request: new Request(`http://localhost:3000/img/${width}/${rest}`),
			params: { width, '*': rest },
			context: { cspNonce: '', clientIp: '127.0.0.1' },
		})
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

describe('image variants', () => {
	test('a banner is sent as WebP at the width asked, and kept for the static file server', async () => {
		const original = fs.readFileSync(path.join(getEnv().DATA_DIR, 'uploads', BANNER))
		const response = await get('400', `${BANNER}.webp`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/webp')
		const body = Buffer.from(await response.arrayBuffer())
		const meta = await sharp(body).metadata()
		expect(meta).toMatchObject({ format: 'webp', width: 400, height: Math.round((400 * 686) / 1920) })
		expect(body.length).toBeLessThan(original.length)
		const kept = path.join(getEnv().DATA_DIR, 'cache', 'img', '400', `${BANNER}.webp`)
		expect(fs.readFileSync(kept).equals(body)).toBe(true)
	})

	test('never wider than the upload', async () => {
		// The event images are 800 px wide.
		const response = await get('1200', 'catalogue/events/anniversaire.jpg.webp')
		expect(response.status).toBe(200)
		const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
		expect(meta).toMatchObject({ width: 800, height: 500 })
	})

	test('anything else is a 404: other widths, missing files, paths out of the uploads', async () => {
		for (const [width, rest] of [
			['401', `${BANNER}.webp`],
			['400', BANNER],
			['400', 'catalogue/charities/nope/banner.jpg.webp'],
			['400', '../donnons.db.jpg.webp'],
			['400', 'catalogue/brand/logo.svg.webp'],
		] as const)
			expect((await get(width, rest)).status, `${width}/${rest}`).toBe(404)
	})
})
