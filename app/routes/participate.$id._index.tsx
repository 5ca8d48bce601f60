import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getSessionUser } from '#app/auth/session.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { createPaths } from '#app/lib/create-paths.ts'
import { daysRemaining, daysRemainingLabel, isPotClosed } from '#app/lib/dates.ts'
import { formatEuros } from '#app/lib/money.ts'
import { getPublicPot } from '#app/pots/pot-page.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pot.name} — Donnons` : 'Donnons' }]

/** The pot page, first version: what a creator sees right after saving (donations come next). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const potId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
	const pot = potId ? getPublicPot(potId) : null
	if (!pot || !pot.isActive) throw redirect('/')
	const user = await getSessionUser(request)
	const now = new Date()
	const closed = isPotClosed(pot.closingDate, now)
	return {
		pot,
		closed,
		remaining: daysRemainingLabel(daysRemaining(pot.closingDate, now)),
		canEdit: user?.id === pot.creatorId && !closed,
		editUrl: createPaths.edit(pot.potType === 1 ? 'company' : 'particular', pot.id),
	}
}

export default function PotPage() {
	const { pot, closed, remaining, canEdit, editUrl } = useLoaderData<typeof loader>()
	return (
		<article>
			<img src={pot.bannerPath ?? brandAssets.defaultBanner} alt="" className="aspect-[2.8] w-full object-cover" />
			<div className="container-page grid gap-8 py-8 lg:grid-cols-[2fr_1fr]">
				<div>
					<h1 className="mb-2 text-3xl font-bold">{pot.name}</h1>
					<p className="mb-6 text-muted">
						Au profit de{' '}
						<Link to={createPaths.charity(pot.charitySlug)} className="text-brand-dark underline">
							{pot.charityName}
						</Link>
						{pot.isLocked ? ' · Cagnotte sur invitation' : null}
					</p>
					<h2 className="mb-2 text-xl font-semibold">{pot.potType === 1 ? "Le mot de l'entreprise" : 'Le mot du porteur de la cagnotte'}</h2>
					<div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: pot.descriptionHtml }} />
				</div>
				<aside className="h-fit rounded-2xl border border-pink-100 p-6" aria-label="La collecte">
					<p className="text-3xl font-bold">{formatEuros(pot.totalCents)}</p>
					<p className="text-muted">collectés · {pot.donatorsCount} participant{pot.donatorsCount > 1 ? 's' : ''}</p>
					<p className="mt-2">{closed ? 'Cette cagnotte est terminée.' : remaining}</p>
					{canEdit ? (
						<Link to={editUrl} className="btn-secondary mt-4">
							<span aria-hidden="true">✎</span> Modifier la cagnotte
						</Link>
					) : null}
				</aside>
			</div>
		</article>
	)
}
