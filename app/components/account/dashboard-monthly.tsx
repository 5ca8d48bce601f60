import { Form, Link, useNavigation } from '@remix-run/react'
import { type MonthlyGiftRow } from '#app/account/types.ts'
import {
	DEBIT_DAYS,
	type DashboardTable,
	dashboardLabels as L,
	expandedSearch,
} from '#app/lib/account/dashboard.ts'
import { TableFrame, cell } from './dashboard-table.tsx'

/**
 * 'Mes dons mensuels' (docs/requirements.md#spec-1-2-subscription-rows "Subscription rows"): pot, charity, amount, status, the debit day (its own
 * form) and Arrêter / Reprendre. Plain POST forms to /dons-mensuels/{id}: the action redirects back to the
 * dashboard with a notice, with or without JavaScript. Arrêter first asks for confirmation on its own page
 * (/dons-mensuels/{id}/arreter).
 */
export function MonthlyGiftsTable(props: {
	rows: MonthlyGiftRow[]
	base: string
	expanded: DashboardTable[]
}) {
	const back = `${props.base}${expandedSearch(props.expanded)}`
	const navigation = useNavigation()
	const busyAction = navigation.state === 'submitting' ? navigation.formAction : null
	return (
		<TableFrame
			label={L.monthly}
			head={['Cagnotte', 'Association', 'Montant', 'Statut', 'Jour de prélèvement', 'Actions']}
		>
			{props.rows.map((row) => {
				const action = `/dons-mensuels/${row.id}`
				const busy = busyAction === action
				return (
					<tr key={row.id}>
						<td className={cell}>
							<Link to={`/participate/${row.potId}`} title={row.potFullName} className="underline">
								{row.potName}
							</Link>
						</td>
						<td className={cell}>{row.charityName}</td>
						<td className={`${cell} whitespace-nowrap`}>{row.amount} / mois</td>
						<td className={cell}>{row.status}</td>
						<td className={cell}>
							<Form method="post" action={action} preventScrollReset className="flex items-center gap-2">
								<input type="hidden" name="intent" value="debit-day" />
								<input type="hidden" name="redirectTo" value={back} />
								<label htmlFor={`debit-day-${row.id}`} className="sr-only">
									Jour de prélèvement du don mensuel à {row.potFullName}
								</label>
								<select
									id={`debit-day-${row.id}`}
									name="debit_day"
									defaultValue={row.debitDay}
									key={row.debitDay}
									className="rounded border border-gray-300 px-2 py-1"
								>
									{DEBIT_DAYS.map((day) => (
										<option key={day} value={day}>
											{day}
										</option>
									))}
								</select>
								<button type="submit" className="btn-secondary px-3 py-1" disabled={busy}>
									Modifier<span className="sr-only"> le jour de prélèvement</span>
								</button>
							</Form>
						</td>
						<td className={cell}>
							{row.canStop ? (
								// Stopping asks first, on a page of its own (works without JavaScript).
								<Link
									to={`${action}/arreter?${new URLSearchParams({ redirectTo: back })}`}
									className="btn-secondary px-3 py-1"
								>
									{L.stop}
									<span className="sr-only"> le don mensuel à {row.potFullName}</span>
								</Link>
							) : row.canResume ? (
								<Form method="post" action={action} preventScrollReset>
									<input type="hidden" name="intent" value="resume" />
									<input type="hidden" name="redirectTo" value={back} />
									<button type="submit" className="btn-primary px-3 py-1" disabled={busy}>
										{L.resume}
										<span className="sr-only"> le don mensuel à {row.potFullName}</span>
									</button>
								</Form>
							) : null}
						</td>
					</tr>
				)
			})}
		</TableFrame>
	)
}
