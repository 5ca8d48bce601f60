import { Form } from '@remix-run/react'
import { useId, useState } from 'react'
import { audienceLabels, taxRateText } from '#app/lib/catalogue/charity-page.ts'
import { type RateAudience } from '#app/lib/account/account-kind.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type EventOption = { id: number; name: string }
export type EventOptions = { particulier: EventOption[]; entreprise: EventOption[] }

const groups: Array<{ audience: RateAudience; key: keyof EventOptions; label: string }> = [
	{ audience: 'PRIVATE', key: 'particulier', label: 'Évènements personnels' },
	{ audience: 'ENTERPRISE', key: 'entreprise', label: 'Évènements professionnels' },
]

/**
 * The side block of a charity page (spec 2 "Charity details"): the tax reduction, 'Evènement personnel'
 * / 'Evènement professionnel' for visitors, 'Quel évènement?' and 'Créer une cagnotte'. The form GETs the
 * charity page itself with intent=create; its loader checks the event and redirects to step 2, whose path
 * depends on the audience. Without JavaScript the list shows both groups of events.
 */
export function CharityCreateForm({
	action,
	charityId,
	rates,
	lockedAudience,
	audience: initialAudience,
	evt,
	eventTypes,
	error,
}: {
	action: string
	charityId: number
	rates: { privateRate: number; enterpriseRate: number }
	/** A signed-in user's audience: no radio, only their events. */
	lockedAudience: RateAudience | null
	audience: RateAudience | null
	evt: string | null
	eventTypes: EventOptions
	error: string | null
}) {
	const id = useId()
	const hydrated = useHydrated()
	const [audience, setAudience] = useState<RateAudience | null>(lockedAudience ?? initialAudience)
	const shownAudience = lockedAudience ?? audience
	const shownGroups = groups.filter((g) =>
		lockedAudience ? g.audience === lockedAudience : !hydrated || !audience || g.audience === audience,
	)
	const errorId = `${id}-error`
	return (
		<Form method="get" action={action} className="space-y-4">
			<input type="hidden" name="intent" value="create" />
			<input type="hidden" name="assoc" value={charityId} />
			{error ? (
				<div
					id={errorId}
					role="alert"
					className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
				>
					<p className="font-semibold">{toastTitles.attention}</p>
					<p>{error}</p>
				</div>
			) : null}
			<p className="text-center">
				<span className="block text-sm text-muted">Réduction d’impôt</span>
				<span className="block whitespace-nowrap text-3xl font-bold text-brand-dark" data-testid="tax-rate">
					{taxRateText(rates, shownAudience)}
				</span>
				<span className="block text-sm text-muted">du montant de chaque don</span>
			</p>
			{lockedAudience ? null : (
				<fieldset>
					<legend className="mb-1 font-medium">Pour quel type d’évènement ?</legend>
					<div className="flex flex-wrap gap-x-6 gap-y-2">
						{groups.map((group) => (
							<label key={group.audience} className="flex items-center gap-2">
								<input
									type="radio"
									name="audience"
									value={group.audience}
									defaultChecked={initialAudience === group.audience}
									onChange={() => setAudience(group.audience)}
									className="h-4 w-4 accent-brand-dark"
								/>
								{audienceLabels[group.audience]}
							</label>
						))}
					</div>
				</fieldset>
			)}
			<div>
				<label htmlFor={`${id}-evt`} className="mb-1 block font-medium">
					Quel évènement?
				</label>
				<select
					key={shownGroups.map((g) => g.key).join()}
					id={`${id}-evt`}
					name="evt"
					defaultValue={evt ?? ''}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					className="w-full rounded border border-gray-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
				>
					<option value="">Choisissez un évènement</option>
					{shownGroups.length === 1
						? shownGroups
								.flatMap((g) => eventTypes[g.key])
								.map((e) => (
									<option key={e.id} value={e.id}>
										{e.name}
									</option>
								))
						: shownGroups.map((g) => (
								<optgroup key={g.key} label={g.label}>
									{eventTypes[g.key].map((e) => (
										<option key={e.id} value={e.id}>
											{e.name}
										</option>
									))}
								</optgroup>
							))}
				</select>
			</div>
			<button type="submit" className="btn-primary w-full">
				Créer une cagnotte
			</button>
		</Form>
	)
}
