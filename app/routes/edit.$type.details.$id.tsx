import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/auth/session.server.ts'
import { PotDetailsForm } from '#app/components/pot-details-form.tsx'
import { createPaths } from '#app/lib/create-paths.ts'
import { parisDay } from '#app/lib/dates.ts'
import { derivedMessages, generic, toastTitles } from '#app/lib/messages.ts'
import { readDetailsForm } from '#app/pots/details-form.server.ts'
import { detailsFormData } from '#app/pots/details-page.server.ts'
import { getPotForEdit, updatePot } from '#app/pots/pots.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { kindOfSegment, kindOfPotType } from '#app/lib/account-kind.ts'

export const meta: MetaFunction = () => [{ title: 'Modifier votre cagnotte — Donnons' }]

/** Only the creator edits a pot; anyone else is sent to the pot page (spec 2 §2, §6). */
async function requireOwnPot(request: Request, params: LoaderFunctionArgs['params']) {
	const potId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
	const pot = potId ? getPotForEdit(potId) : null
	if (!pot || !pot.isActive) throw redirect('/')
	const user = await requireUser(request)
	if (pot.creatorId !== user.id) throw redirect(createPaths.pot(pot.id))
	const type = kindOfPotType(pot.potType)
	if (kindOfSegment(params.type) !== type || params.type !== type)
		throw redirect(createPaths.edit(type, pot.id))
	return { pot, user, type } as const
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot, type } = await requireOwnPot(request, params)
	const draft = {
		name: pot.name,
		closingDate: parisDay(pot.closingDate),
		descriptionHtml: pot.descriptionHtml,
		bannerPath: pot.bannerPath,
		color: pot.color,
		sharing: pot.isLocked ? ('SHOW' as const) : ('SHARE' as const),
		logoPath: null,
	}
	return { type, potId: pot.id, ...detailsFormData(type, draft, pot.eventTypeId, pot.companyLogo) }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { pot, user, type } = await requireOwnPot(request, params)
	const form = await readDetailsForm(request, type, { bannerPath: pot.bannerPath, logoPath: null })
	if (form.intent === 'back') return redirect(createPaths.pot(pot.id))
	if (!form.valid || !form.eventTypeId) return data({ result: form.reply() }, { status: 400 })
	try {
		updatePot(pot.id, user.id, type, { ...form.draft, eventTypeId: form.eventTypeId })
	} catch (error) {
		// A failed save (spec 2 §8): the form comes back as typed, with the spec's notice.
		console.error('Pot update failed', error)
		return data({ result: form.reply([generic.error]) }, { status: 500 })
	}
	return redirectWithToast(createPaths.pot(pot.id), {
		type: 'success',
		title: toastTitles.update,
		description: derivedMessages.potUpdated,
	})
}

export default function EditPot() {
	const { type, defaults, eventTypes, defaultBanner } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-3xl py-10">
			<h1 className="mb-8 text-3xl font-bold">Modifier votre cagnotte</h1>
			<PotDetailsForm
				type={type}
				mode="edit"
				defaults={defaults}
				eventTypes={eventTypes}
				defaultBanner={defaultBanner}
				lastResult={actionData?.result}
			/>
		</div>
	)
}
