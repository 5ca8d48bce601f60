import { describe, expect, it } from 'vitest'
import { assertMangopayConfig } from './config.server.ts'
import { toProviderError } from './errors.ts'

const creds = { MANGOPAY_CLIENT_ID: 'donnons', MANGOPAY_API_KEY: 'secret' }

describe('assertMangopayConfig', () => {
	it('accepts the Sandbox in development and the live API in production', () => {
		expect(assertMangopayConfig({ ...creds, NODE_ENV: 'development' })).toEqual({
			clientId: 'donnons',
			apiKey: 'secret',
			baseUrl: 'https://api.sandbox.mangopay.com',
		})
		expect(
			assertMangopayConfig({
				...creds,
				NODE_ENV: 'production',
				MANGOPAY_BASE_URL: 'https://api.mangopay.com/',
			}).baseUrl,
		).toBe('https://api.mangopay.com')
		expect(
			assertMangopayConfig({
				...creds,
				NODE_ENV: 'production',
				DEMO_MODE: 'true',
				MANGOPAY_BASE_URL: 'https://api.sandbox.mangopay.com',
			}).baseUrl,
		).toBe('https://api.sandbox.mangopay.com')
	})

	it('refuses half-set credentials', () => {
		expect(() => assertMangopayConfig({ MANGOPAY_CLIENT_ID: 'donnons' })).toThrow(
			/MANGOPAY_API_KEY is missing/,
		)
		expect(() => assertMangopayConfig({})).toThrow(/MANGOPAY_CLIENT_ID and MANGOPAY_API_KEY are missing/)
	})

	it('refuses the Sandbox on a real production deployment', () => {
		expect(() =>
			assertMangopayConfig({
				...creds,
				NODE_ENV: 'production',
				MANGOPAY_BASE_URL: 'https://api.sandbox.mangopay.com',
			}),
		).toThrow(/Sandbox .* NODE_ENV=production/)
		expect(() => assertMangopayConfig({ ...creds, NODE_ENV: 'production', DEMO_MODE: 'false' })).toThrow(
			/MANGOPAY_BASE_URL is required/,
		)
	})

	it('refuses the live API outside production, demo included', () => {
		expect(() =>
			assertMangopayConfig({
				...creds,
				NODE_ENV: 'development',
				MANGOPAY_BASE_URL: 'https://api.mangopay.com',
			}),
		).toThrow(/real money/)
		expect(() =>
			assertMangopayConfig({
				...creds,
				NODE_ENV: 'production',
				DEMO_MODE: 'true',
				MANGOPAY_BASE_URL: 'https://api.mangopay.com',
			}),
		).toThrow(/demo mode/)
	})
})

describe('toProviderError', () => {
	it('keeps the Mangopay Type, the status and retryability', () => {
		expect(
			toProviderError({
				status: 409,
				data: { Type: 'idempotent_creation_conflict', Message: 'A resource has already been created' },
			}),
		).toMatchObject({
			code: 'idempotent_creation_conflict',
			status: 409,
			retryable: false,
		})
		expect(toProviderError({ status: 429, data: { Type: 'rate_limit' } })).toMatchObject({
			code: 'rate_limit',
			retryable: true,
		})
		expect(toProviderError({ status: 502, data: '<html>Bad gateway</html>' })).toMatchObject({
			code: 'http_502',
			status: 502,
			retryable: true,
		})
		expect(toProviderError({ Message: 'Request timed out', Code: 408 })).toMatchObject({
			code: 'timeout',
			status: null,
			retryable: true,
		})
		expect(
			toProviderError({ status: 0, data: { Type: 'network_error', Message: 'ECONNRESET' } }),
		).toMatchObject({ code: 'network_error', status: null, retryable: true })
		expect(toProviderError({ status: 400, data: { ResultCode: '105204', Message: 'CVV' } })).toMatchObject({
			code: '105204',
			retryable: false,
		})
	})
})
