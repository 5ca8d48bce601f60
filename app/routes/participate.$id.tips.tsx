import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { getSessionUser } from '#app/auth/session.server.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { amountLinkPath } from '#app/lib/pots/widget.ts'
import { TipChoices } from '#app/components/donations/tip-choices.tsx'
import { HelpHeadroomRecap } from '#app/components/donations/help-headroom.tsx'
import { recapHeadroom } from '#app/receipts/headroom.server.ts'
import { recapTarget, TIP_CHOICES } from '#app/lib/donations/donate-rules.ts'
import { paymentMessages } from '#app/lib/messages.ts'
import { afterTaxCost, formatEuros, MAX_INPUT_CENTS, MIN_DONATION_CENTS } from '#app/lib/money.ts'
import { loadPayablePot } from '#app/donations/payment-page.server.ts'

export const meta: MetaFunction = () => [{ title: 'Récapitulatif de votre don — Donnons' }]

/** The donation recap (docs/requirements.md#spec-3-2 "participate/{id}/tips"): amount and quick default to 0. */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const pot = await loadPayablePot(params.id)
	const query = new URL(request.url).searchParams
	const raw = Number(query.get('amount') ?? 0)
	const amount = Number.isSafeInteger(raw) ? raw : 0
	// No amount is 0 (the spec's default): the recap shows it and asks for one; a wrong one goes back to the pot.
	if (amount !== 0 && (amount < MIN_DONATION_CENTS || amount > MAX_INPUT_CENTS)) {
		throw redirect(createPaths.pot(pot.id))
	}
	const quick = query.get('quick') === 'true'
	// The tip already chosen, when the quick payment page's « Modifier » comes back here; 0 € otherwise.
	const tip = TIP_CHOICES.find((choice) => String(choice) === query.get('tip')) ?? TIP_CHOICES[0]
	const user = await getSessionUser(request)
	const isCompany = user?.role === 'enterprise'
	const target = recapTarget(quick, Boolean(user))
	const action =
		target === 'login2'
			? '/login2'
			: target === 'quick-payment'
				? `/participate/${pot.id}/quick-payment`
				: `/participate/${pot.id}/payment`
	return {
		pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
		amount,
		tip,
		quick,
		isCompany,
		// « Retour » keeps the amount: the pot page prefills its box from `?amount=`.
		backUrl: amount > 0 ? amountLinkPath(pot.id, amount) : createPaths.pot(pot.id),
		afterTax: quick ? null : afterTaxCost(amount, isCompany ? pot.enterpriseRate : pot.privateRate),
		action,
		jackpot: target === 'login2' ? pot.id : null,
		// The 75 % headroom (issue 28) of a signed-in individual, on a 75 % charity's pot.
		headroom: user && !quick && amount > 0 ? recapHeadroom(user, pot, amount) : null,
	}
}

export default function DonationRecap() {
	const d = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Récapitulatif de votre don</h1>
			<p className="mb-6 text-muted">
				Cagnotte « {d.pot.name} » au profit de {d.pot.charityName}
			</p>
			<div className="mb-6 rounded-2xl border border-pink-100 p-6">
				<p className="text-lg">
					Votre don : <strong className="text-2xl">{formatEuros(d.amount)}</strong>
				</p>
				{d.afterTax === null ? (
					<p className="mt-1 text-muted">Don sans reçu fiscal</p>
				) : (
					<p className="mt-1">
						ne vous coûte que <strong>{formatEuros(d.afterTax)}</strong> après réduction d'impôt
					</p>
				)}
			</div>
			{d.headroom ? <HelpHeadroomRecap headroom={d.headroom} amountCents={d.amount} /> : null}
			{d.amount === 0 ? <AmountMissing potId={d.pot.id} quick={d.quick} /> : <RecapForm d={d} />}
		</div>
	)
}

/**
 * The recap reached without an amount: the spec's message and the pot page's amount field, posted to the pot
 * page's action, which applies the donate rules and comes back here with the amount (with or without JavaScript).
 */
function AmountMissing({ potId, quick }: { potId: number; quick: boolean }) {
	return (
		<Form method="post" action={`${createPaths.pot(potId)}?index`} className="grid gap-3" noValidate>
			<p id="recap-amount-missing" role="alert" className="font-medium text-red-800">
				{paymentMessages.amountRequired}
			</p>
			<label htmlFor="recap-amount" className="font-medium">
				Montant de votre don (en euros)
			</label>
			<input
				id="recap-amount"
				name="amount"
				type="text"
				inputMode="decimal"
				autoComplete="off"
				aria-describedby="recap-amount-missing"
				className="w-full max-w-xs rounded border border-gray-500 px-3 py-2 text-right"
			/>
			<div className="flex flex-wrap gap-3">
				<Link to={createPaths.pot(potId)} className="btn-secondary">
					Retour
				</Link>
				<button type="submit" name="intent" value={quick ? 'quick' : 'donate'} className="btn-primary">
					Continuer
				</button>
			</div>
		</Form>
	)
}

function RecapForm({ d }: { d: ReturnType<typeof useLoaderData<typeof loader>> }) {
	return (
		<Form method="get" action={d.action} reloadDocument className="grid gap-6">
			<input type="hidden" name="amount" value={d.amount} />
			{d.jackpot ? <input type="hidden" name="jackpot" value={d.jackpot} /> : null}
			<fieldset className="grid gap-2">
				<legend className="mb-2 font-semibold">Confidentialité</legend>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="hide" value="true" className="h-5 w-5" />
					Masquer le montant de mon don
				</label>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="anonymous" value="true" className="h-5 w-5" />
					{d.isCompany ? 'Masquer le nom de mon entreprise' : 'Masquer mon nom'}
				</label>
			</fieldset>
			<TipChoices selected={String(d.tip)} />
			<div className="flex flex-wrap gap-3">
				<Link to={d.backUrl} className="btn-secondary">
					Retour
				</Link>
				<button type="submit" className="btn-primary">
					Valider et payer
				</button>
			</div>
		</Form>
	)
}
