import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ShareFields } from '#app/components/pots/share-by-email.tsx'
import { SHARE_TITLE } from '#app/lib/pots/share-emails.ts'
import { potPath, requireSharablePot, shareAction } from '#app/pots/share-by-email.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `${SHARE_TITLE} — ${data.pot.name} — Donnons` : `${SHARE_TITLE} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

/** The e-mail share form on its own page (spec 1 and 3, email-share modal): the dialog's no-JavaScript form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot, user } = await requireSharablePot(request, params.id)
	return {
		pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
		potUrl: potPath(pot.id),
		withMessage: user?.id === pot.creatorId,
	}
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	return shareAction(request, params.id, context.clientIp)
}

export default function SharePage() {
	const { pot, potUrl, withMessage } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	const failure = actionData?.status === 'error' ? actionData : null
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-4 text-3xl font-bold">{SHARE_TITLE}</h1>
			<p className="mb-6 text-muted">
				Invitez vos proches à participer à la cagnotte « {pot.name} » au profit de {pot.charityName} : chacun
				reçoit un email avec le lien de la cagnotte.
			</p>
			<Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
				<ShareFields
					errors={failure?.errors}
					values={failure?.values}
					imported={failure?.imported}
					busy={busy}
					withMessage={withMessage}
				/>
				<Link to={potUrl} className="btn-secondary ml-3">
					Retour à la cagnotte
				</Link>
			</Form>
		</div>
	)
}
