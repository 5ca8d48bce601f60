import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { processReversalEvent } from '#app/donations/reversal.server.ts'
import { frenchDay } from '#app/lib/payouts/payout-statement.ts'
import { moneySummary } from '#app/payouts/money-summary.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { payoutStatementPdfFile } from '#app/payouts/statement-pdf.server.ts'
import { loadPayoutStatement, payoutStatementCsvFile } from '#app/payouts/statement.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { pdfaProblems } from '#tests/support/pdfa-check.ts'
import { readPdf } from '#tests/support/read-pdf.ts'
import { charityDebts, payouts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import {
	bankProcessesPayouts,
	closedPotWith,
	control,
	give,
	payableCharity,
	provider,
} from '#tests/support/fixtures/payouts.ts'

// Issue 17 item 5: each payout has a statement (PDF and CSV) for the charity's accounts; a gift taken back
// after a payout is shown as owed, and a later payout of the same pot repays it first.

useSeededAppDatabase()

const payoutsOf = (potId: number) =>
	getDb().select().from(payouts).where(eq(payouts.potId, potId)).orderBy(payouts.id).all()

async function payAll() {
	process.env.PLATFORM_FEE = 'percent:2'
	forgetEnv()
	try {
		await runPayouts(provider)
	} finally {
		delete process.env.PLATFORM_FEE
		forgetEnv()
	}
	await bankProcessesPayouts()
	await reconcilePayouts(provider)
}

test('statements of a payout, a debt after it, and a later payout that repays the debt', async () => {
	const { charityId } = await payableCharity(0)
	const donor = makeDonor('releve', { firstName: 'Camille', lastName: 'Lefèvre' })
	const { potId, donations } = await closedPotWith(charityId, [
		{ amountCents: 5_000, donorId: donor.id },
		{ amountCents: 3_000, quick: true },
	])
	await payAll()
	const first = payoutsOf(potId)[0]!
	expect(first).toMatchObject({ status: 'SUCCEEDED', amountCents: 8_000, feeCents: 160 })

	// The quick gift is charged back after the payout: the charity owes it.
	const { disputeId } = await control.chargeBack(donations[1]!.payInId)
	await processReversalEvent(provider, { eventType: 'DISPUTE_CREATED', resourceId: disputeId })
	// A late gift (a wire that arrived after the closing): a second payout, the debt deducted first.
	await give(potId, { amountCents: 4_000, quick: true })
	await payAll()
	const second = payoutsOf(potId)[1]!
	expect(second).toMatchObject({ status: 'SUCCEEDED', amountCents: 1_000, feeCents: 20 })
	expect(getDb().select().from(charityDebts).where(eq(charityDebts.potId, potId)).all()).toMatchObject([
		{ amountCents: 3_000, status: 'OFFSET', payoutId: first.id, offsetPayoutId: second.id },
	])
	expect(await moneySummary({ provider, potIds: [potId] })).toMatchObject({
		collectedCents: 12_000,
		paidOut: { grossCents: 9_000, feesCents: 180, netCents: 8_820, count: 2 },
		held: { providerCents: 0, ledgerCents: 0 },
		openDebtsCents: 0,
		check: { status: 'ok', differenceCents: 0 },
	})

	const statement = loadPayoutStatement(first.id)!
	expect(statement).toMatchObject({
		status: 'SUCCEEDED',
		donationsCents: 8_000,
		debtsRepaidCents: 0,
		amountCents: 8_000,
		feeCents: 160,
		netCents: 7_840,
		feeRule: 'percent:2',
	})
	expect(statement.lines.map((l) => [l.donor, l.amountCents, l.reversedAfter])).toEqual([
		['Camille Lefèvre', 5_000, false],
		['Sacha Rapide', 3_000, true],
	])
	expect(loadPayoutStatement(second.id)).toMatchObject({
		donationsCents: 4_000,
		debtsRepaidCents: 3_000,
		netCents: 980,
	})
	expect(loadPayoutStatement(999_999)).toBeNull()

	const csv = payoutStatementCsvFile(first.id)!
	expect(csv.startsWith('\uFEFF')).toBe(true)
	expect(csv).toContain('Montant net versé à l’association;78,40\r\n')
	expect(csv).toContain(`;Camille Lefèvre;Carte bancaire;50,00;\r\n`)

	const pdfBytes = (await payoutStatementPdfFile(first.id))!
	expect(await pdfaProblems(pdfBytes)).toEqual([])
	const pdf = await readPdf(pdfBytes)
	for (const mention of [
		`Relevé de versement n° ${first.id}`,
		'Versé le',
		frenchDay(statement.paidOn!),
		'Camille Lefèvre',
		'Sacha Rapide — remboursé après le versement : à restituer',
		'Frais de la plateforme (2 % du montant versé) -1,60 €',
		'Montant net versé à l’association 78,40 €',
	])
		expect(pdf.text).toContain(mention)
	const repaid = await readPdf((await payoutStatementPdfFile(second.id))!)
	expect(repaid.text).toContain('Dont remboursements antérieurs déduits -30,00 €')
})
