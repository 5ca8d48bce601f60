import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { charityDebts, donations, payouts, pots } from '#db/schema/index.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Where the donors' money is (ADR 027), in cents, and the check that it all adds up:
 *
 *   collected = held + paid out + in flight + reversed
 *
 * collected: every donation that succeeded, even if its money came back since; reversed: what came back
 * (refunds, charge-backs, late direct-debit failures); paid out: SUCCEEDED payouts (their fees inside,
 * `net` = what the charities received); in flight: CREATED payouts, already debited from the wallets; held:
 * the pots' wallet balances read at the provider (negative when a charity owes money back after a payout).
 * The ledger's own figure for held is given beside it; with no provider, the check uses it and only tests
 * our records' arithmetic.
 */

type MoneySummary = {
	collectedCents: number
	reversed: { totalCents: number; refundsCents: number; chargebacksCents: number; lateFailuresCents: number }
	paidOut: { grossCents: number; feesCents: number; netCents: number; count: number }
	inFlightCents: number
	held: { ledgerCents: number; providerCents: number | null; walletsRead: number }
	openDebtsCents: number
	check: { status: 'ok' | 'mismatch'; source: 'provider' | 'ledger'; differenceCents: number }
}

const n = (value: unknown) => Number(value ?? 0) || 0
/** Wallet balances read in parallel at the provider (Mangopay allows a few concurrent calls per client). */
const WALLET_READS_AT_ONCE = 8

/** The summary over every pot, or over `potIds` only; `provider` reads the wallets' balances. */
export async function moneySummary(
	options: { provider?: PaymentProvider; potIds?: number[] } = {},
): Promise<MoneySummary> {
	const db = getDb()
	const given = db
		.select({
			collected: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
			refunds: sql<number>`coalesce(sum(case when ${donations.reversal} = 'REFUND' then ${donations.amountCents} end), 0)`,
			chargebacks: sql<number>`coalesce(sum(case when ${donations.reversal} = 'CHARGEBACK' then ${donations.amountCents} end), 0)`,
			lateFailures: sql<number>`coalesce(sum(case when ${donations.reversal} = 'LATE_FAILURE' then ${donations.amountCents} end), 0)`,
		})
		.from(donations)
		.where(
			and(
				or(eq(donations.status, 'SUCCEEDED'), isNotNull(donations.reversal)),
				options.potIds ? inArray(donations.potId, options.potIds) : undefined,
			),
		)
		.get()
	const paid = db
		.select({
			gross: sql<number>`coalesce(sum(case when ${payouts.status} = 'SUCCEEDED' then ${payouts.amountCents} end), 0)`,
			fees: sql<number>`coalesce(sum(case when ${payouts.status} = 'SUCCEEDED' then ${payouts.feeCents} end), 0)`,
			count: sql<number>`count(case when ${payouts.status} = 'SUCCEEDED' then 1 end)`,
			inFlight: sql<number>`coalesce(sum(case when ${payouts.status} = 'CREATED' then ${payouts.amountCents} end), 0)`,
		})
		.from(payouts)
		.where(options.potIds ? inArray(payouts.potId, options.potIds) : undefined)
		.get()
	const debts = db
		.select({ total: sql<number>`coalesce(sum(${charityDebts.amountCents}), 0)` })
		.from(charityDebts)
		.where(
			and(
				eq(charityDebts.status, 'OPEN'),
				options.potIds ? inArray(charityDebts.potId, options.potIds) : undefined,
			),
		)
		.get()
	const collectedCents = n(given?.collected)
	const reversed = {
		refundsCents: n(given?.refunds),
		chargebacksCents: n(given?.chargebacks),
		lateFailuresCents: n(given?.lateFailures),
		totalCents: 0,
	}
	reversed.totalCents = reversed.refundsCents + reversed.chargebacksCents + reversed.lateFailuresCents
	const paidOut = {
		grossCents: n(paid?.gross),
		feesCents: n(paid?.fees),
		netCents: n(paid?.gross) - n(paid?.fees),
		count: n(paid?.count),
	}
	const inFlightCents = n(paid?.inFlight)
	const ledgerCents = collectedCents - reversed.totalCents - paidOut.grossCents - inFlightCents
	let providerCents: number | null = null
	let walletsRead = 0
	if (options.provider) {
		const wallets = db
			.select({ walletId: pots.providerWalletId })
			.from(pots)
			.where(
				and(isNotNull(pots.providerWalletId), options.potIds ? inArray(pots.id, options.potIds) : undefined),
			)
			.all()
		// A few reads at a time: one after the other, thousands of pots would take minutes.
		const ids = wallets.flatMap(({ walletId }) => (walletId ? [walletId] : []))
		const provider = options.provider
		let total = 0
		for (let i = 0; i < ids.length; i += WALLET_READS_AT_ONCE) {
			const balances = await Promise.all(
				ids
					.slice(i, i + WALLET_READS_AT_ONCE)
					.map(async (id) => (await provider.getWallet(id)).balance.amount),
			)
			for (const amount of balances) total += amount
			walletsRead += balances.length
		}
		providerCents = total
	}
	const held = providerCents ?? ledgerCents
	const differenceCents = collectedCents - (held + paidOut.grossCents + inFlightCents + reversed.totalCents)
	return {
		collectedCents,
		reversed,
		paidOut,
		inFlightCents,
		held: { ledgerCents, providerCents, walletsRead },
		openDebtsCents: n(debts?.total),
		check: {
			status: differenceCents === 0 ? 'ok' : 'mismatch',
			source: providerCents === null ? 'ledger' : 'provider',
			differenceCents,
		},
	}
}
