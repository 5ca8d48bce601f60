import { beforeAll, describe, expect, test } from 'vitest'
import { formatFrenchDate, maxBirthDateQuickDonation } from '#app/lib/dates.ts'
import * as quickPayment from '#app/routes/participate.$id.quick-payment.tsx'
import { Jar } from '#tests/support/cookie-jar.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor } from '#tests/support/fixtures/donations.ts'
import { makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { get, post, signedIn } from '#tests/support/route-gifts.ts'
import { pageHandler } from './page-render.ts'

// The donation pages as a donor reads them, rendered to HTML by the real routes.

useSeededAppDatabase()

let potId = 0
let handle: Awaited<ReturnType<typeof pageHandler>>

beforeAll(async () => {
	const organiser = makeDonor('organisateur-liens', { firstName: 'Olga', lastName: 'Organisatrice' })
	potId = makeOwnPot(organiser.id, demoCharity('GENERATED').id).id
	handle = await pageHandler([
		'participate.$id.quick-payment.tsx',
		'participate.$id.tips.tsx',
		'participate.$id.payment.tsx',
	])
}, 60_000)

/** The `value` of the birth date input in a page's HTML. */
const birthDateValue = (html: string) =>
	/<input\b[^>]*name="birth_date"[^>]*>/.exec(html)?.[0].match(/value="([^"]*)"/)?.[1]

describe('quick donation: the birth date is shown JJ-MM-AAAA (docs/requirements.md#spec-3-5)', () => {
	test('its default, the latest allowed day, and the donor’s own date when they edit it', async () => {
		const url = `/participate/${potId}/quick-payment?amount=1000&tip=0&quick=true`
		const fresh = await (await handle(url)).text()
		expect(birthDateValue(fresh)).toBe(formatFrenchDate(maxBirthDateQuickDonation(new Date())))
		expect(birthDateValue(fresh)).toMatch(/^\d{2}-\d{2}-\d{4}$/)

		// Typed DD-MM-YYYY, kept as an ISO day, shown again as typed when the donor edits their details.
		const jar = new Jar()
		await get(quickPayment.loader, url, jar)
		const identity = {
			firstname: 'Julie',
			name: 'Petit',
			email: 'julie.liens@exemple.fr',
			birth_date: '12-05-1990',
		}
		expect((await post(quickPayment.action, url, identity, jar)).status).toBe(302)
		expect((await post(quickPayment.action, url, { intent: 'edit' }, jar)).status).toBe(302)
		const editing = await (await handle(url, { headers: { cookie: jar.header } })).text()
		expect(birthDateValue(editing)).toBe('12-05-1990')
	})
})

/** The `href` of the link whose text is `text`, its `&amp;` read back as `&`. */
function hrefOf(html: string, text: string) {
	const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
	return links.find(([, , inner]) => inner!.trim() === text)?.[1]?.replaceAll('&amp;', '&')
}

describe('the way back keeps the donor’s amount and tip', () => {
	test('« Retour » of the recap goes to the pot page with the amount it prefills', async () => {
		const html = await (await handle(`/participate/${potId}/tips?amount=1000`)).text()
		expect(hrefOf(html, 'Retour')).toBe(`/participate/${potId}?amount=1000`)
	})

	test('« Modifier le montant » of the payment page too', async () => {
		const jar = await signedIn(makeDonor('donateur-liens').id)
		const url = `/participate/${potId}/payment?amount=2500&tip=200`
		const html = await (await handle(url, { headers: { cookie: jar.header } })).text()
		expect(hrefOf(html, 'Modifier le montant')).toBe(`/participate/${potId}?amount=2500`)
	})

	test('« Modifier » of the quick payment goes back to the recap, its tip still chosen', async () => {
		const quick = await (
			await handle(`/participate/${potId}/quick-payment?amount=1000&tip=200&quick=true`)
		).text()
		const back = hrefOf(quick, 'Modifier')
		expect(back).toBe(`/participate/${potId}/tips?amount=1000&quick=true&tip=200`)
		const recap = await (await handle(back!)).text()
		const checked = (recap.match(/<input[^>]*name="tip"[^>]*>/g) ?? []).filter((input) =>
			input.includes('checked'),
		)
		expect(checked.map((input) => /value="(\d+)"/.exec(input)?.[1])).toEqual(['200'])
	})
})
