import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { csvEuros } from '#app/lib/csv.ts'
import { formatFrenchDate, type IsoDay } from '#app/lib/dates.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { formatEuros } from '#app/lib/money.ts'
import { matchingMessages as m } from '#app/lib/pots/matching-messages.ts'
import { matchingSchema } from '#app/lib/pots/matching-schema.ts'
import { Field, FormAlert } from '../forms.tsx'

export type OrganiserMatchingData = {
	offer: { ratioPercent: number; ceilingCents: number; until: IsoDay } | null
	text: { headline: string; limits: string; status: string | null } | null
	donatedCents: number
	matchedCents: number
	paidCents: number
	donationId: number | null
	pending: boolean
}

/**
 * A company pot's matching in its organiser's view: donated and matched apart, the offer as the pot page shows
 * it, and while the pot is open the form that announces or changes it (it works without JavaScript).
 */
export function OrganiserMatching({
	matching,
	closed,
	closingDay,
	lastResult,
	payUrl,
}: {
	matching: OrganiserMatchingData
	closed: boolean
	closingDay: IsoDay
	lastResult: SubmissionResult<string[]> | null
	payUrl: string | null
}) {
	return (
		<section aria-labelledby="matching-title" className="mb-10">
			<h2 id="matching-title" className="mb-4 text-2xl font-bold">
				{m.formTitle}
			</h2>
			<dl className="mb-4 grid gap-4 sm:grid-cols-2">
				<div className="rounded-2xl border border-pink-100 p-4">
					<dt className="text-muted">{m.donatedLabel}</dt>
					<dd className="text-xl font-bold">{formatEuros(matching.donatedCents)}</dd>
				</div>
				<div className="rounded-2xl border border-pink-100 p-4">
					<dt className="text-muted">{m.matchedLabel}</dt>
					<dd className="text-xl font-bold">{formatEuros(matching.matchedCents)}</dd>
				</div>
			</dl>
			{matching.text ? (
				<p className="mb-4">
					<strong>{matching.text.headline}</strong> ({matching.text.limits})
					{matching.text.status ? ` · ${matching.text.status}` : ''}
				</p>
			) : null}
			{closed ? (
				matching.paidCents > 0 ? (
					<p className="font-semibold">{m.matchingPaid(matching.paidCents)}</p>
				) : matching.pending ? (
					<p className="font-semibold">{m.matchingPending(matching.matchedCents)}</p>
				) : matching.matchedCents > 0 ? (
					payUrl ? (
						<a href={payUrl} className="btn-primary">
							{m.payMatching(matching.matchedCents)}
						</a>
					) : (
						<p className="font-semibold">{m.matchingDue(matching.matchedCents)}</p>
					)
				) : null
			) : (
				<MatchingForm offer={matching.offer} closingDay={closingDay} lastResult={lastResult} />
			)}
		</section>
	)
}

function MatchingForm({
	offer,
	closingDay,
	lastResult,
}: {
	offer: OrganiserMatchingData['offer']
	closingDay: IsoDay
	lastResult: SubmissionResult<string[]> | null
}) {
	const busy = useNavigation().formData?.get('intent') === 'matching'
	const [form, fields] = useForm({
		id: 'matching',
		lastResult,
		defaultValue: offer
			? {
					ratio_percent: String(offer.ratioPercent),
					ceiling: csvEuros(offer.ceilingCents),
					until: formatFrenchDate(offer.until),
				}
			: { ratio_percent: '100', ceiling: '', until: formatFrenchDate(closingDay) },
		onValidate: ({ formData }) => parseWithNotice(formData, matchingSchema(new Date(), closingDay)),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="max-w-xl space-y-4">
			<FormAlert id={form.errorId} errors={form.errors} />
			<input type="hidden" name="intent" value="matching" />
			<Field
				meta={fields.ratio_percent}
				label={m.ratioLabel}
				hint={m.ratioHint}
				inputProps={{ inputMode: 'numeric' }}
			/>
			<Field
				meta={fields.ceiling}
				label={m.ceilingLabel}
				hint={m.ceilingHint}
				inputProps={{ inputMode: 'decimal' }}
			/>
			<Field meta={fields.until} label={m.untilLabel} hint={`${m.untilHint} Format JJ-MM-AAAA.`} />
			<button type="submit" className="btn-secondary" disabled={busy}>
				{offer ? m.change : m.announce}
			</button>
		</Form>
	)
}
