import { describe, expect, test } from 'vitest'
import { LOGIN_MAX_DELAY_SECONDS, loginDelaySeconds, loginRetryMessage } from './login-throttle.ts'

describe('login delays', () => {
	test('the first five failures are free, then the wait doubles from 2 seconds', () => {
		expect([0, 1, 4].map((n) => loginDelaySeconds(n))).toEqual([0, 0, 0])
		expect([5, 6, 7, 8].map((n) => loginDelaySeconds(n))).toEqual([2, 4, 8, 16])
	})

	test('the wait is capped at 15 minutes', () => {
		expect(loginDelaySeconds(14)).toBe(LOGIN_MAX_DELAY_SECONDS)
		expect(loginDelaySeconds(500)).toBe(LOGIN_MAX_DELAY_SECONDS)
	})

	test('the French message gives the wait in seconds, then in minutes rounded up', () => {
		expect(loginRetryMessage(1)).toBe('Trop de tentatives de connexion : merci de réessayer dans 1 seconde')
		expect(loginRetryMessage(7.2)).toBe(
			'Trop de tentatives de connexion : merci de réessayer dans 8 secondes',
		)
		expect(loginRetryMessage(61)).toBe('Trop de tentatives de connexion : merci de réessayer dans 2 minutes')
		expect(loginRetryMessage(900)).toBe(
			'Trop de tentatives de connexion : merci de réessayer dans 15 minutes',
		)
	})
})
