import { createRequire } from 'node:module'
import { expect, test, vi } from 'vitest'
import { getFlowOwner } from '#app/flows/flow-store.server.ts'

/**
 * The flow cookie (app/flows/flow-store.server.ts): its signature is checked once per value and remembered, so a
 * value that never verified, or was altered, must still start a new owner.
 */
const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })

test('a signed flow cookie names its owner again; an altered one never does', async () => {
	const first = await getFlowOwner(new Request('http://localhost/'))
	const pair = first.headers!.get('set-cookie')!.split(';')[0]!
	expect(pair).toMatch(/^donnons_flow=/)
	for (const cookie of [pair, pair, `a=1; ${pair}; b=2`]) {
		const again = await getFlowOwner(withCookie(cookie))
		expect(again).toEqual({ ownerKey: first.ownerKey, headers: null })
	}
	const last = pair.at(-1) === 'A' ? 'B' : 'A'
	for (const cookie of [
		`${pair.slice(0, -1)}${last}`,
		`donnons_flow=x${pair.slice('donnons_flow='.length)}`,
	]) {
		const other = await getFlowOwner(withCookie(cookie))
		expect(other.ownerKey).not.toBe(first.ownerKey)
		expect(other.headers?.get('set-cookie')).toMatch(/^donnons_flow=/)
	}
})

test('the cookie a new owner is given is known when it comes back: no second signature check', async () => {
	// @remix-run/node's cookies check signatures through cookie-signature (the same module instance here).
	const signature = createRequire(import.meta.url)('cookie-signature') as {
		unsign: (...a: unknown[]) => unknown
	}
	const unsign = vi.spyOn(signature, 'unsign')
	try {
		const first = await getFlowOwner(withCookie('other=1'))
		const pair = first.headers!.get('set-cookie')!.split(';')[0]!
		expect(await getFlowOwner(withCookie(`other=1; ${pair}`))).toEqual({
			ownerKey: first.ownerKey,
			headers: null,
		})
		expect(unsign).not.toHaveBeenCalled()
		// A value it never signed is still checked, and refused.
		const forged = await getFlowOwner(withCookie(`${pair.slice(0, -2)}xy`))
		expect(unsign).toHaveBeenCalled()
		expect(forged.ownerKey).not.toBe(first.ownerKey)
	} finally {
		unsign.mockRestore()
	}
})

test('the remembered value is the one the signature check read: no alias from a second cookie', async () => {
	// The cookie package trims names: `donnons_flow =VALID; donnons_flow=ANY` verifies VALID, the first of that
	// name. The cache must key VALID, never ANY (an unsigned value would then name VALID's owner).
	const first = await getFlowOwner(new Request('http://localhost/'))
	const valid = first.headers!.get('set-cookie')!.split(';')[0]!.slice('donnons_flow='.length)
	for (const [cookie, alias] of [
		[`donnons_flow =${valid}; donnons_flow=ANY1`, 'ANY1'],
		[`donnons_flow=${valid}; donnons_flow=ANY2`, 'ANY2'],
		[`donnons_flow= ${valid} ; donnons_flow=ANY3`, 'ANY3'],
		[`donnons_flow="${valid}"; donnons_flow=ANY4`, 'ANY4'],
	]) {
		expect(await getFlowOwner(withCookie(cookie!))).toEqual({ ownerKey: first.ownerKey, headers: null })
		const other = await getFlowOwner(withCookie(`donnons_flow=${alias}`))
		expect(other.ownerKey).not.toBe(first.ownerKey)
		expect(other.headers?.get('set-cookie')).toMatch(/^donnons_flow=/)
	}
})
