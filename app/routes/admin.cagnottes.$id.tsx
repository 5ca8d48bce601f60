import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { potForOperator, setPotSuspension } from '#app/admin/pots.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { ErrorList, FormAlert } from '#app/components/forms.tsx'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { POT_SUSPENSION_REASON_MAX, PotSuspensionSchema } from '#app/lib/admin/admin-schemas.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { parseId } from '#app/lib/ids.ts'
import { AdminSupportMessages } from '#app/components/pots/support-messages.tsx'
import { listOrganiserSupportMessages } from '#app/pots/support-messages.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.pot.name ?? 'Cagnotte'} — Administration — Donnons` },
]

function potOf(id: string | undefined) {
	const potId = parseId(id)
	const pot = potId ? potForOperator(potId) : null
	if (!pot) throw httpError(404)
	return pot
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireOperator(request)
	const pot = potOf(params.id)
	return { pot, supportMessages: listOrganiserSupportMessages(pot.id) }
}

/** Suspends the pot with a reason, or reopens it. */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireOperator(request)
	const pot = potOf(params.id)
	const submission = parseWithZod(await readForm(request), { schema: PotSuspensionSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const suspend = submission.value.intent === 'suspend'
	const outcome = setPotSuspension(
		pot.id,
		submission.value.intent === 'suspend' ? submission.value.reason : null,
	)
	if (!outcome) throw httpError(404)
	const here = `/admin/cagnottes/${pot.id}`
	// Posted twice (a double click, a replayed form): the first suspension's date and reason are kept.
	if (outcome === 'unchanged')
		return redirectWithToast(here, {
			type: 'info',
			title: toastTitles.attention,
			description: suspend
				? adminMessages.potAlreadySuspended(pot.name)
				: adminMessages.potAlreadyOpen(pot.name),
		})
	return redirectWithToast(here, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: suspend ? adminMessages.potSuspended(pot.name) : adminMessages.potReopened(pot.name),
	})
}

export default function AdminPot() {
	const { pot, supportMessages } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'pot-suspension',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: PotSuspensionSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const reason = fields.reason
	return (
		<>
			<p className="mb-2">
				<Link to="/admin/cagnottes" className="text-brand-dark underline">
					← Toutes les cagnottes
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">{pot.name}</h1>
			<p className="mb-1">
				Cagnotte n° {pot.id} au profit de {pot.charityName} · {pot.total} collectés ({pot.donatorsCount}{' '}
				participant{pot.donatorsCount > 1 ? 's' : ''}) ·{' '}
				<Link to={`/participate/${pot.id}`} className="text-brand-dark underline">
					Voir la cagnotte
				</Link>
			</p>
			{pot.suspendedAt ? (
				<>
					<p className="mb-1">
						Statut : <strong>Suspendue depuis le {pot.suspendedAt}</strong>
					</p>
					<p className="mb-6">Raison : {pot.suspendedReason}</p>
					<Form method="post" {...getFormProps(form)}>
						<FormAlert id={form.errorId} errors={form.errors} />
						<input type="hidden" name="intent" value="reopen" />
						<button type="submit" className="btn-primary">
							Rouvrir la cagnotte
						</button>
					</Form>
				</>
			) : (
				<>
					<p className="mb-6">
						Statut : <strong>Ouverte aux dons</strong>
					</p>
					<Form method="post" {...getFormProps(form)} noValidate className="max-w-lg space-y-3">
						<FormAlert id={form.errorId} errors={form.errors} />
						<input type="hidden" name="intent" value="suspend" />
						<div>
							<label htmlFor={reason.id} className="mb-1 block font-medium">
								Raison de la suspension
							</label>
							<textarea
								{...getTextareaProps(reason, { ariaAttributes: true })}
								required
								maxLength={POT_SUSPENSION_REASON_MAX}
								rows={4}
								className="w-full rounded border border-gray-500 px-3 py-2"
							/>
							<p id={`${reason.id}-hint`} className="mt-1 text-sm text-muted">
								Visible des opérateurs seulement. La page de la cagnotte indique qu’elle est suspendue et ne
								prend plus de dons.
							</p>
							<ErrorList id={reason.errorId} errors={reason.errors} />
						</div>
						<button type="submit" className="btn-primary">
							Suspendre la cagnotte
						</button>
					</Form>
				</>
			)}
			<AdminSupportMessages potId={pot.id} messages={supportMessages} />
		</>
	)
}
