import { redirect } from '@remix-run/node'
import { requireUser } from '#app/auth/session.server.ts'
import { kindOfPotType, kindOfSegment } from '#app/lib/account/account-kind.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { isPotClosed, parisDay } from '#app/lib/dates.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { charityChangeMessages, charityLockMessage } from '#app/lib/pots/pot-charity-change.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { charityLockOfPot } from './charity-lock.server.ts'
import { detailsFormData } from './details-page.server.ts'
import { findCause, getPotForEdit } from './pots.server.ts'
import { parseId } from '../lib/ids.ts'

/**
 * Only the creator edits a pot; anyone else is sent to the pot page (docs/requirements.md#spec-2-2, docs/requirements.md#spec-2-6). A URL with the other
 * creator type is corrected, its query kept. A closed pot (isPotClosed: past its end date, closed by its
 * organiser, or paid out) is no longer edited, as its page shows the pencil only while it is open
 * (docs/requirements.md#spec-3-2-pot-page): its gifts are settled, or paid out, under its name and charity,
 * so its creator is sent back to its page with the reason, and nothing is saved.
 */
export async function requireOwnPot(
	request: Request,
	params: { type?: string; id?: string },
	page: 'details' | 'assocs',
) {
	const potId = parseId(params.id)
	const pot = potId ? getPotForEdit(potId) : null
	if (!pot || !pot.isActive) throw redirect('/')
	const user = await requireUser(request)
	if (pot.creatorId !== user.id) throw redirect(createPaths.pot(pot.id))
	if (isPotClosed(pot.closingDate, new Date()))
		throw await redirectWithToast(createPaths.pot(pot.id), {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.potClosedNoEdit,
		})
	const type = kindOfPotType(pot.potType)
	if (kindOfSegment(params.type) !== type || params.type !== type)
		throw redirect(`/edit/${type}/${page}/${pot.id}${new URL(request.url).search}`)
	return { pot, user, type } as const
}

type OwnPot = Awaited<ReturnType<typeof requireOwnPot>>['pot']

/**
 * The edit form (`/edit/{type}/details/{id}?evt&assoc`): `evt` preselects an event, `assoc` a new charity
 * chosen on `/edit/{type}/assocs/{id}`, kept until the form is saved. A charity the pot may no longer
 * change to is refused here already, with the reason.
 */
export function editPageData(pot: OwnPot, type: ReturnType<typeof kindOfPotType>, url: URL) {
	const lock = charityLockOfPot(pot.id)
	const evt = parseId(url.searchParams.get('evt'))
	const asked = parseId(url.searchParams.get('assoc'))
	const current = findCause(pot.charityId, null, type).charity
	let chosen = current
	let refusal: string | null = null
	if (asked && asked !== pot.charityId) {
		const candidate = findCause(asked, null, type).charity
		if (lock) refusal = charityLockMessage(lock)
		else if (!candidate) refusal = charityChangeMessages.unavailable
		else chosen = candidate
	}
	const draft = {
		name: pot.name,
		closingDate: parisDay(pot.closingDate),
		descriptionHtml: pot.descriptionHtml,
		bannerPath: pot.bannerPath,
		color: pot.color,
		sharing: pot.isLocked ? ('SHOW' as const) : ('SHARE' as const),
		logoPath: null,
		goalCents: pot.goalCents,
	}
	const eventTypeId = evt && findCause(null, evt, type).event ? evt : pot.eventTypeId
	return {
		type,
		potId: pot.id,
		charity: {
			currentName: current?.name ?? null,
			chosenId: chosen?.id ?? pot.charityId,
			chosenName: chosen && chosen.id !== pot.charityId ? chosen.name : null,
			changeHref: lock ? null : createPaths.editAssocs(type, pot.id, eventTypeId),
			lockMessage: lock ? charityLockMessage(lock) : null,
			refusal,
		},
		...detailsFormData(type, draft, eventTypeId, pot.companyLogo),
	}
}

/** The charity a posted edit form names: the pot's own unless another, still available, was chosen. */
export function postedCharity(pot: OwnPot, type: ReturnType<typeof kindOfPotType>, posted: string | null) {
	const asked = parseId(posted)
	if (!asked || asked === pot.charityId) return { ok: true, charityId: pot.charityId } as const
	return findCause(asked, null, type).charity
		? ({ ok: true, charityId: asked } as const)
		: ({ ok: false, message: charityChangeMessages.unavailable } as const)
}
