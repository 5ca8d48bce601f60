import { and, eq } from 'drizzle-orm'
import { payouts, pots } from '#db/schema/index.ts'
import { requireCharityMember } from '../auth/staff.server.ts'
import { parseId } from '../lib/ids.ts'
import { getDb } from '../platform/db.server.ts'
import { httpError } from '../platform/http-errors.server.ts'
import { requireOrganiserPot } from './organiser.server.ts'
import { getPublicPot } from './pot-page.server.ts'

/**
 * Who may write a pot's news (issue 27 item 2): its organiser, always; once the pot is paid out (a SUCCEEDED
 * payout), the members of its charity, whose items are shown as the charity's. Each side edits and deletes its
 * own side's items only. Anyone else gets the organiser view's 404 (nothing tells them the pot exists), a
 * member of the charity before the payout a 403, as does anyone while the pot is offline or suspended.
 */
export type NewsAuthor = {
	potId: number
	potName: string
	charityName: string
	organiserName: string
	userId: number
	/** Set when writing as the charity. */
	charityId: number | null
	/** The news pages of this author (list and form, one item). */
	basePath: string
	/** Where « back » goes: the organiser view, or the charity's pots. */
	backPath: string
}

/** The pot as its page shows it; a pot taken offline or suspended takes no news (nor mails its donors): 403. */
function publicPot(potId: number) {
	const pot = getPublicPot(potId)
	if (!pot) throw httpError(404)
	if (!pot.isActive || pot.suspendedAt !== null) throw httpError(403)
	return pot
}

export async function requireOrganiserNewsAuthor(request: Request, idParam: string | undefined) {
	const { pot, user } = await requireOrganiserPot(request, idParam)
	const details = publicPot(pot.id)
	return {
		potId: pot.id,
		potName: pot.name,
		charityName: pot.charityName,
		organiserName: details.organiserName,
		userId: user.id,
		charityId: null,
		basePath: `/mes-cagnottes/${pot.id}/actualites`,
		backPath: `/mes-cagnottes/${pot.id}`,
	} satisfies NewsAuthor
}

/** True when the pot has been paid out to the charity (a SUCCEEDED payout). */
export function isPotPaidOut(potId: number, charityId: number) {
	return Boolean(
		getDb()
			.select({ id: payouts.id })
			.from(payouts)
			.where(and(eq(payouts.potId, potId), eq(payouts.charityId, charityId), eq(payouts.status, 'SUCCEEDED')))
			.get(),
	)
}

/** The pots of a charity paid out to it: where its members may thank the donors. */
export function paidOutPotIds(charityId: number): Set<number> {
	return new Set(
		getDb()
			.selectDistinct({ potId: payouts.potId })
			.from(payouts)
			.where(and(eq(payouts.charityId, charityId), eq(payouts.status, 'SUCCEEDED')))
			.all()
			.map((row) => row.potId),
	)
}

export async function requireCharityNewsAuthor(
	request: Request,
	charityParam: string | undefined,
	potParam: string | undefined,
) {
	const { user, charity } = await requireCharityMember(request, charityParam)
	const potId = parseId(potParam)
	const pot = potId
		? getDb().select({ id: pots.id, charityId: pots.charityId }).from(pots).where(eq(pots.id, potId)).get()
		: undefined
	if (!pot || pot.charityId !== charity.id) throw httpError(404)
	if (!isPotPaidOut(pot.id, charity.id)) throw httpError(403)
	const details = publicPot(pot.id)
	return {
		potId: pot.id,
		potName: details.name,
		charityName: charity.name,
		organiserName: details.organiserName,
		userId: user.id,
		charityId: charity.id,
		basePath: `/association-espace/${charity.id}/cagnottes/${pot.id}/actualites`,
		backPath: `/association-espace/${charity.id}/cagnottes`,
	} satisfies NewsAuthor
}
