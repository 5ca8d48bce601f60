/**
 * The rules of a pot's news (issue 27 item 2, ADR 037): at most one news e-mail per pot in any
 * rolling 24 hours; the body's length; the audience choice.
 */

export const NEWS_EMAIL_INTERVAL_MS = 24 * 60 * 60 * 1000
/** The sanitised body's length, HTML included (a long letter is about 5 000 characters). */
export const NEWS_BODY_MAX_LENGTH = 10_000

/**
 * When the next news e-mail of a pot may go, given when the last one went (null: never): null when it may go
 * now. Rolling: exactly 24 h after the last one.
 */
export function nextNewsEmailAt(lastSentAt: Date | null, now: Date): Date | null {
	if (!lastSentAt) return null
	const next = new Date(lastSentAt.getTime() + NEWS_EMAIL_INTERVAL_MS)
	return next.getTime() > now.getTime() ? next : null
}

export type NewsAudience = 'donors' | 'none'

/** The posted audience, or null when it is neither choice. */
export function parseNewsAudience(value: unknown): NewsAudience | null {
	return value === 'donors' || value === 'none' ? value : null
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
	dateStyle: 'long',
	timeStyle: 'short',
	timeZone: 'Europe/Paris',
})
const parisDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** « 27 novembre 2026 à 18:05 », Paris time (formatted on the server: the page hydrates the same text). */
export const formatNewsDateTime = (date: Date) => parisDateTime.format(date)
/** « 27 novembre 2026 », Paris time. */
export const formatNewsDate = (date: Date) => parisDate.format(date)

/** The errors of a news form, by field ('confirm': the deletion's tick box; 'form': the whole form). */
export type NewsFormErrors = Partial<Record<'body' | 'image' | 'audience' | 'confirm' | 'form', string>>
