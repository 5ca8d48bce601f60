import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import {
	accountHasPassword,
	checkDeletionConfirmation,
	deleteAccount,
} from '#app/account/personal-data.server.ts'
import { clearSessionCookieHeaders, requireUser } from '#app/auth/session.server.ts'
import { DeleteAccountForm } from '#app/components/account/personal-data-forms.tsx'
import { dashboardPath } from '#app/lib/account/account-kind.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Mes données personnelles — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Personal data (GDPR): download everything as JSON, or delete the account. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { hasPassword: accountHasPassword(user.id), areaPath: dashboardPath(user.role) }
}

const CONFIRMATION_ERRORS = {
	'wrong-password': derivedMessages.accountDeletionWrongPassword,
	'too-many': derivedMessages.tooManyAttempts,
	unconfirmed: derivedMessages.accountDeletionConfirmRequired,
} as const

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	if (form.get('intent') !== 'delete-account')
		return data({ error: derivedMessages.formNotSubmittedProperly }, { status: 400 })
	const check = await checkDeletionConfirmation(user.id, {
		password: String(form.get('password') ?? '').slice(0, 500),
		confirmed: form.get('confirm') === 'yes',
	})
	if (check !== 'ok')
		return data({ error: CONFIRMATION_ERRORS[check] }, { status: check === 'too-many' ? 429 : 400 })
	await deleteAccount(user.id, await getPaymentProvider())
	return redirectWithToast(
		'/',
		{ type: 'success', title: toastTitles.operationSucceeded, description: derivedMessages.accountDeleted },
		{ headers: await clearSessionCookieHeaders() },
	)
}

export default function PersonalData() {
	const { hasPassword, areaPath } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-3xl py-10">
			<p className="mb-2">
				<Link to={areaPath} className="text-brand-dark underline">
					Retour à mon espace
				</Link>
			</p>
			<h1 className="mb-8 text-3xl font-bold">Mes données personnelles</h1>
			<section aria-labelledby="download-title" className="mb-10">
				<h2 id="download-title" className="mb-3 text-2xl font-bold">
					Télécharger mes données
				</h2>
				<p className="mb-4">
					Un fichier JSON avec tout ce que Donnons conserve sur vous : votre compte, votre entreprise, vos
					dons, vos dons mensuels et mandats (IBAN masqué), vos cagnottes, les numéros de vos reçus fiscaux,
					vos consentements et vos sessions ouvertes.
				</p>
				<a href="/mes-donnees.json" download className="btn-secondary">
					Télécharger mes données
				</a>
			</section>
			<section aria-labelledby="delete-title">
				<h2 id="delete-title" className="mb-3 text-2xl font-bold">
					Supprimer mon compte
				</h2>
				<DeleteAccountForm hasPassword={hasPassword} error={actionData?.error ?? null} />
			</section>
		</div>
	)
}
