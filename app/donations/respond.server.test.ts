import { describe, expect, test, vi } from 'vitest'
import { generic, paymentMessages } from '../lib/messages.ts'
import { quotaMessages } from '../lib/donations/quota-messages.ts'
import { PaymentProviderError } from '../payments/provider.ts'
import { QuotaExceededError } from '../payments/quota.server.ts'
import { providerFailure } from './respond.server.ts'

describe('providerFailure', () => {
	const description = (answer: ReturnType<typeof providerFailure>) =>
		answer.kind === 'redirect' ? answer.toast?.description : undefined

	test('a step refused by the call budget or by the provider’s 429 says so, whatever the step', () => {
		vi.spyOn(console, 'error').mockImplementation(() => {})
		const budget = new QuotaExceededError(Date.now() + 60_000)
		const throttled = new PaymentProviderError('Rate limit exceeded', 'rate_limit', 429, true)
		for (const error of [budget, throttled]) {
			expect(description(providerFailure(error, '/participate/1/payment'))).toBe(quotaMessages.busyForm)
			expect(
				description(providerFailure(error, '/participate/1/payment', paymentMessages.mandateWithoutRedirect)),
			).toBe(quotaMessages.busyForm)
		}
	})

	test('any other provider failure keeps the step’s message; anything else is thrown', () => {
		vi.spyOn(console, 'error').mockImplementation(() => {})
		const down = new PaymentProviderError('Internal server error', 'internal_error', 500, true)
		expect(description(providerFailure(down, '/participate/1/payment'))).toBe(generic.error)
		expect(
			description(providerFailure(down, '/participate/1/payment', paymentMessages.mandateWithoutRedirect)),
		).toBe(paymentMessages.mandateWithoutRedirect)
		expect(() => providerFailure(new Error('bug'), '/participate/1/payment')).toThrow('bug')
	})
})
