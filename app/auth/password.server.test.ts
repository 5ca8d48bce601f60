import { describe, expect, test } from 'vitest'
import { hashPassword, verifyPassword } from './password.server.ts'

describe('password hashing', () => {
	test('a hash verifies its password and nothing else', async () => {
		const hash = await hashPassword('Donnons-2026')
		expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/)
		expect(await verifyPassword('Donnons-2026', hash)).toBe(true)
		expect(await verifyPassword('donnons-2026', hash)).toBe(false)
	})
	test('two hashes of one password differ (random salt)', async () => {
		expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
	})
	test('a missing or malformed hash never verifies', async () => {
		expect(await verifyPassword('x', null)).toBe(false)
		expect(await verifyPassword('x', 'plain')).toBe(false)
	})
})
