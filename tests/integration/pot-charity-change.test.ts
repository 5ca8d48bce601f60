import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { ensurePotWallet } from '#app/payments/parties.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, donations, pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { giveAndSettle, makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { pageHandler, readPage, textOf } from './page-render.ts'

useSeededAppDatabase()

/** Changing a pot's charity from its edit page (spec 2 `.../assocs/:id`, `?evt&assoc`; ADR 017). */

let page: Awaited<ReturnType<typeof pageHandler>>
let first = 0
let second = 0
let third = 0

beforeAll(async () => {
	page = await pageHandler(['edit.$type.details.$id.tsx', 'edit.$type.assocs.$id.tsx'])
	const active = getDb().select().from(charities).where(eq(charities.isActive, true)).limit(3).all()
	;[first, second, third] = active.map((c) => c.id) as [number, number, number]
}, 60_000)

const charityName = (id: number) =>
	getDb().select({ name: charities.name }).from(charities).where(eq(charities.id, id)).get()!.name
const potRow = (id: number) => getDb().select().from(pots).where(eq(pots.id, id)).get()!

async function ownerWithPot(label: string, wallet: string | null = `wallet-of-${label}`) {
	const owner = makeDonor(label)
	const pot = makeOwnPot(owner.id, first, { eventTypeId: 1, providerWalletId: wallet })
	return { owner, pot, cookie: await cookieFor(owner.id) }
}

function save(
	potId: number,
	assoc: number,
	cookie: string,
	name = 'Anniversaire solidaire',
	closingDate = '',
) {
	const body = new FormData()
	for (const [key, value] of Object.entries({
		intent: 'save',
		event_type: '1',
		name,
		closing_date: closingDate,
		description: 'Merci de votre générosité',
		assoc: String(assoc),
	}))
		body.set(key, value)
	return page(`/edit/particular/details/${potId}`, { method: 'POST', body, headers: { cookie } })
}

describe('editing the end date', () => {
	// A closed pot's edit form refuses, whatever is posted: tests/integration/pot-edit-closed.test.ts.
	test('an open pot takes the new end date', async () => {
		const { pot, cookie } = await ownerWithPot('ouverte')
		const later = new Date(Date.now() + 40 * 24 * 3600 * 1000)
		const typed = [later.getDate(), later.getMonth() + 1, later.getFullYear()]
			.map((n) => String(n).padStart(2, '0'))
			.join('-')
		expect((await save(pot.id, first, cookie, 'Nom', typed)).status).toBe(302)
		expect(potRow(pot.id).closingDate.getTime()).toBeGreaterThan(Date.now() + 39 * 24 * 3600 * 1000)
	})
})

describe('changing a pot’s charity', () => {
	test('the owner picks another charity on step 1, sees it on the edit form and saves it', async () => {
		const { pot, cookie } = await ownerWithPot('changement', null)
		const provider = await getPaymentProvider()
		const firstWallet = await ensurePotWallet(provider, pot.id) // a payment was tried, and failed
		const edit = await readPage(await page(`/edit/particular/details/${pot.id}`, { headers: { cookie } }))
		expect(edit.text).toContain(charityName(first))
		expect(edit.html).toContain(`href="/edit/particular/assocs/${pot.id}?evt=1"`)

		const step1 = await readPage(
			await page(`/edit/particular/assocs/${pot.id}?evt=1`, { headers: { cookie } }),
		)
		expect(step1.status).toBe(200)
		expect(step1.h1).toBe('Choisissez la cause qui vous tient à cœur !')
		expect(step1.html).toMatch(new RegExp(`href="/edit/particular/details/${pot.id}\\?evt=1&amp;assoc=\\d+"`))

		const chosen = await readPage(
			await page(`/edit/particular/details/${pot.id}?evt=1&assoc=${second}`, { headers: { cookie } }),
		)
		expect(chosen.text).toContain(`Nouvelle association choisie : ${charityName(second)}`)
		expect(chosen.html).toContain(`name="assoc" value="${second}"`)

		const res = await save(pot.id, second, cookie)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/participate/${pot.id}`)
		// The first charity's wallet is left: the next payment opens one owned by the new charity.
		expect(potRow(pot.id)).toMatchObject({ charityId: second, providerWalletId: null })
		const secondWallet = await ensurePotWallet(provider, pot.id)
		expect(secondWallet).not.toBe(firstWallet)
	})

	test('refused once the pot received a succeeded donation: explained, link hidden, forged post refused', async () => {
		const { pot, cookie } = await ownerWithPot('refus')
		await giveAndSettle(pot.id, makeDonor('donateur'), 3000)

		const step1 = await page(`/edit/particular/assocs/${pot.id}`, { headers: { cookie } })
		expect(step1.status).toBe(302)
		expect(step1.headers.get('location')).toBe(`/edit/particular/details/${pot.id}`)

		const edit = await readPage(
			await page(`/edit/particular/details/${pot.id}?evt=1&assoc=${second}`, { headers: { cookie } }),
		)
		const alert = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(edit.html)?.[0] ?? ''
		expect(textOf(alert)).toContain('Cette cagnotte a déjà reçu des dons')
		expect(edit.html).not.toContain(`/edit/particular/assocs/${pot.id}`)
		expect(edit.html).not.toContain('Nouvelle association choisie')
		expect(edit.html).toContain(`name="assoc" value="${first}"`)

		const forged = await save(pot.id, third, cookie, 'Tentative de changement')
		expect(forged.status).toBe(409)
		expect(textOf(await forged.text())).toContain('L’association bénéficiaire ne peut donc plus être changée')
		expect(potRow(pot.id)).toMatchObject({ charityId: first, name: expect.not.stringMatching(/Tentative/) })

		// The rest of the pot may still be edited.
		expect((await save(pot.id, first, cookie, 'Nouveau nom')).status).toBe(302)
		expect(potRow(pot.id).name).toBe('Nouveau nom')
	})

	test('refused while a payment is under way', async () => {
		const { pot, cookie } = await ownerWithPot('en-cours')
		getDb()
			.insert(donations)
			.values({
				potId: pot.id,
				donorId: makeDonor('virement').id,
				amountCents: 2000,
				method: 'BANK_WIRE',
				attemptKey: `wire-${pot.id}`,
			})
			.run()
		const res = await save(pot.id, second, cookie)
		expect(res.status).toBe(409)
		expect(textOf(await res.text())).toContain('Un paiement ou un don mensuel est en cours')
		expect(potRow(pot.id).charityId).toBe(first)
	})

	test('only the owner: anyone else is sent to the pot page and changes nothing', async () => {
		const { pot } = await ownerWithPot('proprietaire')
		const other = await cookieFor(makeDonor('intrus').id)
		for (const url of [
			`/edit/particular/assocs/${pot.id}`,
			`/edit/particular/details/${pot.id}?assoc=${second}`,
		]) {
			const res = await page(url, { headers: { cookie: other } })
			expect(res.headers.get('location')).toBe(`/participate/${pot.id}`)
		}
		const forged = await save(pot.id, second, other)
		expect(forged.headers.get('location')).toBe(`/participate/${pot.id}`)
		expect(potRow(pot.id).charityId).toBe(first)
	})
})
