import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { potForOperator } from '#app/admin/pots.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { parseId } from '#app/lib/ids.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'
import { removeSupportMessage } from '#app/pots/support-messages.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

function potOf(id: string | undefined) {
	const potId = parseId(id)
	const pot = potId ? potForOperator(potId) : null
	if (!pot) throw httpError(404)
	return pot
}

/** An operator removes a word of support for good (issue 27 item 3); back to the pot's admin page. */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireOperator(request)
	const pot = potOf(params.id)
	const form = await readForm(request)
	const messageId = parseId(String(form.get('messageId') ?? ''))
	const back = `/admin/cagnottes/${pot.id}#support-messages-title`
	if (!messageId || form.get('intent') !== 'remove')
		return redirectWithToast(back, {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.formNotSubmittedProperly,
		})
	if (!removeSupportMessage(pot.id, messageId))
		return redirectWithToast(back, { type: 'error', title: toastTitles.attention, description: m.notFound })
	return redirectWithToast(back, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: m.removed,
	})
}

/** Nothing to show here: the pot's admin page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireOperator(request)
	return redirect(`/admin/cagnottes/${potOf(params.id).id}`)
}
