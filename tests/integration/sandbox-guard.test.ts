import fs from 'node:fs'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { forgetEnv } from '#app/platform/env.server.ts'
import { useAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'
import { context, formRequest } from './request.ts'

useAppDatabase()

type Handler = (args: { request: Request; params: Record<string, string>; context: never }) => unknown
type SandboxRoute = { loader?: Handler; action?: Handler }

/** Every `/sandbox/*` route file: a new one is checked without being listed here. */
const files = fs
	.readdirSync('app/routes')
	.filter((file) => /^sandbox\..+\.tsx$/.test(file))
	.sort()

const params = { token: 'tok_1', registrationId: 'reg_1' }

/** Runs a loader or action like Remix does: a thrown Response is the answer. */
async function answer(fn: () => unknown) {
	try {
		const result = await fn()
		return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200 })
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

function useEnv(vars: Record<string, string>) {
	for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
	forgetEnv()
}

afterEach(() => {
	vi.unstubAllEnvs()
	forgetEnv()
})

const realPayments = { MANGOPAY_CLIENT_ID: 'client', MANGOPAY_API_KEY: 'key' }
const productionSandbox = {
	NODE_ENV: 'production',
	SESSION_SECRET: 'x'.repeat(40),
	PUBLIC_URL: 'http://localhost:3000',
	PAYMENT_SANDBOX: 'true',
}

describe('the /sandbox/* routes need the sandbox to be the active provider', () => {
	test('there are sandbox routes to check', () => {
		expect(files.length).toBeGreaterThanOrEqual(7)
	})

	test.each(files)('%s answers a French 404 to GET and POST while Mangopay is on', async (file) => {
		useEnv(realPayments)
		const route = (await import(`../../app/routes/${file.replace(/\.tsx$/, '')}.tsx`)) as SandboxRoute
		const url = `http://localhost:3000/sandbox/${file.replace(/\.tsx$/, '')}`
		const calls = [
			route.loader &&
				(() => route.loader!({ request: new Request(url), params, context: context() as never })),
			route.action &&
				(() =>
					route.action!({
						request: formRequest(url, {
							intent: 'success',
							scenario: 'challenge',
							cardNumber: '4970107111111119',
						}),
						params,
						context: context() as never,
					})),
		].filter(Boolean) as Array<() => unknown>
		expect(calls.length).toBeGreaterThan(0)
		for (const call of calls) {
			const response = await answer(call)
			expect(response.status).toBe(404)
			expect(response.headers.get('content-type')).toMatch(/^text\/html/)
			const body = await response.text()
			expect(body).toContain('<html lang="fr">')
			expect(body).toContain('Page introuvable')
		}
	})
})

describe('pages of a server on the sandbox', () => {
	let request: Awaited<ReturnType<typeof pageHandler>>
	beforeAll(async () => {
		request = await pageHandler(['sandbox.start.tsx', 'sandbox.tokenize.$registrationId.tsx'])
	})

	test('PAYMENT_SANDBOX=true in production: every page says the money is fictitious; the demo pages stay off', async () => {
		useEnv(productionSandbox)
		const response = await request('/sandbox/start')
		expect(response.status).toBe(404)
		const html = await response.text()
		expect(html).toContain('Page introuvable')
		expect(html).toMatch(/data-testid="demo-ribbon"[^>]*>[^<]*paiements fictifs/)
		expect(html).toContain('aucune somme n’est débitée ni versée aux associations')
	})

	test('with Mangopay the ribbon is gone and the card vault is a French 404', async () => {
		useEnv(realPayments)
		const page = await request('/sandbox/start')
		expect(page.status).toBe(404)
		expect(await page.text()).not.toContain('demo-ribbon')
		const vault = await request('/sandbox/tokenize/reg_1', {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'cardNumber=4970107111111119&cardExpirationDate=1230&cardCvx=123',
		})
		expect(vault.status).toBe(404)
		expect(await vault.text()).toContain('Page introuvable')
	})
})
