import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader } from '#app/routes/create.$type.$step.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'

useSeededAppDatabase()

async function target(url: string, type: string, step: string) {
	try {
		loader({
			request: new Request(`http://localhost${url}`),
			params: { type, step },
			context: { cspNonce: '', clientIp: '127.0.0.1' },
		})
	} catch (response) {
		if (response instanceof Response) return response.headers.get('location')
		throw response
	}
	throw new Error('expected a redirect')
}

describe('the creation flow addresses of spec 2 lead to the pot pages of spec 3', () => {
	test('kyc, payment and sepa carry the amount, the gift as the tip, and hide', async () => {
		expect(await target('/create/company/kyc?amount=5000&gift=200&evt=12&id=4', 'company', 'kyc')).toBe(
			'/participate/company/4/kyc?amount=5000&tip=200',
		)
		expect(
			await target('/create/company/payment?amount=5000&gift=0&id=4&hide=true', 'company', 'payment'),
		).toBe('/participate/4/payment?amount=5000&tip=0&hide=true')
		expect(await target('/create/company/sepa?amount=5000&id=4', 'company', 'sepa')).toBe(
			'/participate/4/payment?amount=5000&mode=sepa',
		)
	})
	test('an unknown step, type or pot goes home', async () => {
		expect(await target('/create/company/other?id=4', 'company', 'other')).toBe('/')
		expect(await target('/create/unknown/kyc?id=4', 'unknown', 'kyc')).toBe('/')
		expect(await target('/create/company/kyc?id=abc', 'company', 'kyc')).toBe('/')
	})
})

describe('/create/company/sepa with the spec 3 query', () => {
	test('lands on the transfer tab with the amount and the tip, then on the details once asked', async () => {
		const marie = getDb().select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()!
		let cookie = cookiesOf(
			new Response(null, { headers: await createSession(marie.id, new Request('http://localhost')) }),
		)
		const alias =
			'/create/company/sepa?dataWireID=1&dataWireAmount=6150&dataWireGift_donnons=350&paramAmount=6150&paramGift=350'
		const location = await target(alias, 'company', 'sepa')
		expect(location).toBe('/participate/1/payment?amount=6150&tip=350&mode=sepa')
		// The browser keeps the payment flow's cookie the page sets.
		const show = async () => {
			const res = await run(() =>
				paymentLoader({
					request: new Request(`http://localhost:3000${location}`, { headers: { cookie } }),
					params: { id: '1' },
					context: context(),
				}),
			)
			const set = cookiesOf(new Response(null, { headers: res.headers }))
			if (set) cookie = `${cookie}; ${set}`
			return res
		}
		const page = (await show()).body as {
			state: string
			q: { amountCents: number; tipCents: number; method: string }
			totalCents: number
		}
		expect(page).toMatchObject({
			state: 'wire',
			q: { amountCents: 6150, tipCents: 350, method: 'sepa' },
			totalCents: 6500,
		})
		const asked = await run(() =>
			paymentAction({
				request: formRequest(location!, { intent: 'wire' }, cookie),
				params: { id: '1' },
				context: context(),
			}),
		)
		expect(asked.status).toBeLessThan(500)
		const details = (await show()).body as { state: string; wire: { reference: string } | null }
		expect(details.state).toBe('wireDetails')
		expect(details.wire?.reference).toBeTruthy()
	})
})
