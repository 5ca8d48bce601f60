import { describe, expect, test } from 'vitest'
import { decideDonation, recapTarget } from './donate-rules.ts'
import { paymentMessages } from '../messages.ts'

const base = { potId: 7, closed: false, loggedIn: false, quick: false, amountText: '10' }

describe('decideDonation', () => {
	test('a suspended pot refuses first (ADR 026)', () => {
		const decision = decideDonation({ ...base, suspended: true, loggedIn: true, amountText: '20' })
		expect(decision).toMatchObject({ ok: false, error: expect.stringMatching(/suspendue/) as string })
	})

	test('a closed pot refuses first, whatever the amount', () => {
		expect(decideDonation({ ...base, closed: true, amountText: '' })).toEqual({
			ok: false,
			error: paymentMessages.potAlreadyClosed,
		})
	})
	test('an account without payment profile is refused next, before the amount is read', () => {
		const profileError = paymentMessages.paymentAccountNotValidated
		expect(decideDonation({ ...base, loggedIn: true, profileError, amountText: '' })).toEqual({
			ok: false,
			error: profileError,
		})
		expect(decideDonation({ ...base, closed: true, loggedIn: true, profileError })).toEqual({
			ok: false,
			error: paymentMessages.potAlreadyClosed,
		})
		// A visitor has no account to check.
		expect(decideDonation({ ...base, loggedIn: false, profileError, amountText: '5' }).ok).toBe(true)
	})
	test.each(['', '0', '0,00', 'abc'])(
		'an empty, zero or unreadable amount (%j) asks for the amount',
		(amountText) => {
			expect(decideDonation({ ...base, amountText })).toEqual({
				ok: false,
				error: paymentMessages.amountRequired,
			})
		},
	)
	test.each(['0,50', '0.99'])('under 1 € (%j) gives the minimum', (amountText) => {
		expect(decideDonation({ ...base, amountText })).toEqual({
			ok: false,
			error: paymentMessages.amountMinimum,
		})
	})
	test('a quick donation goes to the recap with quick=true, logged in or not', () => {
		expect(decideDonation({ ...base, quick: true, amountText: '12,5' })).toEqual({
			ok: true,
			redirectTo: '/participate/7/tips?amount=1250&quick=true',
		})
		expect(decideDonation({ ...base, quick: true, loggedIn: true })).toEqual({
			ok: true,
			redirectTo: '/participate/7/tips?amount=1000&quick=true',
		})
	})
	test('a signed-in donor goes to the recap', () => {
		expect(decideDonation({ ...base, loggedIn: true, amountText: '1 234,56 €' })).toEqual({
			ok: true,
			redirectTo: '/participate/7/tips?amount=123456',
		})
	})
	test('a visitor goes to the login page with the pot and the amount', () => {
		expect(decideDonation({ ...base, amountText: '1' })).toEqual({
			ok: true,
			redirectTo: '/login?id=7&amount=100',
		})
	})
})

describe('recapTarget', () => {
	test('quick, signed in, visitor', () => {
		expect(recapTarget(true, false)).toBe('quick-payment')
		expect(recapTarget(true, true)).toBe('quick-payment')
		expect(recapTarget(false, true)).toBe('payment')
		expect(recapTarget(false, false)).toBe('login2')
	})
})
