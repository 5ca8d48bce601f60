import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type DashboardData } from '#app/account/types.ts'
import { createSession } from '#app/auth/session.server.ts'
import { formatEuros } from '#app/lib/money.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as companyDashboard } from '#app/routes/company.dashboard.tsx'
import { loader as privateDashboard } from '#app/routes/particular.dashboard.tsx'
import { loader as receiptFile } from '#app/routes/recus-fiscaux.$file.tsx'
import { donations, taxReceipts, users } from '#db/schema/index.ts'
import { demoAccounts } from '#db/seed-demo.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { context, cookiesOf, run } from './request.ts'
import { derivedMessages } from '#app/lib/messages.ts'

/** The dashboards (docs/requirements.md#spec-1-2) from the demo seed and from fixtures: figures, tables, the receipt cell. */

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
let marieId = 0
let companyId = 0

beforeAll(() => {
	const id = (email: string) => getDb().select().from(users).where(eq(users.email, email)).get()!.id
	marieId = id(demoAccounts.individual.email)
	companyId = id(demoAccounts.company.email)
})

async function cookieOf(userId: number) {
	return cookiesOf(new Response(null, { headers: await createSession(userId, new Request(BASE)) }))
}

async function load(loader: (args: never) => unknown, url: string, userId: number | null) {
	const headers = userId ? { cookie: await cookieOf(userId) } : undefined
	const request = new Request(new URL(url, BASE), { headers })
	return run(() => loader({ request, params: {}, context: context() } as never))
}

async function dashboardOf(userId: number, query = '') {
	const path = userId === companyId ? '/company/dashboard' : '/particular/dashboard'
	const res = await load(userId === companyId ? companyDashboard : privateDashboard, path + query, userId)
	expect(res.status).toBe(200)
	return res.body as DashboardData
}

describe("Marie's dashboard (demo seed)", () => {
	test('figures: given = her succeeded gifts without the tip; received = her pots’ totals', async () => {
		const data = await dashboardOf(marieId)
		// 40 + 20 + 20 + 10 + 60 + 45 + 50 + 100 + 25 + 15; the pending wire and the refused card do not count.
		expect(data.given).toBe(formatEuros(38_500))
		// Les 40 ans de Marie (275 €) + Pot de départ de Jacques (175 €).
		expect(data.received).toBe(formatEuros(45_000))
		expect(data.company).toBe(false)
	})

	test('Mes participations: 10 of 12 rows, all with ?tout=participations; labels, dates, pot status', async () => {
		const data = await dashboardOf(marieId)
		expect(data.participations.total).toBe(12)
		expect(data.participations.rows).toHaveLength(10)
		const first = data.participations.rows[0]!
		expect(first).toMatchObject({
			potName: 'Trail des Calanques pour la re…',
			potFullName: 'Trail des Calanques pour la recherche sur les maladies rares',
			amount: formatEuros(3000),
			paymentStatus: 'En attente de paiement',
			potStatus: 'En cours',
			receipt: { kind: 'text', text: 'Indisponible' },
		})
		expect(first.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
		const all = (await dashboardOf(marieId, '?tout=participations')).participations.rows
		expect(all).toHaveLength(12)
		const statuses = all.map((r) => r.paymentStatus)
		expect(statuses.filter((s) => s === 'Paiement effectué')).toHaveLength(10)
		expect(statuses).toContain('Paiement refusé')
		const tribute = all.filter((r) => r.potFullName === 'Hommage à Germaine')
		expect(tribute.map((r) => r.potStatus)).toEqual(['Terminée', 'Terminée'])
		expect(all.find((r) => r.potFullName === 'Crémaillère solidaire de Lucas')?.receipt).toEqual({
			kind: 'text',
			text: "Envoyé par l'Association",
		})
		const links = all.filter((r) => r.receipt.kind === 'link')
		expect(links).toHaveLength(9)
		for (const row of links) expect(row.receipt).toMatchObject({ label: 'Reçu fiscal', cancelled: false })
	})

	test('Mes dons mensuels: the four gifts, their status and the actions offered', async () => {
		const { monthly } = await dashboardOf(marieId)
		expect(monthly.total).toBe(4)
		const byPot = Object.fromEntries(monthly.rows.map((r) => [r.potFullName, r]))
		expect(byPot['Trail des Calanques pour la recherche sur les maladies rares']).toMatchObject({
			amount: formatEuros(2000),
			status: 'Actif',
			debitDay: 5,
			canStop: true,
			canResume: false,
		})
		expect(byPot['Fin d’année solidaire']).toMatchObject({
			status: 'Arrêté',
			canStop: false,
			canResume: true,
		})
		expect(byPot['Hommage à Germaine']).toMatchObject({ status: 'Terminé', canStop: false, canResume: false })
	})

	test('Mes cagnottes: her two pots with their contributors; statements for each year of receipts', async () => {
		const data = await dashboardOf(marieId)
		expect(data.pots.rows.map((p) => [p.fullName, p.contributors, p.paymentStatus])).toEqual([
			['Pot de départ de Jacques', 3, null],
			['Les 40 ans de Marie', 5, null],
		])
		expect(data.pots.rows.map((p) => p.status)).toEqual(['Terminée', 'En cours'])
		const years = [
			...new Set(
				getDb()
					.select({ year: taxReceipts.year })
					.from(taxReceipts)
					.where(and(eq(taxReceipts.donorId, marieId), eq(taxReceipts.status, 'ISSUED')))
					.all()
					.map((r) => r.year),
			),
		].sort((a, b) => b - a)
		expect(years.length).toBeGreaterThanOrEqual(2)
		expect(data.statements).toEqual(
			years.map((year) => ({ year, href: `/recus-fiscaux/releve-${year}.pdf` })),
		)
	})

	test('her receipt and statement links open her PDFs', async () => {
		const data = await dashboardOf(marieId)
		const receipt = data.participations.rows.find((r) => r.receipt.kind === 'link')!.receipt
		const hrefs = [receipt.kind === 'link' ? receipt.href : '', data.statements[0]!.href]
		for (const href of hrefs) {
			const request = new Request(new URL(href, BASE), { headers: { cookie: await cookieOf(marieId) } })
			const res = (await receiptFile({
				request,
				params: { file: href.split('/').pop() },
				context: context(),
			} as never)) as Response
			expect(res.status, href).toBe(200)
			expect(res.headers.get('content-type')).toBe('application/pdf')
		}
	})
})

describe('the company dashboard (demo seed)', () => {
	test('same sections; the pots show their payment status, no contributor count', async () => {
		const data = await dashboardOf(companyId)
		expect(data.company).toBe(true)
		expect(data.given).toBe(formatEuros(65_000))
		// Challenge (40 + 60) + Fin d'année (15 + 500).
		expect(data.received).toBe(formatEuros(61_500))
		expect(data.pots.rows.map((p) => [p.fullName, p.paymentStatus, p.contributors])).toEqual([
			['Fin d’année solidaire', 'Paiement effectué', null],
			['Challenge solidaire Atelier Lumière 2026', 'Pas de paiement', null],
		])
		expect(data.pots.rows[1]!.name).toBe('Challenge solidaire Atelier Lu…')
		expect(data.participations.rows.map((r) => r.paymentStatus)).toEqual([
			'Paiement effectué',
			'Paiement effectué',
		])
		expect(data.monthly.total).toBe(0)
	})

	test('each area is for its own kind of account; a visitor goes to log in', async () => {
		expect((await load(companyDashboard, '/company/dashboard', marieId)).location).toBe(
			'/particular/dashboard',
		)
		expect((await load(privateDashboard, '/particular/dashboard', companyId)).location).toBe(
			'/company/dashboard',
		)
		expect((await load(privateDashboard, '/particular/dashboard', null)).location).toMatch(/^\/login\?/)
	})
})

describe('the tax-receipt cell (docs/requirements.md#spec-1-4)', () => {
	test('a link (GENERATED, paid, dated), the charity’s own, unavailable, and a cancelled receipt', async () => {
		const donor = makeDonor('recu')
		const generated = makePot(demoCharity('GENERATED').id).id
		const own = makePot(demoCharity('ASSOCIATION').id).id
		const paid = await giveAndSettle(generated, donor, 2500, { at: new Date(Date.now() - 4000) })
		await giveAndSettle(own, donor, 1500, { at: new Date(Date.now() - 3000) })
		const refunded = await giveAndSettle(generated, donor, 1000, { at: new Date(Date.now() - 2000) })
		getDb()
			.insert(donations)
			.values({ potId: generated, donorId: donor.id, amountCents: 700, method: 'BANK_WIRE' })
			.run()
		getDb()
			.update(donations)
			.set({ status: 'REFUNDED', reversal: 'REFUND' })
			.where(eq(donations.id, refunded.id))
			.run()
		getDb()
			.update(taxReceipts)
			.set({ status: 'CANCELLED', cancelledAt: new Date(), cancelReason: 'REFUND' })
			.where(eq(taxReceipts.donationId, refunded.id))
			.run()
		const number = (donationId: number) =>
			getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()!.number

		const rows = (await dashboardOf(donor.id)).participations.rows
		expect(rows.map((r) => [r.amount, r.paymentStatus, r.receipt])).toEqual([
			[formatEuros(700), 'En attente de paiement', { kind: 'text', text: 'Indisponible' }],
			[
				formatEuros(1000),
				derivedMessages.paymentRefunded,
				{
					kind: 'link',
					href: `/recus-fiscaux/${number(refunded.id)}.pdf`,
					label: 'Reçu annulé',
					cancelled: true,
				},
			],
			[formatEuros(1500), 'Paiement effectué', { kind: 'text', text: "Envoyé par l'Association" }],
			[
				formatEuros(2500),
				'Paiement effectué',
				{
					kind: 'link',
					href: `/recus-fiscaux/${number(paid.id)}.pdf`,
					label: 'Reçu fiscal',
					cancelled: false,
				},
			],
		])
		expect((await dashboardOf(donor.id)).given).toBe(formatEuros(4000))
	})
})
