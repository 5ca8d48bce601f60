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
import {
	continueFlow,
	loadCreationFlow,
	sendToFlow,
	stateOf,
	userForFlow,
} from '#app/flows/pot-creation.server.ts'
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
	let flow = await loadCreationFlow(request, type)
	const evt = parseId(url.searchParams.get('evt'))
	const assoc = parseId(url.searchParams.get('assoc'))
	if (evt || assoc) {
		flow = sendToFlow(
			flow,
			{ type: 'SEED', creatorType: type, eventTypeId: evt, charityId: assoc },
			user?.id ?? null,
		)
		throw redirect(createPaths.details(type), { headers: flow.headers ?? undefined })
	}
	const state = stateOf(flow)
	if (state !== 'details' && state !== 'identify' && state !== 'companyDetails') {
		throw redirect(createPaths.assocs(type, flow.snapshot.context.eventTypeId), {
			headers: flow.headers ?? undefined,
		})
	}
	const { context } = flow.snapshot
	const { charity } = findCause(context.charityId, context.eventTypeId, type)
	if (!charity)
		throw redirect(createPaths.assocs(type, context.eventTypeId), { headers: flow.headers ?? undefined })
	const companyLogo = user ? (getCompanyOf(user.id)?.logoPath ?? null) : null
	return data(
		{
			type,
			signedIn: Boolean(user),
			charity,
			...detailsFormData(type, context.draft, context.eventTypeId, companyLogo),
		},
		{ headers: flow.headers ?? undefined },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const type = requireType(params.type)
	const user = await getSessionUser(request)
	let flow = await loadCreationFlow(request, type)
	const form = await readDetailsForm(request, type, flow.snapshot.context.draft)
	if (stateOf(flow) === 'identify') flow = sendToFlow(flow, { type: 'BACK' }, user?.id ?? null)
	flow = sendToFlow(flow, { type: 'SAVE_DRAFT', draft: form.draft }, user?.id ?? null)
	if (form.eventTypeId)
		flow = sendToFlow(
			flow,
			{ type: 'SEED', creatorType: type, eventTypeId: form.eventTypeId },
			user?.id ?? null,
		)
	if (form.intent === 'back') {
		flow = sendToFlow(flow, { type: 'BACK' }, user?.id ?? null)
		return continueFlow(flow, user)
	}
	if (!form.valid) return data({ result: form.reply() }, { status: 400 })
	flow = sendToFlow(
		flow,
		{ type: 'SUBMIT_DETAILS', draft: form.draft, user: userForFlow(user) },
		user?.id ?? null,
	)
	return continueFlow(flow, user)
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
