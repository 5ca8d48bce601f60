import { describe, expect, test } from 'vitest'
import { contentSecurityDirectives, paymentFormSources } from './content-security.ts'

const nonce = () => "'nonce-abc'"
const directives = (formActionSources: string[], o: { https?: boolean; dev?: boolean } = {}) =>
	contentSecurityDirectives({ formActionSources, https: o.https ?? true, dev: o.dev ?? false, nonce })

describe('form-action: exactly the payment pages a form may reach', () => {
	test('sandbox simulator: the site only, its pages being the app’s own at the visitor’s address', () => {
		expect(paymentFormSources({ paymentProvider: 'sandbox' })).toEqual([])
		expect(directives(paymentFormSources({ paymentProvider: 'sandbox' }))['form-action']).toEqual(["'self'"])
	})

	test('Mangopay production: its card vaults and its API host (3-D Secure and mandate redirections)', () => {
		const sources = paymentFormSources({
			paymentProvider: 'mangopay',
			mangopayBaseUrl: 'https://api.mangopay.com',
		})
		expect(directives(sources)['form-action']).toEqual([
			"'self'",
			'https://api.mangopay.com',
			'https://pci.mangopay.com',
			'https://webpayment.payline.com',
		])
	})

	test('Mangopay Sandbox: its own hosts, none of production', () => {
		const sources = paymentFormSources({
			paymentProvider: 'mangopay',
			mangopayBaseUrl: 'https://api.sandbox.mangopay.com/',
		})
		expect(sources).toEqual([
			'https://api.sandbox.mangopay.com',
			'https://pci.sandbox.mangopay.com',
			'https://homologation-webpayment.payline.com',
		])
	})

	test('never a whole scheme, never a wildcard', () => {
		for (const mangopayBaseUrl of [
			'https://api.mangopay.com',
			'https://api.sandbox.mangopay.com',
			'http://127.0.0.1:4010',
		]) {
			for (const source of directives(paymentFormSources({ paymentProvider: 'mangopay', mangopayBaseUrl }))[
				'form-action'
			])
				expect(source).not.toMatch(/^(https?:|\*|.*\*.*)$/)
		}
		// A stand-in API (the tests' fake Mangopay) serves its pages itself.
		expect(
			paymentFormSources({ paymentProvider: 'mangopay', mangopayBaseUrl: 'http://127.0.0.1:4010/v2.01' }),
		).toEqual(['http://127.0.0.1:4010'])
	})
})

describe('the other directives', () => {
	test('scripts by nonce only; no inline script, no websocket outside development', () => {
		const production = directives([])
		expect(production['script-src']).toEqual(["'strict-dynamic'", "'self'", nonce])
		expect(production['connect-src']).toEqual(["'self'"])
		expect(production['object-src']).toEqual(["'none'"])
		expect(production['frame-ancestors']).toEqual(["'self'"])
		const dev = directives([], { dev: true })
		expect(dev['script-src']).toContain("'unsafe-inline'")
		expect(dev['connect-src']).toContain('ws:')
	})

	test('http sub-requests are upgraded only when the site is served over https', () => {
		expect(directives([], { https: true })['upgrade-insecure-requests']).toEqual([])
		expect(directives([], { https: false })['upgrade-insecure-requests']).toBeNull()
	})
})
