/**
 * The "Donate click on the pot page" rules (docs/requirements.md#spec-3-4), applied in the spec's order.
 * Pure: the route passes what it knows about the pot, the viewer and the typed amount.
 */
import { suspensionMessages } from '../admin/admin-messages.ts'
import { paymentMessages } from '../payment-messages.ts'
import { parseEuroInput, validateDonationAmount } from '../money.ts'

type DonateInput = {
	potId: number
	/** The pot's closing date is past. */
	closed: boolean
	/** An operator suspended the pot (ADR 026): it takes no gift, before any other rule. */
	suspended?: boolean
	loggedIn: boolean
	/** Why the signed-in account cannot pay (docs/requirements.md#spec-3-4 "no payment profile"), or null. */
	profileError?: string | null
	/** 'DON RAPIDE sans inscription ni reçu fiscal' was clicked. */
	quick: boolean
	/** What the donor typed in the euro input. */
	amountText: string
}

type DonateDecision = { ok: true; redirectTo: string } | { ok: false; error: string }

export function decideDonation({
	potId,
	closed,
	suspended,
	loggedIn,
	profileError,
	quick,
	amountText,
}: DonateInput): DonateDecision {
	if (suspended) return { ok: false, error: suspensionMessages.potSuspended }
	if (closed) return { ok: false, error: paymentMessages.potAlreadyClosed }
	if (loggedIn && profileError) return { ok: false, error: profileError }
	const cents = parseEuroInput(amountText)
	const error = validateDonationAmount(cents)
	if (error || cents === null) return { ok: false, error: error ?? paymentMessages.amountRequired }
	const pot = `/participate/${potId}`
	if (quick) return { ok: true, redirectTo: `${pot}/tips?amount=${cents}&quick=true` }
	if (loggedIn) return { ok: true, redirectTo: `${pot}/tips?amount=${cents}` }
	return { ok: true, redirectTo: `/login?id=${potId}&amount=${cents}` }
}

/** The tips recap's form target (docs/requirements.md#spec-3-2 and docs/requirements.md#spec-3-4 "Flow"). */
type RecapTarget = 'payment' | 'quick-payment' | 'login2'

export function recapTarget(quick: boolean, loggedIn: boolean): RecapTarget {
	if (quick) return 'quick-payment'
	return loggedIn ? 'payment' : 'login2'
}

/** The optional tip to Donnons, in cents: 0 € is offered first and pre-selected. */
export const TIP_CHOICES = [0, 100, 200, 500] as const
