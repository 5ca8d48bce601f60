import { Form } from '@remix-run/react'
import { legalReviewMessages as m } from '#app/lib/charity-space/legal-review-messages.ts'
import { RECEIPT_LEGAL_CATEGORY_LABELS } from '#app/lib/receipts/receipt-content.ts'

type Legal = {
	addressLine1: string | null
	postCode: string | null
	city: string | null
	legalCategory: string | null
	publicUtilityDecreeDate: string | null
}

const categoryOf = (value: string | null) =>
	value ? ((RECEIPT_LEGAL_CATEGORY_LABELS as Record<string, string>)[value] ?? value) : '—'
const addressOf = (legal: Legal | null) =>
	legal?.addressLine1 ? `${legal.addressLine1}, ${legal.postCode ?? ''} ${legal.city ?? ''}`.trim() : '—'

/** What a charity's receipts print now and what its members sent, with the operator's two answers. */
export function LegalReview({ review }: { review: { current: Legal | null; proposed: Legal } }) {
	const rows = [
		['Adresse du siège', addressOf(review.current), addressOf(review.proposed)],
		[
			'Catégorie',
			categoryOf(review.current?.legalCategory ?? null),
			categoryOf(review.proposed.legalCategory),
		],
		[
			'Date du décret (utilité publique)',
			review.current?.publicUtilityDecreeDate ?? '—',
			review.proposed.publicUtilityDecreeDate ?? '—',
		],
	]
	return (
		<section aria-labelledby="legal-review-heading" className="mb-8 rounded-2xl border border-pink-100 p-4">
			<h2 id="legal-review-heading" className="mb-2 text-xl font-semibold">
				{m.heading}
			</h2>
			<p className="mb-3">{m.intro}</p>
			<table className="mb-4">
				<thead>
					<tr>
						<th scope="col" className="pr-4 text-left">
							Information
						</th>
						<th scope="col" className="pr-4 text-left">
							Sur les reçus aujourd’hui
						</th>
						<th scope="col" className="text-left">
							Proposée
						</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(([label, current, proposed]) => (
						<tr key={label}>
							<th scope="row" className="pr-4 text-left font-normal">
								{label}
							</th>
							<td className="pr-4">{current}</td>
							<td>{proposed}</td>
						</tr>
					))}
				</tbody>
			</table>
			<Form method="post" className="mb-3">
				<input type="hidden" name="intent" value="approve-legal" />
				<button type="submit" className="btn-primary">
					{m.approve}
				</button>
			</Form>
			<Form method="post" className="max-w-lg space-y-2">
				<input type="hidden" name="intent" value="reject-legal" />
				<label htmlFor="legal-reason" className="block font-medium">
					{m.reasonLabel}
				</label>
				<textarea
					id="legal-reason"
					name="reason"
					required
					maxLength={500}
					rows={3}
					className="w-full rounded border border-gray-500 px-3 py-2"
				/>
				<button type="submit" className="btn-secondary">
					{m.reject}
				</button>
			</Form>
		</section>
	)
}
