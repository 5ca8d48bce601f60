import { ensurePotPayee } from '../payments/parties.server.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { idempotencyKeyOf, type PaymentProvider } from '../payments/provider.ts'
import { withOneRetry } from '../payments/retry.ts'
import { type WireDetails } from '#machines/donation-payment.ts'
import { type PaymentFlow, flowKey } from './flow.server.ts'
import {
	attachPayIn,
	claimDonation,
	discardUnpaidDonation,
	donationValues,
	isStaleClaim,
} from './ledger.server.ts'
import { type PaymentOutcome, outcomeOf } from './outcome.server.ts'

/**
 * Where a transfer request stands, for the driver to report to the flow (app/donations/driver.server.ts):
 * this attempt is over, another request of the same form is asking the provider, or the details are ready.
 */
export type WireStart =
	| { kind: 'over'; outcome: PaymentOutcome }
	| { kind: 'inProgress' }
	| { kind: 'ready'; donationId: number; wire: WireDetails }

/**
 * SEPA transfer: a bank-wire pay-in whose details (IBAN, BIC, reference) the donor copies into their bank.
 * The donation stays pending until the wire arrives (webhook or reconciliation).
 */
export async function startWire(
	provider: PaymentProvider,
	flow: PaymentFlow,
	i: { userId: number; payerId: string },
): Promise<WireStart> {
	const c = flow.snapshot.context
	const { donation, created } = claimDonation(
		`wire-${flowKey(flow)}`,
		donationValues(c, i.userId, 'BANK_WIRE'),
	)
	if (donation.status === 'FAILED') return { kind: 'over', outcome: outcomeOf(donation) }
	// A double click: only the request that created the row asks the provider (the page then shows the
	// details it got) — unless that request died long ago without an answer, when this one takes over.
	if (!created && (donation.providerPayInId || !isStaleClaim(donation.createdAt)))
		return { kind: 'inProgress' }
	let wire: Awaited<ReturnType<PaymentProvider['createBankWirePayIn']>>
	try {
		const { walletId, beneficiaries } = await ensurePotPayee(provider, c.potId)
		wire = await withOneRetry(() =>
			provider.createBankWirePayIn(
				{
					authorId: i.payerId,
					creditedWalletId: walletId,
					declared: { amount: c.amountCents + c.tipCents, currency: 'EUR' },
					declaredFees: { amount: c.tipCents, currency: 'EUR' },
					tag: providerTag('donation', donation),
					beneficiaries,
				},
				{ idempotencyKey: idempotencyKeyOf(donation.providerKey) },
			),
		)
	} catch (error) {
		// The donor has seen no transfer details, so no money can come for this attempt: it is dropped, and a
		// retry makes a new one (a wire pay-in left at the provider expires unpaid).
		// Only the request that created the row may drop it (a takeover might race a slow first request).
		if (created) discardUnpaidDonation(donation.id)
		throw error
	}
	attachPayIn(donation.id, wire.id, { wireReference: wire.wireReference })
	const a = wire.bankAccount.ownerAddress
	return {
		kind: 'ready',
		donationId: donation.id,
		wire: {
			ownerName: wire.bankAccount.ownerName,
			iban: wire.bankAccount.iban,
			bic: wire.bankAccount.bic,
			reference: wire.wireReference,
			address: [a.addressLine1, `${a.postalCode} ${a.city}`.trim(), a.country].filter(Boolean).join(', '),
		},
	}
}
