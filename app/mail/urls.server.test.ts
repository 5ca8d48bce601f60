import { afterEach, describe, expect, test } from 'vitest'
import { forgetEnv } from '#app/platform/env.server.ts'
import { absoluteUrl, returnUrl } from './urls.server.ts'

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
	test('mail and page links use PUBLIC_URL whenever it is set, the demo included (a forged Host never)', () => {
		process.env.DEMO_MODE = 'true'
		process.env.PUBLIC_URL = 'https://demo.donnons.example'
		forgetEnv()
		const forged = new Request('http://evil.example/mot-de-passe-oublie')
		expect(absoluteUrl(forged, '/reinitialiser-mot-de-passe?token=t')).toBe(
			'https://demo.donnons.example/reinitialiser-mot-de-passe?token=t',
		)
		delete process.env.PUBLIC_URL
		forgetEnv()
		expect(absoluteUrl(visitor, 'participate/1')).toBe('http://127.0.0.1:3000/participate/1')
	})

	test("the demo's provider returns come back to the address the visitor used, whatever PUBLIC_URL says", () => {
		process.env.DEMO_MODE = 'true'
		process.env.PUBLIC_URL = 'http://localhost:3000'
		forgetEnv()
		expect(returnUrl(visitor, '/participate/1/retour')).toBe('http://127.0.0.1:3000/participate/1/retour')
		process.env.DEMO_MODE = 'false'
		process.env.PUBLIC_URL = 'https://donnons.example.org'
		forgetEnv()
		expect(returnUrl(visitor, '/participate/1/retour')).toBe(
			'https://donnons.example.org/participate/1/retour',
		)
	})

	test('outside the demo, PUBLIC_URL (a forgeable Host header never)', () => {
		process.env.DEMO_MODE = 'false'
		process.env.PUBLIC_URL = 'https://donnons.example.org/'
		forgetEnv()
		expect(absoluteUrl(visitor, '/participate/1')).toBe('https://donnons.example.org/participate/1')
	})
})
