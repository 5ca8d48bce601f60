import { generic } from '../lib/messages.ts'
import { ensurePotPayee } from '../payments/parties.server.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { idempotencyKeyOf, type PaymentProvider } from '../payments/provider.ts'
import { withOneRetry } from '../payments/retry.ts'
import { type PaymentFlow, flowKey, sendPaymentEvent } from './flow.server.ts'
import {
	attachPayIn,
	claimDonation,
	discardUnpaidDonation,
	donationValues,
	isStaleClaim,
} from './ledger.server.ts'
import { outcomeOf } from './outcome.server.ts'

/**
 * SEPA transfer: a bank-wire pay-in whose details (IBAN, BIC, reference) the donor copies into their bank.
 * The donation stays pending until the wire arrives (webhook or reconciliation).
 */
export async function startWire(
	provider: PaymentProvider,
	flow: PaymentFlow,
	i: { userId: number; payerId: string },
) {
	const c = flow.snapshot.context
	const { donation, created } = claimDonation(
		`wire-${flowKey(flow)}`,
		donationValues(c, i.userId, 'BANK_WIRE'),
	)
	if (donation.status === 'FAILED') {
		sendPaymentEvent(flow, { type: 'ATTEMPT_FAILED', message: generic.error })
		return outcomeOf(donation)
	}
	// A double click: only the request that created the row asks the provider (the page then shows the
	// details it got) — unless that request died long ago without an answer, when this one takes over.
	if (!created && (donation.providerPayInId || !isStaleClaim(donation.createdAt))) return null
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
	sendPaymentEvent(flow, {
		type: 'WIRE_READY',
		donationId: donation.id,
		wire: {
			ownerName: wire.bankAccount.ownerName,
			iban: wire.bankAccount.iban,
			bic: wire.bankAccount.bic,
			reference: wire.wireReference,
			address: [a.addressLine1, `${a.postalCode} ${a.city}`.trim(), a.country].filter(Boolean).join(', '),
		},
	})
	return null
}
