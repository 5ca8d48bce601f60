import crypto from 'node:crypto'
import { getEnv } from '../platform/env.server.ts'

const key = (purpose: string) => crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(purpose).digest()

/** A compact tamper-proof token `payload.signature` with an expiry, bound to a purpose. */
export function signToken(purpose: string, payload: object, ttlMs: number) {
	const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString('base64url')
	const signature = crypto.createHmac('sha256', key(purpose)).update(body).digest('base64url')
	return `${body}.${signature}`
}

/** The payload of a valid, unexpired token of that purpose, else null. */
export function verifyToken<T>(purpose: string, token: string | null | undefined): T | null {
	const [body, signature] = token?.split('.') ?? []
	if (!body || !signature) return null
	const expected = crypto.createHmac('sha256', key(purpose)).update(body).digest()
	const given = Buffer.from(signature, 'base64url')
	if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
	try {
		const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number }
		return payload.exp > Date.now() ? payload : null
	} catch {
		return null
	}
}
