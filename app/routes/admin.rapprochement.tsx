import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { isReconciliationSubject, reconciliationView } from '#app/admin/money.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { FilterField } from '#app/components/charity-space/money-pages.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import { listPage, RECONCILIATION_SUBJECT_LABELS } from '#app/lib/charity-space/charity-money.ts'
import { formatDisplayDate } from '#app/lib/dates.ts'

export const meta: MetaFunction = () => [{ title: 'Rapprochement — Administration — Donnons' }]

/**
 * What the reconciliation found where the payment provider and our records disagreed (pay-ins, wires,
 * mandates, payouts), with the action taken, and the pots whose totals the hourly check corrected.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	const params = new URL(request.url).searchParams
	const subjectText = params.get('objet') ?? ''
	const subject = isReconciliationSubject(subjectText) ? subjectText : null
	const page = listPage(params)
	return { subject, view: reconciliationView({ subject, page }) }
}

const hourMinute = new Intl.DateTimeFormat('fr-FR', {
	timeZone: 'Europe/Paris',
	hour: '2-digit',
	minute: '2-digit',
})
const time = (iso: string) => `${formatDisplayDate(iso)} ${hourMinute.format(new Date(iso))}`

export default function AdminReconciliation() {
	const { subject, view } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Rapprochement</h1>
			<p className="mb-6 text-muted">
				Toutes les cinq minutes, nos paiements, mandats, virements et versements sont comparés à ceux du
				prestataire de paiement. Voici les désaccords trouvés et ce qui a été fait.{' '}
				<Link to="/admin/argent" className="text-brand-dark underline">
					Voir la vérification des comptes
				</Link>
			</p>
			<Form method="get" className="mb-6 flex flex-wrap items-end gap-2" aria-label="Filtrer les désaccords">
				<FilterField id="objet" label="Objet">
					{(props) => (
						<select {...props} name="objet" defaultValue={subject ?? ''}>
							<option value="">Tous</option>
							{Object.entries(RECONCILIATION_SUBJECT_LABELS).map(([value, label]) => (
								<option key={value} value={value}>
									{label}
								</option>
							))}
						</select>
					)}
				</FilterField>
				<button type="submit" className="btn-secondary">
					Filtrer
				</button>
			</Form>
			{view.findings.length === 0 ? (
				<p className="mb-8">Aucun désaccord avec le prestataire n’a été relevé.</p>
			) : (
				<TableScroll label="Désaccords avec le prestataire">
					<table className="mb-8 w-full text-left">
						<caption className="sr-only">
							Désaccords avec le prestataire, les plus récents d’abord (page {view.page} sur {view.pageCount})
						</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Relevé le
								</th>
								<th scope="col">Objet</th>
								<th scope="col">Chez nous</th>
								<th scope="col">Chez le prestataire</th>
								<th scope="col">Action</th>
							</tr>
						</thead>
						<tbody>
							{view.findings.map((f) => (
								<tr key={f.id} className="border-b border-pink-100 align-top">
									<td className="py-2">{time(f.detectedAt)}</td>
									<td>
										{f.subject}
										<span className="block text-sm text-muted">{f.record}</span>
									</td>
									<td>{f.ourStatus}</td>
									<td>
										{f.providerStatus}
										{f.providerId ? <span className="block text-sm text-muted">{f.providerId}</span> : null}
									</td>
									<td className={f.needsOperator ? 'font-semibold text-red-800' : undefined}>
										{f.action}
										{f.detail ? (
											<span className="block text-sm font-normal text-muted">{f.detail}</span>
										) : null}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
			<Pagination
				page={view.page}
				pageCount={view.pageCount}
				hrefFor={(page) =>
					`/admin/rapprochement?${new URLSearchParams({ ...(subject ? { objet: subject } : {}), page: String(page) })}`
				}
				label="Pages des désaccords"
			/>
			<h2 className="mb-2 mt-8 text-xl font-semibold">Totaux de cagnottes corrigés</h2>
			{view.totals.length === 0 ? (
				<p>Aucun total de cagnotte n’a dû être corrigé.</p>
			) : (
				<TableScroll label="Totaux de cagnottes corrigés">
					<table className="w-full text-left">
						<caption className="sr-only">
							Totaux corrigés par la vérification horaire, les plus récents d’abord
						</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									Relevé le
								</th>
								<th scope="col">Cagnotte</th>
								<th scope="col">Total enregistré</th>
								<th scope="col">Total recompté</th>
								<th scope="col">Nombres</th>
								<th scope="col">Action</th>
							</tr>
						</thead>
						<tbody>
							{view.totals.map((t) => (
								<tr key={t.id} className="border-b border-pink-100">
									<td className="py-2">{time(t.detectedAt)}</td>
									<td>
										<Link to={`/admin/cagnottes/${t.potId}`} className="text-brand-dark underline">
											{t.potName}
										</Link>
									</td>
									<td className="tabular-nums">{t.stored}</td>
									<td className="tabular-nums">{t.recounted}</td>
									<td>{t.counts}</td>
									<td>{t.action}</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
		</>
	)
}
