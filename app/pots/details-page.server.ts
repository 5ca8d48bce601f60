import { listEventTypes } from '#app/catalogue/event-types.server.ts'
import { brandAssets } from '#app/lib/assets.ts'

import { formatFrenchDate } from '#app/lib/dates.ts'
import { goalInputValue } from '#app/lib/pots/goal.ts'
import { DEFAULT_SHARING, type PotDetailsValues } from '#app/lib/pots/pot-schemas.ts'
import { type PotDraft } from '#machines/pot-creation.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

/** What the details form shows for a draft or a pot being edited. */
export function detailsFormData(
	type: AccountKind,
	draft: PotDraft,
	eventTypeId: number | null,
	companyLogo: string | null,
) {
	const defaults: PotDetailsValues = {
		event_type: eventTypeId ? String(eventTypeId) : '',
		name: draft.name,
		closing_date: draft.closingDate ?? '',
		description: draft.descriptionHtml,
		color: draft.color ?? '',
		// SHARE is pre-selected for a company (docs/requirements.md#spec-2-3); an individual's pot has no sharing choice.
		sharing: draft.sharing ?? (type === 'company' ? DEFAULT_SHARING : ''),
		goal: goalInputValue(draft.goalCents ?? null),
		bannerUrl: draft.bannerPath,
		logoUrl: draft.logoPath ?? companyLogo,
	}
	return {
		defaults,
		eventTypes: listEventTypes(type === 'company' ? 'entreprise' : 'particulier').map((e) => ({
			id: e.id,
			name: e.name,
		})),
		defaultBanner: brandAssets.defaultBanner,
		closingDateLabel: draft.closingDate ? formatFrenchDate(draft.closingDate) : null,
	}
}
