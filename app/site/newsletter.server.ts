import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { newsletterSubscribers } from '#db/schema/index.ts'
import { consumeRateLimit } from '../auth/rate-limit.server.ts'
import { signToken, verifyToken } from '../auth/signed-token.server.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { NEWSLETTER_CONFIRM_KIND, newsletterConfirmationEmail } from '../mail/newsletter-email.server.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The newsletter with double opt-in: a footer sign-up records the address unconfirmed and mails it a signed
 * link; only an address whose owner followed it (and has not unsubscribed since) receives the newsletter.
 */

const CONFIRM_PURPOSE = 'newsletter-confirm'
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe'

const DAY_MS = 24 * 60 * 60 * 1000
const CONFIRM_VALID_DAYS = 7
/**
 * An unsubscribe link must keep working in any old mail: the signed-token helper always writes an expiry,
 * so this one is set a century away, which is none in practice.
 */
const UNSUBSCRIBE_TTL_MS = 100 * 365 * DAY_MS

const HOUR_MS = 60 * 60 * 1000
/** Sign-ups per IP address, and confirmation mails per address (the rest get the same answer, no mail). */
export const newsletterLimits = {
	ip: { limit: 20, windowMs: HOUR_MS },
	email: { limit: 3, windowMs: HOUR_MS },
}

type EmailPayload = { email: string }

const newsletterConfirmToken = (email: string) =>
	signToken(CONFIRM_PURPOSE, { email } satisfies EmailPayload, CONFIRM_VALID_DAYS * DAY_MS)

const newsletterUnsubscribeToken = (email: string) =>
	signToken(UNSUBSCRIBE_PURPOSE, { email } satisfies EmailPayload, UNSUBSCRIBE_TTL_MS)

function emailOf(purpose: string, token: string | null | undefined): string | null {
	const email = verifyToken<Partial<EmailPayload>>(purpose, token)?.email
	return typeof email === 'string' && email ? email : null
}

/** The address of a valid, unexpired confirmation link, else null. */
export const emailOfConfirmToken = (token: string | null | undefined) => emailOf(CONFIRM_PURPOSE, token)

/** The address of a valid unsubscribe link, else null. */
export const emailOfUnsubscribeToken = (token: string | null | undefined) =>
	emailOf(UNSUBSCRIBE_PURPOSE, token)

/** The site's paths of the links of the newsletter mails. */
const newsletterConfirmPath = (email: string) =>
	`/newsletter/confirmer?token=${encodeURIComponent(newsletterConfirmToken(email))}`
const newsletterUnsubscribePath = (email: string) =>
	`/newsletter/desinscription?token=${encodeURIComponent(newsletterUnsubscribeToken(email))}`

/** Whether the sign-ups of this IP address are still under their limit (each call counts one). */
export function allowNewsletterSignUp(clientIp: string) {
	return consumeRateLimit(`newsletter:ip:${clientIp}`, newsletterLimits.ip)
}

function findSubscriber(email: string) {
	return getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get()
}

type SignUpOutcome = 'confirmation-sent' | 'already-subscribed' | 'too-many-mails'

/**
 * Records a sign-up (an e-mail already checked and lower-cased) and mails the confirmation link. A confirmed
 * address gets nothing more; an address that had unsubscribed must confirm again. The visitor is given the
 * same answer whatever the outcome, so the form does not tell who is subscribed.
 */
export async function signUpForNewsletter(email: string, request: Request): Promise<SignUpOutcome> {
	const row = findSubscriber(email)
	if (row?.confirmedAt && !row.unsubscribedAt) return 'already-subscribed'
	const allowed = consumeRateLimit(`newsletter:email:${email}`, newsletterLimits.email)
	const content = newsletterConfirmationEmail({
		confirmUrl: absoluteUrl(request, newsletterConfirmPath(email)),
		unsubscribeUrl: absoluteUrl(request, newsletterUnsubscribePath(email)),
		validDays: CONFIRM_VALID_DAYS,
	})
	// The sign-up and its confirmation mail are written together: a crash cannot keep one without the other.
	const mailId = getDb().transaction((tx) => {
		if (!row) {
			tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().run()
		} else if (row.unsubscribedAt) {
			tx.update(newsletterSubscribers)
				.set({ confirmedAt: null, unsubscribedAt: null })
				.where(eq(newsletterSubscribers.id, row.id))
				.run()
		}
		return allowed ? queueMail(tx, { to: email, kind: NEWSLETTER_CONFIRM_KIND, ...content }) : null
	})
	if (mailId === null) return 'too-many-mails'
	await deliverMail(mailId)
	return 'confirmation-sent'
}

/**
 * Confirms the address of a valid link: it becomes a recipient (again, if it had unsubscribed since the
 * link was sent, as its owner asks so). Confirming twice changes nothing. Null when the link is refused.
 */
export function confirmNewsletter(token: string | null | undefined): { email: string } | null {
	const email = emailOfConfirmToken(token)
	if (!email) return null
	const db = getDb()
	const row = findSubscriber(email)
	if (!row) {
		db.insert(newsletterSubscribers).values({ email, confirmedAt: new Date() }).onConflictDoNothing().run()
	} else if (!row.confirmedAt || row.unsubscribedAt) {
		db.update(newsletterSubscribers)
			.set({ confirmedAt: new Date(), unsubscribedAt: null })
			.where(eq(newsletterSubscribers.id, row.id))
			.run()
	}
	return { email }
}

/**
 * Unsubscribes the address of a valid link, with or without an account; unsubscribing twice, or an address
 * that is not on the list, changes nothing. Null when the link is refused.
 */
export function unsubscribeFromNewsletter(token: string | null | undefined): { email: string } | null {
	const email = emailOfUnsubscribeToken(token)
	if (!email) return null
	getDb()
		.update(newsletterSubscribers)
		.set({ unsubscribedAt: new Date() })
		.where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
		.run()
	return { email }
}

/** The addresses the newsletter goes to: confirmed, and not unsubscribed since. */
export function newsletterRecipients(): string[] {
	return getDb()
		.select({ email: newsletterSubscribers.email })
		.from(newsletterSubscribers)
		.where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
		.orderBy(asc(newsletterSubscribers.email))
		.all()
		.map((row) => row.email)
}
