import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { getEnv, sandboxWarning } from './env.server.ts'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-env-'))

describe('getEnv', () => {
	test('outside production a session secret is generated once and kept in DATA_DIR', () => {
		const dir = tmp()
		const first = getEnv({ NODE_ENV: 'development', DATA_DIR: dir })
		const second = getEnv({ NODE_ENV: 'development', DATA_DIR: dir })
		expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
		expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET)
		expect(first.isDemo).toBe(true)
		expect(first.PORT).toBe(3000)
		expect(first.paymentProvider).toBe('sandbox')
	})

	test('the platform fee on payouts is none by default; a wrong setting refuses to start (ADR 027)', () => {
		expect(getEnv({ NODE_ENV: 'development', DATA_DIR: tmp() }).PLATFORM_FEE).toBe('none')
		expect(
			getEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), PLATFORM_FEE: 'percent:2.5' }).PLATFORM_FEE,
		).toBe('percent:2.5')
		expect(() => getEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), PLATFORM_FEE: 'percent:25' })).toThrow(
			/PLATFORM_FEE must be none, plan or percent:N/,
		)
	})

	test('production without SESSION_SECRET refuses to start with a clear message', () => {
		expect(() => getEnv({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/SESSION_SECRET is required/)
	})

	test('production without PUBLIC_URL refuses to start', () => {
		expect(() => getEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tmp() })).toThrow(
			/PUBLIC_URL is required/,
		)
	})

	test('production in explicit demo mode generates the secret', () => {
		const env = getEnv({ NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: tmp() })
		expect(env.isProduction).toBe(true)
		expect(env.isDemo).toBe(true)
	})

	test('a real production configuration is accepted and is not a demo', () => {
		const env = getEnv({
			NODE_ENV: 'production',
			SESSION_SECRET: 'x'.repeat(40),
			PUBLIC_URL: 'https://donnons.example.org',
			DATA_DIR: tmp(),
			PORT: '8080',
			MANGOPAY_CLIENT_ID: 'client',
			MANGOPAY_API_KEY: 'key',
		})
		expect(env.isDemo).toBe(false)
		expect(env.PORT).toBe(8080)
		expect(env.paymentProvider).toBe('mangopay')
	})

	test('invalid settings are listed', () => {
		expect(() => getEnv({ PORT: 'abc', SESSION_SECRET: 'short' })).toThrow(/PORT[\s\S]*SESSION_SECRET/)
	})

	describe('payments: production never runs on fictitious money by accident', () => {
		const production = () => ({
			NODE_ENV: 'production',
			SESSION_SECRET: 'x'.repeat(40),
			PUBLIC_URL: 'https://donnons.example.org',
			DATA_DIR: tmp(),
		})
		const credentials = { MANGOPAY_CLIENT_ID: 'client', MANGOPAY_API_KEY: 'key' }

		test('production without Mangopay credentials refuses to start, naming the settings', () => {
			expect(() => getEnv(production())).toThrow(
				/Payments are not configured for NODE_ENV=production: set MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY and MANGOPAY_BASE_URL[\s\S]*PAYMENT_SANDBOX=true/,
			)
			expect(() => getEnv({ ...production(), PAYMENT_SANDBOX: 'false' })).toThrow(
				/Payments are not configured/,
			)
		})

		test('PAYMENT_SANDBOX=true asks for the sandbox explicitly, and the start-up log says so loudly', () => {
			const env = getEnv({ ...production(), PAYMENT_SANDBOX: 'true' })
			expect(env.isDemo).toBe(false)
			expect(env.paymentProvider).toBe('sandbox')
			expect(sandboxWarning(env)).toMatch(
				/PAYMENT_SANDBOX=true: this production server takes NO real payment/,
			)
		})

		test('the demo runs on the sandbox, real credentials on Mangopay, and both at once are refused', () => {
			const demo = getEnv({ NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: tmp() })
			expect(demo.paymentProvider).toBe('sandbox')
			expect(sandboxWarning(demo)).toMatch(/Demo mode/)
			const real = getEnv({ ...production(), ...credentials })
			expect(real.paymentProvider).toBe('mangopay')
			expect(sandboxWarning(real)).toBeNull()
			expect(() => getEnv({ ...production(), ...credentials, PAYMENT_SANDBOX: 'true' })).toThrow(
				/PAYMENT_SANDBOX=true and the Mangopay credentials .* are both set/,
			)
			// Development keeps the simulator without any setting.
			expect(getEnv({ NODE_ENV: 'development', DATA_DIR: tmp() }).paymentProvider).toBe('sandbox')
			expect(() => getEnv(production())).toThrow(/Payments are not configured/)
		})
	})
})
