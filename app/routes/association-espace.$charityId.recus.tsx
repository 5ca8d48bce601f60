import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityReceiptFigures, charityReceipts } from '#app/charity-space/money-documents.server.ts'
import { CharityMoneyNav, FilterField } from '#app/components/charity-space/money-pages.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import { parseReceiptsFilter } from '#app/lib/charity-space/charity-money.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Reçus fiscaux — ${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

/** The receipts issued for the charity, cancelled ones included, and the yearly art. 222 bis figures. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const filter = parseReceiptsFilter(new URL(request.url).searchParams)
	return {
		charity: { id: charity.id, name: charity.name },
		year: filter.year,
		figures: charityReceiptFigures(charity.id),
		receipts: charityReceipts(charity.id, filter),
	}
}

export default function CharityReceipts() {
	const { charity, year, figures, receipts } = useLoaderData<typeof loader>()
	const base = `/association-espace/${charity.id}/recus`
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Reçus fiscaux de {charity.name}</h1>
			<CharityMoneyNav charityId={charity.id} />
			<h2 className="mb-2 text-xl font-semibold">Chiffres annuels (article 222 bis du CGI)</h2>
			<p className="mb-4 text-muted">
				Le nombre et le montant total des reçus émis chaque année, à déclarer à l’administration fiscale ; les
				reçus annulés (don remboursé, contesté ou rejeté) sont comptés à part.
			</p>
			{figures.length === 0 ? (
				<p className="mb-8">Aucun reçu fiscal n’a encore été émis pour l’association.</p>
			) : (
				<TableScroll label="Chiffres annuels des reçus fiscaux">
					<table className="mb-8 w-full text-left">
						<caption className="sr-only">Reçus fiscaux par année, la plus récente d’abord</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Année
								</th>
								<th scope="col">Reçus émis</th>
								<th scope="col">Montant des reçus émis</th>
								<th scope="col">Reçus annulés</th>
								<th scope="col">Montant des reçus annulés</th>
							</tr>
						</thead>
						<tbody>
							{figures.map((f) => (
								<tr key={f.year} className="border-b border-pink-100">
									<th scope="row" className="py-2 font-normal">
										{f.year}
									</th>
									<td className="tabular-nums">{f.issuedCount}</td>
									<td className="tabular-nums">{f.issued}</td>
									<td className="tabular-nums">{f.cancelledCount}</td>
									<td className="tabular-nums">{f.cancelled}</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
			<h2 className="mb-2 text-xl font-semibold">Reçus émis et annulés</h2>
			{figures.length > 0 ? (
				<Form method="get" className="mb-4 flex flex-wrap items-end gap-2" aria-label="Filtrer les reçus">
					<FilterField id="annee" label="Année">
						{(props) => (
							<select {...props} name="annee" defaultValue={year ? String(year) : ''}>
								<option value="">Toutes les années</option>
								{figures.map((f) => (
									<option key={f.year} value={f.year}>
										{f.year}
									</option>
								))}
							</select>
						)}
					</FilterField>
					<button type="submit" className="btn-secondary">
						Afficher
					</button>
				</Form>
			) : null}
			{receipts.rows.length === 0 ? (
				figures.length > 0 ? (
					<p>Aucun reçu pour cette année.</p>
				) : null
			) : (
				<TableScroll label="Reçus fiscaux de l’association">
					<table className="w-full text-left">
						<caption className="sr-only">
							Reçus fiscaux, les plus récents d’abord (page {receipts.page} sur {receipts.pageCount})
						</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Numéro
								</th>
								<th scope="col">Émis le</th>
								<th scope="col">Donateur</th>
								<th scope="col">Montant</th>
								<th scope="col">Don n°</th>
								<th scope="col">État</th>
							</tr>
						</thead>
						<tbody>
							{receipts.rows.map((r) => (
								<tr key={r.id} className="border-b border-pink-100">
									<td className="py-2">{r.number}</td>
									<td>{r.issuedOn}</td>
									<td>{r.donor}</td>
									<td className="tabular-nums">{r.amount}</td>
									<td>{r.donationId}</td>
									<td>{r.cancellation ?? 'Valide'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
			<Pagination
				page={receipts.page}
				pageCount={receipts.pageCount}
				hrefFor={(page) =>
					`${base}?${new URLSearchParams({ ...(year ? { annee: String(year) } : {}), page: String(page) })}`
				}
				label="Pages des reçus"
			/>
		</>
	)
}
