import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { ownMonthlyGift } from '#app/account/dashboard.server.ts'
import { requireUser } from '#app/auth/session.server.ts'
import { dashboardPath } from '#app/lib/account/account-kind.ts'
import { dashboardLabels as L, stopQuestion } from '#app/lib/account/dashboard.ts'
import { parseId } from '#app/lib/ids.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

export const meta: MetaFunction = () => [{ title: `${L.stopTitle} — Donnons` }]

/**
 * The confirmation asked before a monthly gift stops (the dashboard's « Arrêter » leads here): a page, so it
 * works without JavaScript. « Oui » posts intent `stop` to /dons-mensuels/{id} (its action), « Non » goes back
 * to the dashboard it came from. Only the donor sees it (404 otherwise); a gift that cannot stop goes back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const id = parseId(params.id)
	const gift = id ? ownMonthlyGift(user.id, id) : null
	if (!gift) throw httpError(404)
	const home = dashboardPath(user.role)
	const wanted = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), home)
	const back = wanted === home || wanted.startsWith(`${home}?`) ? wanted : home
	if (!gift.canStop) throw new Response(null, { status: 303, headers: { Location: back } })
	return { gift, back }
}

export default function StopMonthlyGift() {
	const { gift, back } = useLoaderData<typeof loader>()
	const busy = useNavigation().state !== 'idle'
	return (
		<div className="container-page max-w-2xl py-12">
			<h1 className="mb-4 text-3xl font-bold">{L.stopTitle}</h1>
			<p className="mb-2">{stopQuestion(gift)}</p>
			<p className="mb-8 text-muted">{L.stopResumeNote}</p>
			<div className="flex flex-wrap gap-3">
				<Form method="post" action={`/dons-mensuels/${gift.id}`}>
					<input type="hidden" name="intent" value="stop" />
					<input type="hidden" name="redirectTo" value={back} />
					<button type="submit" className="btn-primary" disabled={busy}>
						{L.stopConfirm}
					</button>
				</Form>
				<Link to={back} className="btn-secondary">
					{L.stopKeep}
				</Link>
			</div>
		</div>
	)
}
