import { describe, expect, test } from 'vitest'
import { donationPaymentMachine } from '#machines/donation-payment.ts'
import { type CheckoutStep, viewOf } from './checkout-step.ts'
import { routeFor } from './paths.ts'

const states = Object.keys(donationPaymentMachine.config.states ?? {}) as CheckoutStep[]
const context = { potId: 7, quick: false, pageQuery: 'amount=2000&method=card' }

describe('routeFor: the page of each state of the donation payment', () => {
	test('every state has a page of the site', () => {
		expect(states.length).toBeGreaterThan(10)
		for (const value of states) expect(routeFor({ value, context })).toMatch(/^\/participate\/7(\/|\?|$)/)
	})

	test('the tabs and the provider’s pages come back to the payment page of the flow, quick or not', () => {
		for (const value of ['card', 'directDebit', 'wireDetails', 'mandateSignature'] as const)
			expect(routeFor({ value, context })).toBe('/participate/7/payment?amount=2000&method=card')
		const quick = { ...context, quick: true, pageQuery: 'amount=2000&quick=true' }
		expect(routeFor({ value: 'card', context: quick })).toBe(
			'/participate/7/quick-payment?amount=2000&quick=true',
		)
	})

	test('the final states: the thank-you page for a success, the pot page otherwise', () => {
		expect(routeFor({ value: 'succeeded', context })).toBe('/participate/7/confirmation')
		for (const value of ['failed', 'pending', 'wireAwaited'] as const)
			expect(routeFor({ value, context })).toBe('/participate/7')
	})
})

describe('viewOf: what a payment page shows', () => {
	test('a form for each tab, the transfer details once, only the notices elsewhere', () => {
		expect(states.map((state) => [state, viewOf(state)])).toEqual([
			['start', 'notices'],
			['quickIdentity', 'identity-form'],
			['card', 'card-form'],
			['directDebit', 'bank-form'],
			['wire', 'wire-request'],
			['secureMode', 'notices'],
			['mandateSignature', 'notices'],
			['wireDetails', 'wire-details'],
			['pending', 'notices'],
			['succeeded', 'notices'],
			['failed', 'notices'],
			['wireAwaited', 'notices'],
		])
	})
})
