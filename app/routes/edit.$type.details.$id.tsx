import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { PotDetailsForm } from '#app/components/pots/pot-details-form.tsx'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { derivedMessages, generic, potMessages, toastTitles } from '#app/lib/messages.ts'
import { charityChangeMessages, charityLockMessage } from '#app/lib/pots/pot-charity-change.ts'
import { readDetailsForm } from '#app/pots/details-form.server.ts'
import { editPageData, postedCharity, requireOwnPot } from '#app/pots/pot-edit.server.ts'
import { updatePot } from '#app/pots/pots.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: `${potMessages.detailsTitle} — Donnons` }]

/** `/edit/{particular|company}/details/{id}?evt&assoc` (docs/requirements.md#spec-2-2): the owner's edit form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot, type } = await requireOwnPot(request, params, 'details')
	return editPageData(pot, type, new URL(request.url))
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { pot, user, type } = await requireOwnPot(request, params, 'details')
	const form = await readDetailsForm(request, type, { bannerPath: pot.bannerPath, logoPath: null })
	if (form.intent === 'back') return redirect(createPaths.pot(pot.id))
	const charity = postedCharity(pot, type, form.charity)
	if (!charity.ok) return data({ result: form.reply([charity.message]) }, { status: 400 })
	if (!form.valid || !form.eventTypeId) return data({ result: form.reply() }, { status: 400 })
	let saved: ReturnType<typeof updatePot>
	try {
		saved = updatePot(pot.id, user.id, type, {
			...form.draft,
			eventTypeId: form.eventTypeId,
			charityId: charity.charityId,
		})
	} catch (error) {
		// A failed save (docs/requirements.md#spec-2-8): the form comes back as typed, with the spec's notice.
		console.error('Pot update failed', error)
		return data({ result: form.reply([generic.error]) }, { status: 500 })
	}
	// Money reached the first charity meanwhile, or the post was forged (ADR 017).
	if (!saved.ok) return data({ result: form.reply([charityLockMessage(saved.lock)]) }, { status: 409 })
	return redirectWithToast(createPaths.pot(pot.id), {
		type: 'success',
		title: toastTitles.update,
		description: derivedMessages.potUpdated,
	})
}

export default function EditPot() {
	const { type, charity, defaults, eventTypes, defaultBanner } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-3xl py-10">
			<h1 className="mb-2 text-3xl font-bold">{potMessages.detailsTitle}</h1>
			<p className="mb-8 text-muted">Modifier votre cagnotte</p>
			{charity.refusal ? (
				<div role="alert" className="mb-6 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
					<p className="font-semibold">{toastTitles.attention}</p>
					<p className="text-sm">{charity.refusal}</p>
				</div>
			) : null}
			<section aria-labelledby="pot-charity-title" className="mb-8 rounded-2xl bg-paper p-4">
				<h2 id="pot-charity-title" className="text-lg font-semibold">
					Association bénéficiaire
				</h2>
				<p className="mt-1">
					<strong>{charity.currentName}</strong>
				</p>
				{charity.chosenName ? (
					<p role="status" className="mt-2 text-sm font-medium text-brand-dark">
						{charityChangeMessages.pendingChoice(charity.chosenName, charity.currentName ?? '')}
					</p>
				) : null}
				{charity.changeHref ? (
					<p className="mt-2">
						<Link to={charity.changeHref} className="text-brand-dark underline">
							Choisir une autre association
						</Link>
					</p>
				) : (
					<p id="pot-charity-locked" className="mt-2 text-sm text-muted">
						{charity.lockMessage}
					</p>
				)}
			</section>
			<PotDetailsForm
				type={type}
				mode="edit"
				defaults={defaults}
				eventTypes={eventTypes}
				defaultBanner={defaultBanner}
				hiddenFields={{ assoc: String(charity.chosenId) }}
				lastResult={actionData?.result}
			/>
		</div>
	)
}
