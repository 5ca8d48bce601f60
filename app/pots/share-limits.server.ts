import { reserveQuotas } from '../auth/rate-limit.server.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * How many invitations a share may send, so that the form cannot be used to relay mail under our domain.
 * The organiser (spec: 500 guests a send) may send 5 lists an hour, 1 000 guests in all. Anyone else — a
 * visitor, or a member who does not own the pot — sends the fixed invitation only (no free text), at most
 * 20 guests an hour from one address (and one account), and a pot receives at most 100 such invitations a day.
 */
const shareLimits = {
	organiser: {
		sends: { limit: 5, windowMs: HOUR },
		guests: { limit: 1000, windowMs: HOUR },
	},
	visitor: {
		sends: { limit: 5, windowMs: HOUR },
		guests: { limit: 20, windowMs: HOUR },
		guestsPerPot: { limit: 100, windowMs: DAY },
	},
} as const

type Sender = { potId: number; userId: number | null; organiser: boolean; ip: string }

/** Counts one send of `guests` invitations, or refuses it whole (nothing counted, nothing to send). */
export function reserveShare({ potId, userId, organiser, ip }: Sender, guests: number, now = new Date()) {
	if (organiser && userId !== null) {
		const { sends, guests: perHour } = shareLimits.organiser
		return reserveQuotas(
			[
				{ key: `share:sends:user:${userId}`, amount: 1, ...sends },
				{ key: `share:guests:user:${userId}`, amount: guests, ...perHour },
			],
			now,
		)
	}
	const { sends, guests: perHour, guestsPerPot } = shareLimits.visitor
	const senders = [`ip:${ip}`, ...(userId === null ? [] : [`user:${userId}`])]
	return reserveQuotas(
		[
			...senders.flatMap((sender) => [
				{ key: `share:visitor-sends:${sender}`, amount: 1, ...sends },
				{ key: `share:visitor-guests:${sender}`, amount: guests, ...perHour },
			]),
			{ key: `share:visitor-guests:pot:${potId}`, amount: guests, ...guestsPerPot },
		],
		now,
	)
}
