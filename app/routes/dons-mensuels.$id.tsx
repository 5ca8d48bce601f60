import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/auth/session.server.ts'
import {
	changeDebitDay,
	resumeSubscription,
	stopSubscription,
	type SubscriptionOutcome,
} from '#app/donations/subscriptions.server.ts'
import { dashboardPath } from '#app/lib/account/account-kind.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '#app/lib/ids.ts'

/**
 * The dashboard's monthly-gift forms post here (docs/requirements.md#spec-1-2-subscription-rows "Subscription rows"): intent `stop`, `resume` or
 * `debit-day` (with `debit_day`). No page: a GET goes back to the dashboard. Only the donor of the
 * subscription may act; anyone else gets a 404 and nothing changes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return redirect(dashboardPath(user.role))
}

const notFound = () => httpError(404)

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const id = parseId(params.id)
	if (!id) throw notFound()
	const form = await readForm(request)
	const intent = form.get('intent')
	let outcome: SubscriptionOutcome | null
	if (intent === 'stop') outcome = await stopSubscription(await getPaymentProvider(), user.id, id)
	else if (intent === 'resume') outcome = resumeSubscription(user.id, id)
	else if (intent === 'debit-day') outcome = changeDebitDay(user.id, id, Number(form.get('debit_day') ?? ''))
	else throw httpError(400)
	if (!outcome) throw notFound()
	// Back to the dashboard the form was on (its expanded tables kept), never anywhere else.
	const home = dashboardPath(user.role)
	const back = safeRedirect(form.get('redirectTo'), home)
	const to = back === home || back.startsWith(`${home}?`) ? back : home
	return redirectWithToast(to, {
		type: outcome.type,
		title: outcome.type === 'success' ? toastTitles.update : toastTitles.attention,
		description: outcome.message,
	})
}
