import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { closePot } from '#app/donations/close-pot.server.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { charities, pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { pageHandler } from './page-render.ts'
import { cookiesOf } from './request.ts'

useSeededAppDatabase()

/**
 * A closed pot is no longer edited (its page shows the pencil only while it is open,
 * docs/requirements.md#spec-3-2-pot-page): its edit form and its charity change page send its creator back
 * to its page with the reason, and a post of the form changes nothing. An open pot is still edited.
 */

let page: Awaited<ReturnType<typeof pageHandler>>
let first = 0
let second = 0

beforeAll(async () => {
	page = await pageHandler(['edit.$type.details.$id.tsx', 'edit.$type.assocs.$id.tsx'])
	const active = getDb().select().from(charities).where(eq(charities.isActive, true)).limit(2).all()
	;[first, second] = active.map((c) => c.id) as [number, number]
}, 60_000)

const DAY = 24 * 3600 * 1000
const potRow = (id: number) => getDb().select().from(pots).where(eq(pots.id, id)).get()!

async function ownerWithPot(label: string) {
	const owner = makeDonor(label)
	const pot = makeOwnPot(owner.id, first, { eventTypeId: 1, goalCents: 50_000 })
	return { owner, pot, cookie: await cookieFor(owner.id) }
}

function closeOn(potId: number, closingDate: Date) {
	getDb().update(pots).set({ closingDate }).where(eq(pots.id, potId)).run()
}

function save(potId: number, cookie: string, fields: Record<string, string>) {
	const body = new FormData()
	for (const [key, value] of Object.entries({
		intent: 'save',
		event_type: '1',
		name: 'Nom après la fin',
		closing_date: '',
		description: 'Merci de votre générosité',
		goal: '900',
		assoc: String(first),
		...fields,
	}))
		body.set(key, value)
	return page(`/edit/particular/details/${potId}`, { method: 'POST', body, headers: { cookie } })
}

async function toastOf(response: Response) {
	const cookie = cookiesOf(response)
	return (await getToast(new Request('http://localhost:3000', { headers: { cookie } }))).toast
}

/** The answer of a closed pot's edit page: back to the pot page, with the reason in an error toast. */
async function expectSentBack(response: Response, potId: number) {
	expect(response.status).toBe(302)
	expect(response.headers.get('location')).toBe(`/participate/${potId}`)
	expect(await toastOf(response)).toMatchObject({
		type: 'error',
		title: toastTitles.attention,
		description: derivedMessages.potClosedNoEdit,
	})
}

describe('the edit pages of a closed pot', () => {
	test('past its end date: the edit form and the charity change page send back to the pot page', async () => {
		const { pot, cookie } = await ownerWithPot('terminee-pages')
		closeOn(pot.id, new Date(Date.now() - 2 * DAY))
		for (const url of [
			`/edit/particular/details/${pot.id}`,
			`/edit/particular/details/${pot.id}?evt=1&assoc=${second}`,
			`/edit/particular/assocs/${pot.id}?evt=1`,
			// The other creator type is not corrected first: the pot page straight away.
			`/edit/company/details/${pot.id}`,
		])
			await expectSentBack(await page(url, { headers: { cookie } }), pot.id)
	})

	test('a post of the form changes nothing: name, goal, description, charity and end date kept', async () => {
		const { pot, cookie } = await ownerWithPot('terminee-post')
		const closedOn = new Date(Date.now() - 2 * DAY)
		closeOn(pot.id, closedOn)
		const before = potRow(pot.id)
		const later = new Date(Date.now() + 40 * DAY)
		const typed = [later.getDate(), later.getMonth() + 1, later.getFullYear()]
			.map((n) => String(n).padStart(2, '0'))
			.join('-')
		const res = await save(pot.id, cookie, { closing_date: typed, assoc: String(second) })
		await expectSentBack(res, pot.id)
		expect(potRow(pot.id)).toEqual(before)
		expect(potRow(pot.id)).toMatchObject({
			name: pot.name,
			goalCents: 50_000,
			charityId: first,
			closingDate: closedOn,
		})
	})

	test('closed by its organiser (/mes-cagnottes/<id>): refused the same way', async () => {
		const { owner, pot, cookie } = await ownerWithPot('cloturee')
		expect(await closePot(pot.id, owner.id, await getPaymentProvider())).toBe(true)
		const before = potRow(pot.id)
		await expectSentBack(await page(`/edit/particular/details/${pot.id}`, { headers: { cookie } }), pot.id)
		await expectSentBack(await page(`/edit/particular/assocs/${pot.id}`, { headers: { cookie } }), pot.id)
		await expectSentBack(await save(pot.id, cookie, {}), pot.id)
		expect(potRow(pot.id)).toEqual(before)
	})

	test('an open pot is still edited: its form shows, a post saves the name and the goal', async () => {
		const { pot, cookie } = await ownerWithPot('ouverte-edition')
		const form = await page(`/edit/particular/details/${pot.id}`, { headers: { cookie } })
		expect(form.status).toBe(200)
		expect((await page(`/edit/particular/assocs/${pot.id}`, { headers: { cookie } })).status).toBe(200)
		const res = await save(pot.id, cookie, { name: 'Nouveau nom ouvert', goal: '900' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/participate/${pot.id}`)
		expect((await toastOf(res))?.description).toBe(derivedMessages.potUpdated)
		expect(potRow(pot.id)).toMatchObject({ name: 'Nouveau nom ouvert', goalCents: 90_000 })
	})
})
