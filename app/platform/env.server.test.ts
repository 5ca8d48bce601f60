import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { getEnv } from './env.server.ts'

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
})
