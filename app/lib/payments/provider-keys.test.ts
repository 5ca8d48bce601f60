import { expect, test } from 'vitest'
import { newProviderKey } from '#db/schema/columns.ts'
import { isValidIdempotencyKey } from '../../payments/provider.ts'
import { isLegacyProviderKey, parseProviderTag, providerTag } from './provider-keys.ts'

test('a new key: 24 characters of [a-z0-9], a valid idempotency key, never twice', () => {
	const keys = Array.from({ length: 2000 }, () => newProviderKey())
	for (const key of keys) {
		expect(key).toMatch(/^[a-z0-9]{24}$/)
		expect(isValidIdempotencyKey(key)).toBe(true)
		expect(isLegacyProviderKey(key)).toBe(false)
	}
	expect(new Set(keys).size).toBe(keys.length)
	// Every character of the alphabet turns up: the draw is not stuck on a part of it.
	expect(new Set(keys.join('')).size).toBe(36)
})

test('tags: the random key, or the id for a legacy row; read back the same way', () => {
	const key = 'k3x9q2m7w1z8c4v6b5n0p2r7'
	expect(providerTag('donation', { id: 42, providerKey: key })).toBe(`donation-${key}`)
	expect(providerTag('donation', { id: 42, providerKey: 'donation-42-payin' })).toBe('donation-42')
	expect(providerTag('pot', { id: 7, providerKey: 'pot-7-wallet' })).toBe('pot-7')
	expect(parseProviderTag('donation', `donation-${key}`)).toEqual({ key })
	expect(parseProviderTag('donation', 'donation-42')).toEqual({ legacyId: 42 })
	for (const other of [null, undefined, '', 'donation-', 'quick-42', 'donation-42-payin', 'donation-ABC'])
		expect(parseProviderTag('donation', other)).toBeNull()
})
