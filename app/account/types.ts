import { type DashboardTable, type ReceiptCell } from '../lib/account/dashboard.ts'
import { type HelpHeadroom } from '../lib/receipts/tax-headroom.ts'

/** What the dashboard loader sends to the page (client-safe: app/components import it). */

type Table<T> = { rows: T[]; total: number }

type ParticipationRow = {
	id: number
	potId: number
	potName: string
	potFullName: string
	charityName: string
	amount: string
	date: string
	paymentStatus: string
	potStatus: string
	receipt: ReceiptCell
}

export type MonthlyGiftRow = {
	id: number
	potId: number
	potName: string
	potFullName: string
	charityName: string
	amount: string
	status: string
	debitDay: number
	canStop: boolean
	canResume: boolean
	potFinished: boolean
}

type OwnPotRow = {
	id: number
	name: string
	fullName: string
	charityName: string
	closingDate: string
	collected: string
	/** The collected amount and the goal in cents, for the goal's progress bar (issue 27). */
	totalCents: number
	goalCents: number | null
	status: string
	/** Individuals: the number of contributors; companies: null. */
	contributors: number | null
	/** Companies: the payment status label of the pot; individuals: null. */
	paymentStatus: string | null
}

export type DashboardData = {
	company: boolean
	given: string
	received: string
	expanded: DashboardTable[]
	participations: Table<ParticipationRow>
	monthly: Table<MonthlyGiftRow>
	pots: Table<OwnPotRow>
	statements: { year: number; href: string }[]
	/** What is left of this year's 75 % ceiling (individuals; null for a company). */
	headroom: HelpHeadroom | null
}
