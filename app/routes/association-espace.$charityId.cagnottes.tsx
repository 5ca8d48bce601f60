import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityPots } from '#app/charity-space/money.server.ts'
import { GoalProgress } from '#app/components/pots/goal-progress.tsx'
import { paidOutPotIds } from '#app/pots/news-access.server.ts'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { CharityMoneyNav } from '#app/components/charity-space/money-pages.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import { formatDisplayDate } from '#app/lib/dates.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Cagnottes — ${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	return {
		charity: { id: charity.id, name: charity.name },
		pots: charityPots(charity.id),
		// Paid out: its members may thank the pot's donors (issue 27 item 2).
		thankable: [...paidOutPotIds(charity.id)],
	}
}

export default function CharityPots() {
	const { charity, pots, thankable } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Cagnottes au profit de {charity.name}</h1>
			<CharityMoneyNav charityId={charity.id} />
			{pots.length === 0 ? (
				<p>Aucune cagnotte n’a encore été ouverte au profit de l’association.</p>
			) : (
				<TableScroll label="Cagnottes de l’association">
					<table className="w-full text-left">
						<caption className="sr-only">Cagnottes de l’association, les plus récentes d’abord</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Cagnotte
								</th>
								<th scope="col">Organisée par</th>
								<th scope="col">Ouverte le</th>
								<th scope="col">Clôture le</th>
								<th scope="col">Collecté</th>
								<th scope="col">Dons</th>
								<th scope="col">Participants</th>
								<th scope="col">Statut</th>
							</tr>
						</thead>
						<tbody>
							{pots.map((pot) => (
								<tr key={pot.id} className="border-b border-pink-100">
									<td className="py-2">
										<Link
											to={`/association-espace/${charity.id}/dons?cagnotte=${pot.id}`}
											className="text-brand-dark underline"
											aria-label={`${pot.name} : voir ses dons`}
										>
											{pot.name}
										</Link>
									</td>
									<td>{pot.organiser}</td>
									<td>{formatDisplayDate(pot.openedOn)}</td>
									<td>{formatDisplayDate(pot.closesOn)}</td>
									<td className="tabular-nums">
										{pot.total}
										<GoalProgress collectedCents={pot.totalCents} goalCents={pot.goalCents} compact />
									</td>
									<td className="tabular-nums">{pot.donationsCount}</td>
									<td className="tabular-nums">{pot.donatorsCount}</td>
									<td>
										{pot.statusLabel}
										{thankable.includes(pot.id) ? (
											<Link
												to={`/association-espace/${charity.id}/cagnottes/${pot.id}/actualites`}
												className="block text-brand-dark underline"
												aria-label={`${newsMessages.thankYouTitle} de « ${pot.name} »`}
											>
												{newsMessages.thankYouTitle}
											</Link>
										) : null}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
		</>
	)
}
