/**
 * Where a page of a pot's participants starts (docs/performance.md): after the donation (createdAt, id) that ended the
 * previous page — a keyset walk on donations_pot_idx, so the 1 000th page costs what the first does — and how
 * many were shown before it (for "Participations 51 à 100 sur 230"; display only). Written `ms.id.shown` in
 * the `apres` query parameter; anything else reads as no cursor: the first page.
 */
export type ParticipantsCursor = { createdAtMs: number; id: number; shown: number }

export const PARTICIPANTS_CURSOR_PARAM = 'apres'

export function formatParticipantsCursor({ createdAtMs, id, shown }: ParticipantsCursor) {
	return `${createdAtMs}.${id}.${shown}`
}

export function parseParticipantsCursor(value: string | null | undefined): ParticipantsCursor | null {
	const match = /^(\d{1,15})\.(\d{1,12})\.(\d{1,9})$/.exec(value ?? '')
	if (!match) return null
	const [createdAtMs, id, shown] = [Number(match[1]), Number(match[2]), Number(match[3])]
	return Number.isSafeInteger(createdAtMs) ? { createdAtMs, id, shown } : null
}
