import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getSessionUser } from '#app/auth/session.server.ts'
import { PotDetailsForm } from '#app/components/pots/pot-details-form.tsx'
import { StepIndicator } from '#app/components/pots/step-indicator.tsx'
import { openFlow, showStep, submitStep } from '#app/flows/pot-creation.server.ts'
import { potMessages } from '#app/lib/messages.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { getCompanyOf } from '#app/auth/accounts.server.ts'
import { readDetailsForm } from '#app/pots/details-form.server.ts'
import { detailsFormData } from '#app/pots/details-page.server.ts'
import { findCause } from '#app/pots/pots.server.ts'
import { kindOfSegment } from '#app/lib/account/account-kind.ts'
import { parseId } from '#app/lib/ids.ts'

export const meta: MetaFunction = () => [{ title: `${potMessages.detailsTitle} — Donnons` }]

function requireType(param: string | undefined) {
	const type = kindOfSegment(param)
	if (!type) throw redirect('/')
	if (param !== type) throw redirect(`/create/${type}/details`)
	return type
}

/** Step 2 (docs/requirements.md#spec-2-2). Deep links with `evt` / `assoc` seed the draft kept on the server. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const type = requireType(params.type)
	const url = new URL(request.url)
	const user = await getSessionUser(request)
	const seed = {
		eventTypeId: parseId(url.searchParams.get('evt')),
		charityId: parseId(url.searchParams.get('assoc')),
	}
	const shown = await showStep(request, type, 'details', { user, seed })
	if (shown.kind === 'redirect') throw shown.response
	const { context, headers } = shown
	const { charity } = findCause(context.charityId, context.eventTypeId, type)
	if (!charity)
		throw redirect(createPaths.assocs(type, context.eventTypeId), { headers: headers ?? undefined })
	const companyLogo = user ? (getCompanyOf(user.id)?.logoPath ?? null) : null
	return data(
		{
			type,
			signedIn: Boolean(user),
			charity,
			...detailsFormData(type, context.draft, context.eventTypeId, companyLogo),
		},
		{ headers: headers ?? undefined },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const type = requireType(params.type)
	const user = await getSessionUser(request)
	const flow = await openFlow(request, type)
	const form = await readDetailsForm(request, type, flow.snapshot.context.draft)
	const intent = form.intent === 'back' ? 'back' : form.valid ? 'next' : 'keep'
	const { draft, eventTypeId } = form
	const answer = await submitStep(flow, { step: 'details', intent, draft, eventTypeId, user })
	return answer ?? data({ result: form.reply() }, { status: 400 })
}

export default function PotDetailsStep() {
	const { type, signedIn, charity, defaults, eventTypes, defaultBanner } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-3xl py-10">
			<StepIndicator current="details" signedIn={signedIn} />
			<h1 className="mb-2 text-3xl font-bold">{potMessages.detailsTitle}</h1>
			<p className="mb-8 text-muted">
				Au profit de <strong>{charity.name}</strong>
			</p>
			<PotDetailsForm
				type={type}
				mode="create"
				defaults={defaults}
				eventTypes={eventTypes}
				defaultBanner={defaultBanner}
				lastResult={actionData && 'result' in actionData ? actionData.result : null}
			/>
		</div>
	)
}
