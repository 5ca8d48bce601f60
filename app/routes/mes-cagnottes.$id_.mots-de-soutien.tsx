import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { parseId } from '#app/lib/ids.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'
import { organiserPath, requireOrganiserPot } from '#app/pots/organiser.server.ts'
import { setSupportMessageHidden } from '#app/pots/support-messages.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

/** The organiser hides a word of support, or shows it again (issue 27 item 3); back to the organiser's view. */
export async function action({ request, params }: ActionFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	const form = await readForm(request)
	const messageId = parseId(String(form.get('messageId') ?? ''))
	const intent = form.get('intent')
	const back = `${organiserPath(pot.id)}#support-messages-title`
	if (!messageId || (intent !== 'hide' && intent !== 'show'))
		return redirectWithToast(back, {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.formNotSubmittedProperly,
		})
	if (!setSupportMessageHidden(pot.id, messageId, intent === 'hide'))
		return redirectWithToast(back, { type: 'error', title: toastTitles.attention, description: m.notFound })
	return redirectWithToast(back, {
		type: 'success',
		title: toastTitles.update,
		description: intent === 'hide' ? m.hidden : m.shown,
	})
}

/** Nothing to show here: the organiser's view. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	return redirect(organiserPath(pot.id))
}
