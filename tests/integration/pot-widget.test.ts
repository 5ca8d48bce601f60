import http from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import helmet from 'helmet'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { contentSecurityDirectives } from '#app/platform/content-security.ts'
import { registerPageCache } from '#app/platform/page-cache.server.ts'
import { goalMessages } from '#app/lib/pots/goal-messages.ts'
import { updatePot } from '#app/pots/pots.server.ts'
import { loader as widgetLoader } from '#app/routes/participate.$id_.widget.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { htmlFindings } from '#tests/support/e2e/html-validity.ts'
import { demoCharity, makeCompany } from '#tests/support/fixtures/donations.ts'
import { makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { securityHeaders } from '../../server/framing.js'
import { cacheKeyOf } from '../../server/page-cache.js'

useSeededAppDatabase()

/** The widget of issue 27 (item 5): a tiny script-free page, the only one other sites may frame. */

let charityId = 0
let ownerId = 0
beforeAll(() => {
	charityId = demoCharity('GENERATED').id
	ownerId = makeCompany('widget').id
})

async function widget(id: number | string) {
	const response = await widgetLoader({
		request: new Request(`http://localhost:3000/participate/${id}/widget`),
		params: { id: String(id) },
		context: { cspNonce: '', clientIp: '127.0.0.1' },
	})
	const body = await response.text()
	return { response, body, bytes: Buffer.byteLength(body) }
}

describe('the widget page', () => {
	test('name, amount, goal bar and « Participer » to the pot, in at most 10 kB, without script', async () => {
		const pot = makeOwnPot(ownerId, charityId, {
			name: 'Tour de France à vélo',
			goalCents: 50_000,
			donationsTotalCents: 31_250,
			donatorsCount: 4,
		})
		const { response, body, bytes } = await widget(pot.id)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
		expect(bytes).toBeLessThanOrEqual(10 * 1024)
		expect(body).not.toMatch(/<script|<link|\son[a-z]+=/i)
		expect(body).toContain('<h1>Tour de France à vélo</h1>')
		expect(body).toContain('312,50')
		expect(body).toMatch(/<progress id="goal" max="50000" value="31250">62 %<\/progress>/)
		expect(body).toContain('62 % de l’objectif de 500,00')
		expect(body).not.toContain(goalMessages.reached)
		expect(body).toContain(`<a href="/participate/${pot.id}" target="_top">Participer</a>`)
		expect(await htmlFindings(body)).toEqual([])
	})

	test('a reached goal says so; the bar stays full past 100 %', async () => {
		const pot = makeOwnPot(ownerId, charityId, { goalCents: 10_000, donationsTotalCents: 15_000 })
		const { body } = await widget(pot.id)
		expect(body).toMatch(/<progress id="goal" max="10000" value="10000">150 %<\/progress>/)
		expect(body).toContain(goalMessages.reached)
	})

	test('without a goal: the plain counter, no bar', async () => {
		const pot = makeOwnPot(ownerId, charityId, { donationsTotalCents: 4_200, donatorsCount: 3 })
		const { body } = await widget(pot.id)
		expect(body).not.toContain('<progress')
		expect(body).toContain('3 participants')
		expect(await htmlFindings(body)).toEqual([])
	})

	test('a name with markup is shown as text', async () => {
		const pot = makeOwnPot(ownerId, charityId, { name: '<script>alert("x")</script> & <b>co</b>' })
		const { body } = await widget(pot.id)
		expect(body).not.toContain('<script>')
		expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;')
	})

	test('an unknown, unpublished or suspended pot is a 404 in French', async () => {
		const hidden = makeOwnPot(ownerId, charityId, { isActive: false })
		const suspended = makeOwnPot(ownerId, charityId, { suspendedAt: new Date(), suspendedReason: 'abus' })
		for (const id of ['999999', 'abc', String(hidden.id), String(suspended.id)]) {
			const { response, body } = await widget(id)
			expect(response.status, id).toBe(404)
			expect(body).toContain(goalMessages.widgetNotFound)
			expect(body).toContain('<html lang="fr">')
			expect(await htmlFindings(body)).toEqual([])
		}
	})
})

describe('framing: the widget alone may be shown in another site', () => {
	let server: http.Server
	let base = ''
	beforeAll(async () => {
		const app = express()
		app.use(
			securityHeaders(helmet, {
				crossOriginEmbedderPolicy: false,
				contentSecurityPolicy: {
					useDefaults: false,
					directives: contentSecurityDirectives({
						formActionSources: [],
						https: false,
						dev: false,
						nonce: () => "'nonce-abc'",
					}),
				},
			}),
		)
		app.get('*', (_req, res) => void res.type('html').send('<!DOCTYPE html><title>x</title>'))
		server = http.createServer(app)
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	test('the widget: no X-Frame-Options, no frame-ancestors, no script allowed', async () => {
		const response = await fetch(`${base}/participate/12/widget`)
		expect(response.headers.get('x-frame-options')).toBeNull()
		const csp = response.headers.get('content-security-policy') ?? ''
		expect(csp).not.toContain('frame-ancestors')
		expect(csp).toContain("script-src 'none'")
		expect(csp).toContain("object-src 'none'")
	})

	test('every other page keeps refusing other sites', async () => {
		for (const path of [
			'/participate/12',
			'/',
			'/participate/12/payment',
			'/participate/12/widget-x',
			'/mes-cagnottes/12',
		]) {
			const response = await fetch(`${base}${path}`)
			expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
			expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'")
		}
	})
})

describe('cache', () => {
	test('the widget is cached like a pot page and dropped with it when the pot changes', () => {
		const key = cacheKeyOf({
			url: '/participate/7/widget',
			headers: {},
			method: 'GET',
		} as http.IncomingMessage)
		expect(key?.path).toBe('/participate/7/widget')
		const invalidate = vi.fn()
		registerPageCache({ invalidate })
		try {
			const pot = makeOwnPot(ownerId, charityId, { potType: 1 })
			updatePot(pot.id, ownerId, 'company', {
				name: pot.name,
				closingDate: '2099-01-01',
				descriptionHtml: pot.descriptionHtml,
				bannerPath: null,
				color: null,
				sharing: 'SHARE',
				logoPath: null,
				goalCents: 20_000,
				eventTypeId: pot.eventTypeId,
				charityId,
			})
			expect(invalidate).toHaveBeenCalledWith(expect.arrayContaining([`/participate/${pot.id}/widget`]))
		} finally {
			registerPageCache(undefined as never)
		}
	})
})
