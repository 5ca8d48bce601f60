/**
 * When a monthly direct debit is due (docs/requirements.md#spec-1-3: debit day 1 to 31). A day that the month does not have
 * (31 in April, 29–31 in February) falls on the month's last day. Dates are Paris calendar days.
 */
export function isDebitDue(debitDay: number, isoDay: string) {
	const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number]
	const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
	return day === Math.min(debitDay, lastDay)
}

/** The month a debit belongs to, `yyyy-MM`: one pay-in per subscription and period, never two. */
export const debitPeriod = (isoDay: string) => isoDay.slice(0, 7)
