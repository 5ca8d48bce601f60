import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/auth/session.server.ts'
import { SupportMessageForm } from '#app/components/pots/support-message-form.tsx'
import { respond } from '#app/donations/respond.server.ts'
import { postSupportMessage, showSupportMessageForm } from '#app/donations/support-message.server.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'

export const meta: MetaFunction = () => [
	{ title: `${m.fieldLabel} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

/**
 * A signed-in donor's word of support on their gift in progress (issue 27 item 3). The payment page shows the
 * form and posts here; this page shows it again, with its error, when the message is refused.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return showSupportMessageForm(request, params.id, user)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const answer = await postSupportMessage(request, params.id, user, context.clientIp)
	if (answer.kind === 'invalid') return data({ result: answer.result }, { status: answer.status })
	return respond(answer)
}

export default function SupportMessagePage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-2 text-3xl font-bold">{m.sectionTitle}</h1>
			<p className="mb-6 text-muted">Cagnotte « {d.pot.name} »</p>
			<SupportMessageForm
				potId={d.pot.id}
				message={d.message}
				back={d.back}
				lastResult={actionData?.result}
			/>
			<Link to={d.back} className="text-brand-dark underline">
				Revenir au paiement
			</Link>
		</div>
	)
}
