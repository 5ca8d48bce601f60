import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import {
	charityDonations,
	charityPotChoices,
	checkCharityPotFilter,
} from '#app/charity-space/money.server.ts'
import { CharityMoneyNav, FilterField } from '#app/components/charity-space/money-pages.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import {
	CSV_MAX_ROWS,
	moneyFilterQuery,
	parseMoneyFilter,
	receiptLabel,
} from '#app/lib/charity-space/charity-money.ts'
import { formatDisplayDate } from '#app/lib/dates.ts'
import { formatEuros } from '#app/lib/money.ts'
import { PARTICIPATION_STATUS_LABELS, participationMethodLabel } from '#app/lib/pots/organiser.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Dons — ${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

/** The charity's donations, filtered by period and pot with a GET form (works without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const filter = checkCharityPotFilter(charity.id, parseMoneyFilter(new URL(request.url).searchParams))
	return {
		charity: { id: charity.id, name: charity.name },
		filter: {
			from: filter.from,
			to: filter.to,
			potId: filter.potId,
			values: filter.values,
			errors: filter.errors,
		},
		pots: charityPotChoices(charity.id),
		donations: charityDonations(charity.id, filter),
	}
}

export default function CharityDonations() {
	const { charity, filter, pots, donations } = useLoaderData<typeof loader>()
	const base = `/association-espace/${charity.id}`
	const query = moneyFilterQuery(filter)
	const filtered = query !== ''
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Dons reçus par {charity.name}</h1>
			<CharityMoneyNav charityId={charity.id} />
			<Form method="get" className="mb-6 grid items-end gap-4 sm:grid-cols-4" aria-label="Filtrer les dons">
				<FilterField id="du" label="Du" error={filter.errors.du}>
					{(props) => (
						<input {...props} type="date" name="du" defaultValue={filter.from ?? filter.values.du} />
					)}
				</FilterField>
				<FilterField id="au" label="Au" error={filter.errors.au}>
					{(props) => <input {...props} type="date" name="au" defaultValue={filter.to ?? filter.values.au} />}
				</FilterField>
				<FilterField id="cagnotte" label="Cagnotte" error={filter.errors.cagnotte}>
					{(props) => (
						<select {...props} name="cagnotte" defaultValue={filter.potId ? String(filter.potId) : ''}>
							<option value="">Toutes les cagnottes</option>
							{pots.map((pot) => (
								<option key={pot.id} value={pot.id}>
									{pot.name} (n° {pot.id})
								</option>
							))}
						</select>
					)}
				</FilterField>
				<div className="flex flex-wrap gap-2">
					<button type="submit" className="btn-primary">
						Filtrer
					</button>
					{filtered ? (
						<Link to={`${base}/dons`} className="btn-secondary">
							Tout afficher
						</Link>
					) : null}
				</div>
			</Form>
			<p className="mb-2" role="status">
				{donations.total === 0
					? 'Aucun don ne correspond à ces critères.'
					: `${donations.total} don${donations.total > 1 ? 's' : ''} ; montant des dons validés : ${donations.succeeded}.`}
			</p>
			{donations.total > 0 ? (
				<p className="mb-4">
					<a href={`${base}/dons.csv${query}`} className="text-brand-dark underline" download>
						Télécharger ces dons au format CSV (tableur)
					</a>
					{donations.tooManyForCsv ? (
						<span className="block text-sm text-muted">
							Le fichier contient les {CSV_MAX_ROWS.toLocaleString('fr-FR')} dons les plus récents :
							choisissez une période plus courte pour obtenir les autres.
						</span>
					) : null}
				</p>
			) : null}
			{donations.rows.length > 0 ? (
				<TableScroll label="Dons de l’association">
					<table className="w-full text-left">
						<caption className="sr-only">
							Dons de l’association, les plus récents d’abord (page {donations.page} sur {donations.pageCount}
							)
						</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Date
								</th>
								<th scope="col">Cagnotte</th>
								<th scope="col">Donateur</th>
								<th scope="col">Montant</th>
								<th scope="col">Moyen de paiement</th>
								<th scope="col">Statut</th>
								<th scope="col">Reçu fiscal</th>
							</tr>
						</thead>
						<tbody>
							{donations.rows.map((d) => (
								<tr key={d.id} className="border-b border-pink-100">
									<td className="py-2">{formatDisplayDate(d.date)}</td>
									<td>{d.potName}</td>
									<td>{d.donor}</td>
									<td className="tabular-nums">{formatEuros(d.amountCents)}</td>
									<td>{participationMethodLabel(d)}</td>
									<td>{PARTICIPATION_STATUS_LABELS[d.status]}</td>
									<td>{receiptLabel(d) || '—'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			) : null}
			<Pagination
				page={donations.page}
				pageCount={donations.pageCount}
				hrefFor={(page) => `${base}/dons${moneyFilterQuery(filter, page)}`}
				label="Pages des dons"
			/>
		</>
	)
}
