import crypto from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm'
import { type Db } from './client.server.ts'
import { DEMO_PAID_POT_NAME } from './seed-demo-charity.ts'
import { DEMO_UNVERIFIED_CHARITY } from './seed-demo.ts'
import * as s from './schema/index.ts'
import { simEvents } from './schema/sandbox.ts'

/**
 * The demo charities at the sandbox simulator (ADR 030): each gets its legal user, created with its
 * catalogue's legal details (name, identifier, head office, signatory as legal representative), and its KYB
 * validated, so that their pots take gifts as a verified charity's would. One charity is left unverified, to
 * show a pot waiting for its charity's registration. Only for the sandbox: a real provider verifies nobody
 * this way. Charities that already have a user are left alone (idempotent).
 */
export async function verifyDemoCharities(db: Db) {
	const { createSandboxProvider } = await import('#app/payments/sandbox/index.server.ts')
	const { validateKycForDemo } = await import('#app/payments/sandbox/kyc.server.ts')
	const provider = createSandboxProvider()
	const rows = db.select().from(s.charities).where(isNull(s.charities.providerUserId)).all()
	let verified = 0
	for (const charity of rows) {
		if (charity.slug === DEMO_UNVERIFIED_CHARITY) continue
		const [firstName = 'Camille', ...rest] = (charity.signatoryName ?? 'Camille Martin').split(' ')
		const { userId } = await provider.createLegalUser(
			{
				category: 'OWNER',
				legalPersonType: 'ORGANIZATION',
				name: charity.name,
				email: `contact@${charity.slug.slice(0, 40)}.demo.donnons.org`,
				companyNumber: charity.legalId ?? undefined,
				headquartersAddress:
					charity.addressLine1 && charity.postCode
						? {
								addressLine1: charity.addressLine1,
								postalCode: charity.postCode,
								city: charity.city ?? 'Paris',
								country: 'FR',
							}
						: undefined,
				legalRepresentative: { firstName, lastName: rest.join(' ') || 'Martin' },
				termsAccepted: true,
				tag: `demo-charity-${charity.slug.slice(0, 40)}`,
			},
			{ idempotencyKey: `demo-${crypto.randomUUID()}`.slice(0, 36) },
		)
		validateKycForDemo(userId)
		db.update(s.charities)
			.set({ providerUserId: userId, providerVerifiedAt: new Date() })
			.where(eq(s.charities.id, charity.id))
			.run()
		verified++
	}
	return verified
}

/**
 * The same for a demo data directory other than this process's (the benchmarks seed one, then start a server
 * on it): the simulator's file of `dataDir` receives the charities' users, and is closed afterwards.
 */
export async function verifyDemoCharitiesIn(db: Db, dataDir: string) {
	const { forgetEnv } = await import('#app/platform/env.server.ts')
	const { closeSandboxDb } = await import('#app/payments/sandbox/db.server.ts')
	const previous = process.env.DATA_DIR
	process.env.DATA_DIR = dataDir
	forgetEnv()
	try {
		return await verifyDemoCharities(db)
	} finally {
		closeSandboxDb()
		if (previous === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = previous
		forgetEnv()
	}
}

const demoKey = () => `demo-${crypto.randomUUID()}`.slice(0, 36)
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
/** The simulated bank knows this IBAN under any charity's name (app/payments/sandbox/rules.ts). */
const DEMO_PAYOUT_IBAN = 'FR7630004000031234567890143'

/**
 * The demo's money at the sandbox simulator, as real payments would have left it (ADR 034), so that
 * `/admin/argent` adds up from the first start and every pot can be paid out:
 * - each seeded gift that succeeded is a bank-wire pay-in received into its pot's wallet (one demo payer
 *   for all: only the money matters to the provider), its id recorded on the donation;
 * - each seeded transfer still expected is a wire pay-in waiting at the simulator, attached like the checkout
 *   does: it stays pending until « Recevoir » on /sandbox/controls, the reconciliation leaves it alone;
 * - the charities with pots get a payout bank account, and the Maison des Aubes' closed pot is paid out
 *   (executed at once), so its members see a payout and its statement. The other closed pots are paid by
 *   the payout job, as any would be.
 * Uses the app's database (getDb()); run right after the demo seed, once (donations without a pay-in only).
 */
export async function settleDemoMoney(now = new Date()) {
	const { getDb } = await import('#app/platform/db.server.ts')
	const { createSandboxControl, createSandboxProvider } =
		await import('#app/payments/sandbox/index.server.ts')
	const { ensurePotPayee } = await import('#app/payments/parties.server.ts')
	const { attachPayIn } = await import('#app/donations/ledger.server.ts')
	const { registerPayoutBankAccount } = await import('#app/payouts/bank-account.server.ts')
	const { createPayoutAttempt } = await import('#app/payouts/ledger.server.ts')
	const { feeSetting, processPayoutEvent, sendPayout } = await import('#app/payouts/payout.server.ts')
	const db = getDb()
	const provider = createSandboxProvider()
	const control = createSandboxControl()
	const gifts = db
		.select()
		.from(s.donations)
		.where(
			and(
				isNull(s.donations.providerPayInId),
				or(
					eq(s.donations.status, 'SUCCEEDED'),
					and(eq(s.donations.status, 'CREATED'), eq(s.donations.method, 'BANK_WIRE')),
				),
			),
		)
		.orderBy(asc(s.donations.id))
		.all()
	if (gifts.length === 0) return { payIns: 0, payouts: 0 }
	const { userId: payer } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName: 'Donateurs', lastName: 'Démo', email: 'donateurs@donnons.demo' },
		{ idempotencyKey: demoKey() },
	)
	for (const gift of gifts) {
		const { walletId, beneficiaries } = await ensurePotPayee(provider, gift.potId)
		const paid = eur(gift.amountCents + gift.tipCents)
		const wire = await provider.createBankWirePayIn(
			{
				authorId: payer,
				creditedWalletId: walletId,
				declared: paid,
				declaredFees: eur(gift.tipCents),
				tag: `demo-donation-${gift.id}`,
				beneficiaries,
			},
			{ idempotencyKey: demoKey() },
		)
		if (gift.status === 'SUCCEEDED') await control.receiveBankWire(wire.wireReference, paid)
		attachPayIn(gift.id, wire.id, gift.status === 'CREATED' ? { wireReference: wire.wireReference } : {})
	}

	// Payout accounts for the charities whose pots took money (the unverified one has none).
	const payees = db
		.selectDistinct({ id: s.charities.id, name: s.charities.name, city: s.charities.city })
		.from(s.charities)
		.innerJoin(s.pots, eq(s.pots.charityId, s.charities.id))
		.where(isNotNull(s.pots.providerWalletId))
		.all()
	for (const charity of payees) {
		await registerPayoutBankAccount(provider, charity.id, {
			iban: DEMO_PAYOUT_IBAN,
			bic: 'BNPAFRPP',
			holderName: charity.name,
			address: {
				addressLine1: '1 place de la Mairie',
				postalCode: '75001',
				city: charity.city ?? 'Paris',
				country: 'FR',
			},
		})
	}

	// The Maison des Aubes' closed pot, paid out and executed, as a few days after its end.
	const paidPot = db
		.select({ id: s.pots.id, walletId: s.pots.providerWalletId })
		.from(s.pots)
		.where(eq(s.pots.name, DEMO_PAID_POT_NAME))
		.get()
	let payoutCount = 0
	if (paidPot?.walletId) {
		const wallet = await provider.getWallet(paidPot.walletId)
		const attempt = createPayoutAttempt(paidPot.id, feeSetting(), wallet.balance.amount, now)
		if (attempt.created) {
			await sendPayout(provider, attempt.payout.id, now)
			const sent = db.select().from(s.payouts).where(eq(s.payouts.id, attempt.payout.id)).get()
			if (sent?.providerPayoutId && sent.status === 'CREATED') {
				await control.executePayout(sent.providerPayoutId)
				await processPayoutEvent(provider, sent.providerPayoutId)
			}
			payoutCount++
		}
	}
	// The ledger already holds what these events say: they are not sent as webhooks. Otherwise the first use
	// of /sandbox/controls delivers hundreds of them, one request each, for seconds (the events list keeps them).
	const { getSandboxDb, now: bankNow } = await import('#app/payments/sandbox/core.server.ts')
	getSandboxDb()
		.update(simEvents)
		.set({ delivered: true, deliveredAt: bankNow() })
		.where(eq(simEvents.delivered, false))
		.run()
	return { payIns: gifts.length, payouts: payoutCount }
}
