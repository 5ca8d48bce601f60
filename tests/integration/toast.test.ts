import { expect, test } from 'vitest'
import { createToastHeaders, getToast } from '#app/platform/toast.server.ts'
import { useAppDatabase } from '#tests/support/database.ts'

useAppDatabase()

test('a toast quoting a very long text is cut, and its cookie stays under the browsers’ limit', async () => {
	const address = `${'é'.repeat(5000)}@exemple.fr`
	const headers = await createToastHeaders({
		type: 'success',
		title: 'Invitation envoyée'.repeat(20),
		description: `L’invitation a été envoyée à ${address}.`,
	})
	const cookie = headers.get('set-cookie')!
	expect(cookie.length).toBeLessThan(4096)
	const { toast } = await getToast(new Request('http://x/', { headers: { cookie: cookie.split(';')[0]! } }))
	expect(toast?.description.startsWith('L’invitation a été envoyée à éé')).toBe(true)
	expect(toast?.description.endsWith('…')).toBe(true)
	expect(Array.from(toast!.description)).toHaveLength(601)
	expect(toast?.title?.endsWith('…')).toBe(true)
})

test('a short toast is kept as it is', async () => {
	const headers = await createToastHeaders({ type: 'info', description: 'Modifications enregistrées.' })
	const { toast } = await getToast(
		new Request('http://x/', { headers: { cookie: headers.get('set-cookie')!.split(';')[0]! } }),
	)
	expect(toast).toMatchObject({ type: 'info', description: 'Modifications enregistrées.' })
})

test('a toast is found among other cookies; without its cookie there is none, and nothing to clear', async () => {
	const headers = await createToastHeaders({ type: 'info', description: 'Don enregistré.' })
	const toastCookie = headers.get('set-cookie')!.split(';')[0]!
	const among = await getToast(
		new Request('http://x/', { headers: { cookie: `cookie_consent=accepted; ${toastCookie}; other=1` } }),
	)
	expect(among.toast).toMatchObject({ description: 'Don enregistré.' })
	expect(among.headers?.get('set-cookie')).toMatch(/^donnons_toast=;/)
	for (const cookie of [undefined, 'cookie_consent=accepted; donnons_session=abc']) {
		const request = new Request('http://x/', cookie ? { headers: { cookie } } : {})
		expect(await getToast(request)).toEqual({ toast: null, headers: null })
	}
})
