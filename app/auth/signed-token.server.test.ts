import { describe, expect, test, vi } from 'vitest'
import { signToken, verifyToken } from './signed-token.server.ts'

describe('signed tokens', () => {
	test('a token verifies for its purpose only, and not once tampered with', () => {
		const token = signToken('code', { id: '42' }, 60_000)
		expect(verifyToken<{ id: string }>('code', token)?.id).toBe('42')
		expect(verifyToken('token', token)).toBeNull()
		const [body, signature] = token.split('.')
		const forged = Buffer.from(JSON.stringify({ id: '43', exp: Date.now() + 60_000 })).toString('base64url')
		expect(verifyToken('code', `${forged}.${signature}`)).toBeNull()
		expect(verifyToken('code', `${body}.x`)).toBeNull()
		expect(verifyToken('code', 'garbage')).toBeNull()
	})
	test('an expired token is refused', () => {
		vi.useFakeTimers()
		const token = signToken('code', { id: '1' }, 1000)
		vi.advanceTimersByTime(1001)
		expect(verifyToken('code', token)).toBeNull()
		vi.useRealTimers()
	})
})
