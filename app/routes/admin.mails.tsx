import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { problemMails, requeueMail } from '#app/admin/outbox.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { ResendMailSchema } from '#app/lib/admin/admin-schemas.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Mails — Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	return { mails: problemMails() }
}

/** Puts a failed mail back in the sending queue (one attempt at once, then the mail worker's retries). */
export async function action({ request }: ActionFunctionArgs) {
	await requireOperator(request)
	const submission = parseWithZod(await readForm(request), { schema: ResendMailSchema })
	const to = submission.status === 'success' ? await requeueMail(submission.value.mailId) : null
	if (!to)
		return redirectWithToast('/admin/mails', {
			type: 'error',
			title: toastTitles.attention,
			description: adminMessages.mailNotResendable,
		})
	return redirectWithToast('/admin/mails', {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: adminMessages.mailRequeued(to),
	})
}

export default function AdminMails() {
	const { mails } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Mails</h1>
			<p className="mb-6 text-muted">
				Les mails en échec après 10 tentatives, et ceux qui attendent un nouvel essai.
			</p>
			{mails.length === 0 ? (
				<p>Aucun mail en échec ni en attente.</p>
			) : (
				<table className="w-full text-left">
					<caption className="sr-only">Mails en échec ou en attente, les plus récents d’abord</caption>
					<thead>
						<tr className="border-b">
							<th scope="col" className="py-2">
								Date
							</th>
							<th scope="col">Destinataire</th>
							<th scope="col">Objet</th>
							<th scope="col">Statut</th>
							<th scope="col">Action</th>
						</tr>
					</thead>
					<tbody>
						{mails.map((m) => (
							<tr key={m.id} className="border-b border-pink-100 align-top">
								<td className="py-2">{m.createdAt}</td>
								<td className="break-all">{m.to}</td>
								<td>{m.subject}</td>
								<td>
									{m.statusLabel} ({m.attempts} tentative{m.attempts > 1 ? 's' : ''})
									{m.error ? <span className="block text-sm text-muted">{m.error}</span> : null}
								</td>
								<td>
									<Form method="post">
										<input type="hidden" name="mailId" value={m.id} />
										<button type="submit" className="btn-secondary" aria-label={`Renvoyer le mail à ${m.to}`}>
											Renvoyer
										</button>
									</Form>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</>
	)
}
