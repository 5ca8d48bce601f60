import { afterEach, describe, expect, test } from 'vitest'
import { forgetEnv } from '#app/platform/env.server.ts'
import { absoluteUrl } from './urls.server.ts'

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, DEMO_MODE: process.env.DEMO_MODE }
afterEach(() => {
	for (const [key, value] of Object.entries(saved)) {
		if (value === undefined) delete process.env[key]
		else process.env[key] = value
	}
	forgetEnv()
})

const visitor = new Request('http://127.0.0.1:3000/mot-de-passe-oublie')

describe('absoluteUrl', () => {
	test('the demo links to the address the visitor used, whatever PUBLIC_URL says', () => {
		process.env.DEMO_MODE = 'true'
		process.env.PUBLIC_URL = 'http://localhost:3000'
		forgetEnv()
		expect(absoluteUrl(visitor, '/reinitialiser-mot-de-passe?token=t')).toBe(
			'http://127.0.0.1:3000/reinitialiser-mot-de-passe?token=t',
		)
		delete process.env.PUBLIC_URL
		forgetEnv()
		expect(absoluteUrl(visitor, 'participate/1')).toBe('http://127.0.0.1:3000/participate/1')
	})

	test('outside the demo, PUBLIC_URL (a forgeable Host header never)', () => {
		process.env.DEMO_MODE = 'false'
		process.env.PUBLIC_URL = 'https://donnons.example.org/'
		forgetEnv()
		expect(absoluteUrl(visitor, '/participate/1')).toBe('https://donnons.example.org/participate/1')
	})
})
