import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CHARITY_DONATIONS_CSV_HEADER, moneyFilterMessages } from '#app/lib/charity-space/charity-money.ts'
import { payoutFailureLabel } from '#app/lib/payouts/payout-statement.ts'
import { processPayoutEvent, runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readPdf } from '#tests/support/read-pdf.ts'
import * as donationsPage from '#app/routes/association-espace.$charityId.dons.tsx'
import * as donationsCsv from '#app/routes/association-espace_.$charityId.dons[.]csv.tsx'
import * as receiptsPage from '#app/routes/association-espace.$charityId.recus.tsx'
import * as potsPage from '#app/routes/association-espace.$charityId.cagnottes.tsx'
import * as payoutsPage from '#app/routes/association-espace.$charityId.versements.tsx'
import * as statementPdf from '#app/routes/association-espace_.$charityId.versements.$payoutId.releve[.]pdf.tsx'
import * as statementCsv from '#app/routes/association-espace_.$charityId.versements.$payoutId.releve[.]csv.tsx'
import { charities, donations, payouts, pots, taxReceipts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import {
	bankProcessesPayouts,
	closedPotWith,
	control,
	payableCharity,
	provider,
} from '#tests/support/fixtures/payouts.ts'
import { call, cookieOf, makeMember } from '#tests/support/fixtures/staff.ts'

// Issue 17 item 4: a charity's members see its pots, donations (filtered, as CSV), receipts with the yearly
// art. 222 bis figures, and its payouts with their statements — and nothing of another charity.

useSeededAppDatabase()

let charityId = 0
let otherCharityId = 0
let memberCookie: string | null = null
let otherMemberCookie: string | null = null
const pot = { first: 0, second: 0, other: 0 }
const gift: Record<string, number> = {}

/** Runs a resource route's loader and returns its raw Response. */
async function raw(
	fn: (args: never) => unknown,
	url: string,
	cookie: string | null,
	params: Record<string, string>,
) {
	const request = new Request(new URL(url, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} })
	try {
		return (await fn({ request, params, context: {} } as never)) as Response
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

beforeAll(async () => {
	// A charity of the catalogue with no demo pot (the demo's charity member has some: ADR 034).
	const charity = getDb()
		.select()
		.from(charities)
		.where(
			and(
				eq(charities.receiptType, 'GENERATED'),
				sql`not exists (select 1 from ${pots} where ${pots.charityId} = ${charities.id})`,
			),
		)
		.get()!
	charityId = charity.id
	otherCharityId = demoCharity('ASSOCIATION').id
	memberCookie = await cookieOf(makeMember('argent-membre', charityId).id)
	otherMemberCookie = await cookieOf(makeMember('argent-autre', otherCharityId).id)
	pot.first = makePot(charityId).id
	pot.second = makePot(charityId).id
	pot.other = makePot(otherCharityId).id
	const donor = makeDonor('argent', { firstName: 'Hélène', lastName: '=Martin' })
	gift.dec2025 = (await giveAndSettle(pot.first, donor, 1000, { at: new Date('2025-12-20T10:00:00Z') })).id
	gift.jan = (await giveAndSettle(pot.first, donor, 2550, { at: new Date('2026-01-15T10:00:00Z') })).id
	// 23:30 in Paris on 31 March (summer time): still March for the charity.
	gift.lateMarch = (
		await giveAndSettle(pot.second, { quickEmail: 'rapide@exemple.fr' }, 4000, {
			at: new Date('2026-03-31T21:30:00Z'),
			method: 'BANK_WIRE',
		})
	).id
	// 00:30 in Paris on 1 April.
	gift.april = (await giveAndSettle(pot.second, donor, 7000, { at: new Date('2026-03-31T22:30:00Z') })).id
	gift.other = (await giveAndSettle(pot.other, donor, 9900, { at: new Date('2026-02-01T10:00:00Z') })).id
	// The January gift was refunded: its receipt is cancelled.
	getDb()
		.update(donations)
		.set({ status: 'REFUNDED', reversal: 'REFUND', reversedAt: new Date('2026-02-01T10:00:00Z') })
		.where(eq(donations.id, gift.jan))
		.run()
	getDb()
		.update(taxReceipts)
		.set({ status: 'CANCELLED', cancelledAt: new Date('2026-02-01T10:00:00Z'), cancelReason: 'REFUND' })
		.where(eq(taxReceipts.donationId, gift.jan))
		.run()
})

type DonationsData = Awaited<ReturnType<typeof donationsPage.loader>>
const listed = async (query: string, cookie = memberCookie) => {
	const res = await call(donationsPage.loader, `/association-espace/${charityId}/dons${query}`, {
		cookie,
		params: { charityId: String(charityId) },
	})
	expect(res.status).toBe(200)
	return res.body as DonationsData
}

describe('donations', () => {
	test('all of the charity’s, newest first, none of another charity', async () => {
		const data = await listed('')
		const ids = data.donations.rows.map((d) => d.id)
		expect(ids).toEqual([gift.april, gift.lateMarch, gift.jan, gift.dec2025])
		expect(ids).not.toContain(gift.other)
		expect(data.donations.rows[0]).toMatchObject({
			donor: 'Camille Anne =Martin'.replace('Camille Anne', 'Hélène'),
		})
		expect(data.donations.rows.find((d) => d.id === gift.jan)).toMatchObject({
			status: 'REFUNDED',
			receiptCancelled: true,
		})
	})

	test('filtered by period (Paris days, both ends included) and by pot', async () => {
		const march = await listed('?du=2026-01-01&au=31/03/2026')
		expect(march.donations.rows.map((d) => d.id)).toEqual([gift.lateMarch, gift.jan])
		const second = await listed(`?cagnotte=${pot.second}`)
		expect(second.donations.rows.map((d) => d.id)).toEqual([gift.april, gift.lateMarch])
		const both = await listed(`?du=2026-04-01&cagnotte=${pot.second}`)
		expect(both.donations.rows.map((d) => d.id)).toEqual([gift.april])
		// Another charity's pot, or one that does not exist: ignored and said beside the field, as the select
		// cannot show it; nothing of the other charity is listed.
		for (const potId of [pot.other, 999_999_999]) {
			const unknown = await listed(`?cagnotte=${potId}`)
			expect(unknown.filter).toMatchObject({ potId: null, errors: { cagnotte: moneyFilterMessages.badPot } })
			expect(unknown.donations.rows.map((d) => d.id)).not.toContain(gift.other)
			expect(unknown.donations.total).toBe(4)
		}
	})

	test('a filter that cannot be read is said, never a server error', async () => {
		const data = await listed('?du=32/13/2026&au=x&cagnotte=abc&page=-1')
		expect(data.filter.errors).toMatchObject({ du: expect.any(String), au: expect.any(String) })
		expect(data.donations.total).toBe(4)
	})

	test('the CSV: BOM, semicolons, decimal comma, the filter applied', async () => {
		const res = await raw(
			donationsCsv.loader,
			`/association-espace/${charityId}/dons.csv?du=2026-03-01&au=2026-03-31`,
			memberCookie,
			{ charityId: String(charityId) },
		)
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(res.headers.get('content-disposition')).toContain(
			`dons-association-${charityId}-2026-03-01-au-2026-03-31.csv`,
		)
		const bytes = new Uint8Array(await res.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder().decode(bytes.slice(3))
		const lines = text.split('\r\n')
		expect(lines[0]).toBe(CHARITY_DONATIONS_CSV_HEADER.join(';'))
		expect(lines[1]).toBe(
			`31/03/2026;${gift.lateMarch};${potName(pot.second)};Jo Rapide;40,00;Virement SEPA;Validée;`,
		)
		expect(lines).toHaveLength(3)
	})

	test('another charity’s member gets a 404, the CSV too', async () => {
		const res = await call(donationsPage.loader, `/association-espace/${charityId}/dons`, {
			cookie: otherMemberCookie,
			params: { charityId: String(charityId) },
		})
		expect(res.status).toBe(404)
		const csv = await raw(
			donationsCsv.loader,
			`/association-espace/${charityId}/dons.csv`,
			otherMemberCookie,
			{
				charityId: String(charityId),
			},
		)
		expect(csv.status).toBe(404)
	})
})

const potName = (id: number) => getDb().select().from(pots).where(eq(pots.id, id)).get()!.name

test('pots: name, organiser, totals, status', async () => {
	const res = await call(potsPage.loader, `/association-espace/${charityId}/cagnottes`, {
		cookie: memberCookie,
		params: { charityId: String(charityId) },
	})
	const data = res.body as Awaited<ReturnType<typeof potsPage.loader>>
	expect(data.pots.map((p) => p.id).slice(0, 2)).toEqual([pot.second, pot.first])
	expect(data.pots.find((p) => p.id === pot.second)).toMatchObject({
		organiser: 'Marie Dupont',
		total: '110,00\u00a0€',
		donationsCount: 2,
		statusLabel: 'Ouverte',
	})
	expect(data.pots.some((p) => p.id === pot.other)).toBe(false)
})

test('receipts issued and cancelled, with the yearly art. 222 bis figures', async () => {
	const res = await call(receiptsPage.loader, `/association-espace/${charityId}/recus?annee=2026`, {
		cookie: memberCookie,
		params: { charityId: String(charityId) },
	})
	expect(res.status).toBe(200)
	const data = res.body as Awaited<ReturnType<typeof receiptsPage.loader>>
	const y2026 = data.figures.find((f) => f.year === 2026)!
	const y2025 = data.figures.find((f) => f.year === 2025)!
	// The quick gift has no receipt; the April one and the cancelled January one are 2026's.
	expect(y2026).toMatchObject({
		issuedCount: 1,
		issued: '70,00\u00a0€',
		cancelledCount: 1,
		cancelled: '25,50\u00a0€',
	})
	expect(y2025).toMatchObject({ issuedCount: 1, issued: '10,00\u00a0€', cancelledCount: 0 })
	expect(data.receipts.rows.map((r) => r.donationId)).toEqual([gift.april, gift.jan])
	expect(data.receipts.rows[1]).toMatchObject({
		cancelled: true,
		cancellation: 'Annulé le 01/02/2026 : don remboursé',
		donor: 'Hélène =Martin',
	})
})

describe('payouts and their statements', () => {
	let payoutId = 0
	let payoutCharityId = 0
	let payoutMember: string | null = null

	beforeAll(async () => {
		// payableCharity(n) takes the n-th charity: one that is neither of the two above.
		const index = getDb()
			.select({ id: charities.id })
			.from(charities)
			.all()
			.findIndex((c) => c.id !== charityId && c.id !== otherCharityId)
		const { charityId: id } = await payableCharity(index)
		payoutCharityId = id
		payoutMember = await cookieOf(makeMember('argent-versement', id).id)
		const { potId } = await closedPotWith(id, [{ amountCents: 5_000 }, { amountCents: 2_500, quick: true }])
		await runPayouts(provider)
		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		payoutId = getDb().select().from(payouts).where(eq(payouts.potId, potId)).get()!.id
	})

	test('listed for the payout’s charity, with both downloads', async () => {
		const res = await call(payoutsPage.loader, `/association-espace/${payoutCharityId}/versements`, {
			cookie: payoutMember,
			params: { charityId: String(payoutCharityId) },
		})
		const data = res.body as Awaited<ReturnType<typeof payoutsPage.loader>>
		expect(data.payouts).toMatchObject([{ id: payoutId, statusLabel: 'Versé', amount: '75,00\u00a0€' }])
		const params = { charityId: String(payoutCharityId), payoutId: String(payoutId) }
		const base = `/association-espace/${payoutCharityId}/versements/${payoutId}`
		const csv = await raw(statementCsv.loader, `${base}/releve.csv`, payoutMember, params)
		expect(csv.status).toBe(200)
		expect(await csv.text()).toContain('Montant net versé à l’association;75,00\r\n')
		const pdf = await raw(statementPdf.loader, `${base}/releve.pdf`, payoutMember, params)
		expect(pdf.status).toBe(200)
		expect(pdf.headers.get('content-type')).toBe('application/pdf')
		expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toContain(
			`Relevé de versement n° ${payoutId}`,
		)
	})

	test('only for the payout’s charity: another charity’s member gets 404 either way', async () => {
		for (const route of [statementCsv.loader, statementPdf.loader]) {
			// Through the payout's charity: not a member.
			const theirs = await raw(route, `/x`, memberCookie, {
				charityId: String(payoutCharityId),
				payoutId: String(payoutId),
			})
			expect(theirs.status).toBe(404)
			// Through their own charity: not its payout.
			const own = await raw(route, `/x`, memberCookie, {
				charityId: String(charityId),
				payoutId: String(payoutId),
			})
			expect(own.status).toBe(404)
			const malformed = await raw(route, `/x`, payoutMember, {
				charityId: String(payoutCharityId),
				payoutId: '12abc',
			})
			expect(malformed.status).toBe(404)
		}
	})

	test('a failed payout is explained in French, never with the provider’s own message', async () => {
		const { potId } = await closedPotWith(payoutCharityId, [{ amountCents: 3_000, quick: true }])
		await runPayouts(provider)
		const failed = getDb().select().from(payouts).where(eq(payouts.potId, potId)).get()!
		await control.failPayout(failed.providerPayoutId!)
		await processPayoutEvent(provider, failed.providerPayoutId!)
		const row = getDb().select().from(payouts).where(eq(payouts.id, failed.id)).get()!
		expect(row).toMatchObject({ status: 'FAILED', failureReason: 'The bank wire has been refused' })
		const res = await call(payoutsPage.loader, `/association-espace/${payoutCharityId}/versements`, {
			cookie: payoutMember,
			params: { charityId: String(payoutCharityId) },
		})
		const data = res.body as Awaited<ReturnType<typeof payoutsPage.loader>>
		expect(data.payouts.find((p) => p.id === failed.id)).toMatchObject({
			statusLabel: 'Échoué',
			failureReason: payoutFailureLabel(row.resultCode),
		})
		expect(JSON.stringify(data)).not.toContain('The bank wire has been refused')
	})
})
