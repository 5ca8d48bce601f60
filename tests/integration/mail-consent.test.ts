import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { invitationMessages, skippedGuestsMessage } from '#app/lib/pots/invitation-messages.ts'
import { shareMessages } from '#app/lib/messages.ts'
import { action as shareAction } from '#app/routes/participate.$id_.partager.tsx'
import { action as stopAction } from '#app/routes/invitations.desinscription.tsx'
import { action as declineAction, loader as declineLoader } from '#app/routes/invitations.refuser.tsx'
import { action as newsletterAction } from '#app/routes/newsletter.tsx'
import { action as newsletterUnsubscribeAction } from '#app/routes/newsletter_.desinscription.tsx'
import { mailOutbox, newsletterSubscribers, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'
import { headersOf, useLocalSmtpServer } from './smtp-server.ts'

/** Issue 26 item 4: bulk mail with one-click unsubscribe; invitations that say who, answer to the organiser, and can be refused. */

useSeededAppDatabase()
const smtp = useLocalSmtpServer()
const BASE = 'http://localhost:3000'
let birthday = 0
let marieCookie = ''
let marieEmail = ''
const previousSmtpUrl = process.env.SMTP_URL

beforeAll(async () => {
	process.env.SMTP_URL = smtp.url
	forgetEnv()
	const db = getDb()
	birthday = db.select({ id: pots.id }).from(pots).where(eq(pots.name, 'Les 40 ans de Marie')).get()!.id
	const marie = db.select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()!
	marieEmail = marie.email
	marieCookie = cookiesOf(new Response(null, { headers: await createSession(marie.id, new Request(BASE)) }))
}, 60_000)

afterAll(() => {
	if (previousSmtpUrl === undefined) delete process.env.SMTP_URL
	else process.env.SMTP_URL = previousSmtpUrl
	forgetEnv()
})

function share(emails: string, cookie = marieCookie) {
	const body = new FormData()
	body.set('emails', emails)
	const request = new Request(`${BASE}/participate/${birthday}/partager`, {
		method: 'POST',
		body,
		headers: new Headers({ cookie }),
	})
	return run(() => shareAction({ request, params: { id: String(birthday) }, context: context() }))
}

/** The mail the SMTP server received for an address (the last one). */
function receivedBy(email: string) {
	const mail = smtp.received.filter((m) => m.rcptTo.includes(email)).at(-1)
	return mail ? { raw: mail.raw, headers: headersOf(mail.raw) } : undefined
}

/** A one-click unsubscribe as a mail provider sends it (RFC 8058): a POST to the header's URL, no session. */
function oneClick(url: string) {
	return new Request(url, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: 'List-Unsubscribe=One-Click',
	})
}

const unsubscribeUrl = (headers: Map<string, string>) =>
	/^<(https?:\/\/[^>]+)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1]

const outboxText = (email: string) =>
	getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).all().at(-1)?.text ?? ''

async function toastText(headers: Headers) {
	const cookie = cookiesOf(new Response(null, { headers }))
	return (await getToast(new Request(BASE, { headers: { cookie } }))).toast?.description
}

describe('an invitation to a pot', () => {
	test('says who sent it and why, answers to the organiser, and offers one-click unsubscribe', async () => {
		const res = await share('invite.un@exemple.fr')
		expect(res.status).toBe(302)
		const mail = receivedBy('invite.un@exemple.fr')!
		expect(mail.headers.get('reply-to')).toBe(marieEmail)
		expect(unsubscribeUrl(mail.headers)).toMatch(
			/^http:\/\/localhost:3000\/invitations\/desinscription\?token=/,
		)
		expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
		const text = outboxText('invite.un@exemple.fr')
		expect(text).toContain(
			'Pourquoi cet e-mail ? Marie D., membre de Donnons, a saisi votre adresse sur Donnons',
		)
		expect(text).toContain('Pour écrire à Marie D., répondez simplement à cet e-mail.')
		expect(text).toMatch(/Refuser cette invitation : http:\/\/localhost:3000\/invitations\/refuser\?token=/)
	})

	test('after a one-click stop, no further invitation goes to the address; the sender gets a neutral message', async () => {
		await share('arret@exemple.fr')
		const url = unsubscribeUrl(receivedBy('arret@exemple.fr')!.headers)!
		const stopped = await run(() => stopAction({ request: oneClick(url), params: {}, context: context() }))
		expect(stopped.status).toBe(302)
		const before = smtp.received.length

		const res = await share('Arret@exemple.fr, autre@exemple.fr')
		expect(res.status).toBe(302)
		expect(await toastText(res.headers)).toBe(`${shareMessages.sent} ${skippedGuestsMessage(1)}`)
		expect(smtp.received.slice(before).flatMap((m) => m.rcptTo)).toEqual(['autre@exemple.fr'])

		// Only that address: nothing is sent, and it is not an error.
		const alone = await share('arret@exemple.fr')
		expect(alone.status).toBe(302)
		expect(await toastText(alone.headers)).toBe(skippedGuestsMessage(1))
		expect(smtp.received.length).toBe(before + 1)
	})

	test('a forged stop link is refused', async () => {
		const res = await run(() =>
			stopAction({
				request: oneClick(`${BASE}/invitations/desinscription?token=abc.def`),
				params: {},
				context: context(),
			}),
		)
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ error: invitationMessages.stopLinkInvalid })
	})

	test('a guest declines; the organiser sees it in the guest list', async () => {
		await share('invite.deux@exemple.fr, invite.trois@exemple.fr')
		const link = /Refuser cette invitation : (\S+)/.exec(outboxText('invite.deux@exemple.fr'))![1]!
		// Opening the link changes nothing (mail scanners open links): it shows the pot and a button.
		const page = await run(() =>
			declineLoader({ request: new Request(link), params: {}, context: context() }),
		)
		expect(page.body).toMatchObject({ potName: 'Les 40 ans de Marie' })
		const organiserPage = await pageHandler(['mes-cagnottes.$id.tsx'])
		const listOf = async () => {
			const html = await (
				await organiserPage(`/mes-cagnottes/${birthday}`, { headers: { cookie: marieCookie } })
			).text()
			return /<ul aria-label="Invités par email"[\s\S]*?<\/ul>/.exec(html)![0].replace(/<!-- -->/g, '')
		}
		expect(await listOf()).not.toContain(invitationMessages.declinedLabel)

		const token = new URL(link).searchParams.get('token')!
		const res = await run(() =>
			declineAction({
				request: formRequest('/invitations/refuser', { token }),
				params: {},
				context: context(),
			}),
		)
		expect(res.status).toBe(302)
		expect(await toastText(res.headers)).toBe(invitationMessages.declined)
		const list = await listOf()
		expect(list).toContain(
			`invite.deux@exemple.fr<span class="text-muted"> — ${invitationMessages.declinedLabel}`,
		)
		expect(list).toMatch(/invite\.trois@exemple\.fr<\/li>/)
	})
})

describe('the newsletter mail', () => {
	test('carries List-Unsubscribe; its one-click POST unsubscribes without a session', async () => {
		const email = 'lectrice.un-clic@exemple.fr'
		await run(() =>
			newsletterAction({
				request: formRequest('/newsletter', { email }),
				params: {},
				context: context('10.9.9.9'),
			}),
		)
		const mail = receivedBy(email)!
		expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
		const url = unsubscribeUrl(mail.headers)!
		expect(url).toMatch(/^http:\/\/localhost:3000\/newsletter\/desinscription\?token=/)
		const res = await run(() =>
			newsletterUnsubscribeAction({ request: oneClick(url), params: {}, context: context() }),
		)
		expect(res.status).toBe(302)
		const row = getDb()
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, email))
			.get()!
		expect(row.unsubscribedAt).not.toBeNull()
	})
})
