import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { settingsMessages } from '../lib/settings-messages.ts'
import { ConfigurationError, getEnv, sandboxWarning } from './env.server.ts'

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
			/PLATFORM_FEE doit valoir none, plan ou percent:N/,
		)
	})

	test('WEB_CONCURRENCY is 1 by default, an integer from 1 to two per core, else refused in French', () => {
		const dev = { NODE_ENV: 'development', DATA_DIR: tmp() }
		expect(getEnv(dev).WEB_CONCURRENCY).toBe(1)
		expect(getEnv({ ...dev, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2)
		const max = os.availableParallelism() * 2
		expect(getEnv({ ...dev, WEB_CONCURRENCY: String(max) }).WEB_CONCURRENCY).toBe(max)
		const refused = settingsMessages.webConcurrency(max, os.availableParallelism())
		for (const value of ['0', String(max + 1), '1.5', 'deux', '-1', ''])
			expect(() => getEnv({ ...dev, WEB_CONCURRENCY: value }), value).toThrow(refused)
	})

	test('production without SESSION_SECRET refuses to start with a clear message', () => {
		expect(() => getEnv({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
			settingsMessages.sessionSecretMissing,
		)
	})

	test('production without PUBLIC_URL refuses to start', () => {
		expect(() => getEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tmp() })).toThrow(
			settingsMessages.publicUrlMissing,
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

	test('a production start without settings lists every missing one at once, in French', () => {
		let error: unknown
		try {
			getEnv({ NODE_ENV: 'production', DATA_DIR: tmp(), PORT: 'abc', PUBLIC_URL: undefined })
		} catch (caught) {
			error = caught
		}
		expect(error).toBeInstanceOf(ConfigurationError)
		const { problems, message } = error as ConfigurationError
		expect(problems).toEqual([
			settingsMessages.number('PORT'),
			settingsMessages.sessionSecretMissing,
			settingsMessages.publicUrlMissing,
			settingsMessages.paymentsMissing,
		])
		expect(message).toContain(settingsMessages.heading(4))
		expect(message).not.toMatch(/\bis required\b|Invalid|Expected/)
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
				/MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY et MANGOPAY_BASE_URL[\s\S]*PAYMENT_SANDBOX=true/,
			)
			expect(() => getEnv({ ...production(), PAYMENT_SANDBOX: 'false' })).toThrow(
				settingsMessages.paymentsMissing,
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
				settingsMessages.paymentsBoth,
			)
			// Development keeps the simulator without any setting.
			expect(getEnv({ NODE_ENV: 'development', DATA_DIR: tmp() }).paymentProvider).toBe('sandbox')
			expect(() => getEnv(production())).toThrow(settingsMessages.paymentsMissing)
		})
	})
})
