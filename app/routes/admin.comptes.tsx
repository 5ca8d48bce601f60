import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { searchAccounts, setAccountSuspension } from '#app/admin/accounts.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { SearchForm } from '#app/components/admin/staff-area.tsx'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { AccountSuspensionSchema } from '#app/lib/admin/admin-schemas.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'

export const meta: MetaFunction = () => [{ title: 'Comptes — Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const operator = await requireOperator(request)
	const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
	return { q, operatorId: operator.id, accounts: searchAccounts(q) }
}

/** Suspends an account (as the terms allow) or reactivates it; back to the same search. */
export async function action({ request }: ActionFunctionArgs) {
	const operator = await requireOperator(request)
	const form = await readForm(request)
	// Back to the same search: only a page of this list.
	const asked = safeRedirect(form.get('back'), '/admin/comptes')
	const back = /^\/admin\/comptes(\?|$)/.test(asked) ? asked : '/admin/comptes'
	const submission = parseWithZod(form, { schema: AccountSuspensionSchema })
	const fail = (description: string) =>
		redirectWithToast(back, { type: 'error', title: toastTitles.attention, description })
	if (submission.status !== 'success') return fail(adminMessages.notFound)
	const { intent, userId } = submission.value
	if (intent === 'suspend' && userId === operator.id) return fail(adminMessages.cannotSuspendSelf)
	const outcome = setAccountSuspension(userId, intent === 'suspend')
	if (!outcome) return fail(adminMessages.notFound)
	const { email, changed } = outcome
	// Posted twice (a double click, a replayed form): the first suspension's date is kept.
	if (!changed)
		return redirectWithToast(back, {
			type: 'info',
			title: toastTitles.attention,
			description:
				intent === 'suspend'
					? adminMessages.accountAlreadySuspended(email)
					: adminMessages.accountAlreadyActive(email),
		})
	return redirectWithToast(back, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description:
			intent === 'suspend' ? adminMessages.accountSuspended(email) : adminMessages.accountReactivated(email),
	})
}

export default function AdminAccounts() {
	const { q, operatorId, accounts } = useLoaderData<typeof loader>()
	const back = q ? `/admin/comptes?${new URLSearchParams({ q })}` : '/admin/comptes'
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Comptes</h1>
			<SearchForm label="Rechercher un compte (email ou nom)" q={q} />
			{accounts.length === 0 ? (
				<p>Aucun compte ne correspond à cette recherche.</p>
			) : (
				<table className="w-full text-left">
					<caption className="sr-only">Comptes, les plus récents d’abord (50 au plus)</caption>
					<thead>
						<tr className="border-b">
							<th scope="col" className="py-2">
								Email
							</th>
							<th scope="col">Nom</th>
							<th scope="col">Type</th>
							<th scope="col">Statut</th>
							<th scope="col">Action</th>
						</tr>
					</thead>
					<tbody>
						{accounts.map((a) => (
							<tr key={a.id} className="border-b border-pink-100">
								<td className="py-2 break-all">{a.email}</td>
								<td>
									{a.firstName} {a.lastName}
								</td>
								<td>
									{a.role === 'enterprise' ? 'Entreprise' : 'Particulier'}
									{a.isOperator ? ' · opérateur' : ''}
								</td>
								<td>{a.suspendedAt ? `Suspendu le ${a.suspendedAt}` : 'Actif'}</td>
								<td>
									{a.id === operatorId ? (
										<span className="text-muted">Votre compte</span>
									) : (
										<Form method="post">
											<input type="hidden" name="userId" value={a.id} />
											<input type="hidden" name="back" value={back} />
											<button
												type="submit"
												name="intent"
												value={a.suspendedAt ? 'reactivate' : 'suspend'}
												className="btn-secondary"
												aria-label={`${a.suspendedAt ? 'Réactiver' : 'Suspendre'} le compte ${a.email}`}
											>
												{a.suspendedAt ? 'Réactiver' : 'Suspendre'}
											</button>
										</Form>
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</>
	)
}
