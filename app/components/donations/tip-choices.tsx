import { useId } from 'react'
import { TIP_CHOICES } from '#app/lib/donations/donate-rules.ts'
import { formatEuros } from '#app/lib/money.ts'

/**
 * The optional tip to Donnons (docs/requirements.md#spec-3-3 gift_donnons): every choice with equal prominence, 0 € first and
 * pre-selected unless the donor chose otherwise.
 */
export function TipChoices({
	name = 'tip',
	selected = '0',
	legendClassName = 'mb-1 font-semibold',
}: {
	name?: string
	selected?: string
	legendClassName?: string
}) {
	const hintId = useId()
	return (
		<fieldset>
			<legend className={legendClassName}>Un pourboire pour Donnons ? (facultatif)</legend>
			<p id={hintId} className="mb-2 text-sm text-muted">
				Donnons est gratuit pour les donateurs : vous pouvez, si vous le souhaitez, soutenir la plateforme.
			</p>
			<div className="flex flex-wrap gap-3" aria-describedby={hintId}>
				{TIP_CHOICES.map((tip) => (
					<label
						key={tip}
						className="flex items-center gap-2 rounded-full border-2 border-brand-dark px-4 py-2 font-semibold"
					>
						<input
							type="radio"
							name={name}
							value={tip}
							defaultChecked={String(tip) === selected}
							className="h-5 w-5"
						/>
						{formatEuros(tip)}
					</label>
				))}
			</div>
		</fieldset>
	)
}
