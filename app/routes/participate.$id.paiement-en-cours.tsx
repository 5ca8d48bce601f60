import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { type RefreshHandle, QuotaRefresh } from '#app/components/donations/quota-refresh.tsx'
import { returnFromCardVault } from '#app/donations/checkout.server.ts'
import { respond } from '#app/donations/respond.server.ts'
import { quotaMessages, waitTooLong } from '#app/lib/donations/quota-messages.ts'

/**
 * « Paiement en cours »: a card gift waiting for the payment provider's call budget. Each load resumes the
 * same attempt (same donation, same idempotency keys): once the budget frees, the payment goes on and the
 * donor is sent on (3-D Secure, thanks page). The page reloads itself without JavaScript (meta refresh) and
 * asks again with it; past the bound it stops and offers to resume by hand.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const answer = await returnFromCardVault(request, params.id, context.clientIp)
	if (answer.kind !== 'wait') throw await respond(answer)
	return {
		potId: answer.potId,
		resumeUrl: answer.resumeUrl,
		tooLong: waitTooLong(answer.since, Date.now()),
	}
}

/** Without JavaScript the page reloads itself (a meta refresh in the head) until the bound. */
export const handle: RefreshHandle = {
	refreshWithoutScript: (data) => (data as { tooLong?: boolean } | null)?.tooLong === false,
}

export const headers = () => ({ 'Cache-Control': 'no-store' })

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.tooLong ? quotaMessages.tooLongTitle : quotaMessages.pageTitle} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

export default function PaymentWaitPage() {
	const { potId, resumeUrl, tooLong } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-2xl py-12 text-center">
			{tooLong ? null : <QuotaRefresh />}
			<h1 className="mb-4 text-3xl font-bold">
				{tooLong ? quotaMessages.tooLongTitle : quotaMessages.pageTitle}
			</h1>
			<div role="status" className="mb-8 space-y-2 rounded border border-sky-700 bg-sky-50 p-4 text-sky-900">
				{tooLong ? (
					<p>{quotaMessages.tooLong}</p>
				) : (
					<>
						<p>{quotaMessages.waiting}</p>
						<p>{quotaMessages.noCharge}</p>
						<p>{quotaMessages.keepOpen}</p>
					</>
				)}
			</div>
			<div className="flex flex-wrap justify-center gap-4">
				{/* A plain link to this very page: a load resumes the attempt, with or without JavaScript. */}
				<a href={resumeUrl} className="btn-primary">
					{quotaMessages.resume}
				</a>
				<Link to={`/participate/${potId}`} className="btn-secondary">
					{quotaMessages.backToPot}
				</Link>
			</div>
		</div>
	)
}
