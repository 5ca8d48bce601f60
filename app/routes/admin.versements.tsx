import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { adminPayouts, isPayoutStatus, runPayoutsNow } from '#app/admin/money.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { FilterField, PayoutCells } from '#app/components/charity-space/money-pages.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { accountsHoldingPayouts } from '#app/payouts/bank-account.server.ts'
import { listPage } from '#app/lib/charity-space/charity-money.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { PAYOUT_STATUS_LABELS } from '#app/lib/payouts/payout-statement.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Versements — Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	const params = new URL(request.url).searchParams
	const statusText = params.get('statut') ?? ''
	const status = isPayoutStatus(statusText) ? statusText : null
	const page = listPage(params)
	return { status, payouts: adminPayouts({ status, page }), held: accountsHoldingPayouts() }
}

/**
 * "Lancer les versements maintenant": the payouts pass of the five-minute job, at once (ADR 027): the payouts
 * in flight are re-read at the bank, then the payable pots are paid out. The toast says how many payouts were
 * created, or why none, and how many in flight the bank settled; back to the list (POST-redirect-GET).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireOperator(request)
	const form = await readForm(request)
	if (form.get('intent') !== 'run-payouts') throw httpError(400)
	const report = await runPayoutsNow()
	const created =
		report.sent > 0
			? adminMessages.payoutsCreated(report.sent, report.succeeded, report.failed)
			: report.skipped > 0
				? adminMessages.payoutsNonePayable(report.skipped)
				: adminMessages.payoutsNoneWaiting
	const changed = report.sent > 0 || report.checked > 0
	return redirectWithToast('/admin/versements', {
		type: changed ? 'success' : 'info',
		title: changed ? toastTitles.operationSucceeded : toastTitles.attention,
		description: report.checked > 0 ? `${created} ${adminMessages.payoutsSettled(report.checked)}` : created,
	})
}

export default function AdminPayouts() {
	const { status, payouts, held } = useLoaderData<typeof loader>()
	const running = useNavigation().formData?.get('intent') === 'run-payouts'
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Versements</h1>
			<Form method="post" className="mb-6">
				<p className="mb-2 text-muted">
					Toutes les cinq minutes, les versements en cours sont vérifiés auprès de la banque et les cagnottes
					clôturées sont versées. Ce bouton lance le même passage tout de suite.
				</p>
				<button type="submit" name="intent" value="run-payouts" className="btn-primary" disabled={running}>
					Lancer les versements maintenant
				</button>
			</Form>
			{held.length > 0 ? (
				<section
					aria-labelledby="held-title"
					className="mb-6 rounded-xl border-l-4 border-red-700 bg-red-50 p-4"
				>
					<h2 id="held-title" className="text-xl font-bold">
						{payeeCheckMessages.adminHeldHeading}
					</h2>
					<p className="mb-2">{payeeCheckMessages.adminHeldIntro}</p>
					<ul className="list-disc pl-6">
						{held.map((a) => (
							<li key={a.charityId}>
								<Link to={`/admin/associations/${a.charityId}`} className="text-brand-dark underline">
									{a.charityName}
								</Link>{' '}
								— titulaire saisi « {a.holderName} », {a.iban} :{' '}
								{a.check ? payeeCheckMessages.results[a.check] : null}
							</li>
						))}
					</ul>
				</section>
			) : null}
			<Form method="get" className="mb-6 flex flex-wrap items-end gap-2" aria-label="Filtrer les versements">
				<FilterField id="statut" label="Statut">
					{(props) => (
						<select {...props} name="statut" defaultValue={status ?? ''}>
							<option value="">Tous les statuts</option>
							{Object.entries(PAYOUT_STATUS_LABELS).map(([value, label]) => (
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
			{payouts.rows.length === 0 ? (
				<p>Aucun versement.</p>
			) : (
				<TableScroll label="Versements">
					<table className="w-full text-left">
						<caption className="sr-only">
							Versements, les plus récents d’abord (page {payouts.page} sur {payouts.pageCount})
						</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									N°
								</th>
								<th scope="col">Association</th>
								<th scope="col">Cagnotte</th>
								<th scope="col">Demandé le</th>
								<th scope="col">Versé le</th>
								<th scope="col">Montant</th>
								<th scope="col">Frais</th>
								<th scope="col">Net</th>
								<th scope="col">Statut</th>
								<th scope="col">Relevé</th>
							</tr>
						</thead>
						<tbody>
							{payouts.rows.map((p) => (
								<tr key={p.id} className="border-b border-pink-100 align-top">
									<td className="py-2">{p.id}</td>
									<td>
										<Link to={`/admin/associations/${p.charityId}`} className="text-brand-dark underline">
											{p.charityName}
										</Link>
									</td>
									<td>
										<Link to={`/admin/cagnottes/${p.potId}`} className="text-brand-dark underline">
											{p.potName}
										</Link>
									</td>
									<PayoutCells payout={p} statementBase="/admin/versements" />
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
			<Pagination
				page={payouts.page}
				pageCount={payouts.pageCount}
				hrefFor={(page) =>
					`/admin/versements?${new URLSearchParams({ ...(status ? { statut: status } : {}), page: String(page) })}`
				}
				label="Pages des versements"
			/>
		</>
	)
}
