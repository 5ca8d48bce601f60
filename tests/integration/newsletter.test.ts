import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { derivedMessages, newsletterMessages, toastTitles } from '#app/lib/messages.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { action as signUpAction } from '#app/routes/newsletter.tsx'
import { action as confirmAction, loader as confirmLoader } from '#app/routes/newsletter_.confirmer.tsx'
import {
	action as unsubscribeAction,
	loader as unsubscribeLoader,
} from '#app/routes/newsletter_.desinscription.tsx'
import { newsletterLimits, newsletterRecipients } from '#app/site/newsletter.server.ts'
import { mailOutbox, newsletterSubscribers } from '#db/schema/index.ts'
import { useAppDatabase } from '#tests/support/database.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'

const db = useAppDatabase()
const BASE = 'http://localhost:3000'

let ipCounter = 0
/** Each sign-up from its own IP address, unless told: the per-IP limit is tested on its own. */
const freshIp = () => `10.0.0.${++ipCounter}`

function signUp(email: string, ip = freshIp()) {
	return run(() =>
		signUpAction({
			request: formRequest('/newsletter', {
				email,
				redirectTo: '/associations-partenaires-cagnotte-solidaire',
			}),
			params: {},
			context: context(ip),
		}),
	)
}

const linkPage = (path: string, token: string) =>
	new Request(`${BASE}${path}?token=${encodeURIComponent(token)}`)

function confirm(token: string) {
	return run(() =>
		confirmAction({
			request: formRequest('/newsletter/confirmer', { token }),
			params: {},
			context: context(),
		}),
	)
}

function unsubscribe(token: string) {
	return run(() =>
		unsubscribeAction({
			request: formRequest('/newsletter/desinscription', { token }),
			params: {},
			context: context(),
		}),
	)
}

async function toastOf(headers: Headers) {
	const cookie = cookiesOf(new Response(null, { headers }))
	return (await getToast(new Request(BASE, { headers: { cookie } }))).toast
}

const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all()
const subscriber = (email: string) =>
	db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get()

/** The tokens of the links in the latest confirmation mail to that address. */
function linksOf(email: string) {
	const mail = mailsTo(email).at(-1)
	const token = (path: string) =>
		decodeURIComponent(mail?.text.match(new RegExp(`https?://\\S+${path}\\?token=(\\S+)`))?.[1] ?? '')
	return { confirm: token('/newsletter/confirmer'), unsubscribe: token('/newsletter/desinscription') }
}

describe('newsletter double opt-in', () => {
	test('a sign-up is stored unconfirmed and gets a mail with a confirm and an unsubscribe link', async () => {
		const res = await signUp('  Lectrice@Exemple.fr ')
		expect(res.status).toBe(302)
		expect(res.location).toBe('/associations-partenaires-cagnotte-solidaire')
		expect(await toastOf(res.headers)).toMatchObject({
			type: 'info',
			description: derivedMessages.newsletterConfirmationSent,
		})
		const row = subscriber('lectrice@exemple.fr')
		expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null })
		expect(newsletterRecipients()).not.toContain('lectrice@exemple.fr')

		const [mail] = mailsTo('lectrice@exemple.fr')
		expect(mail).toMatchObject({
			kind: 'newsletter-confirm',
			subject: 'Confirmez votre inscription à la newsletter Donnons',
		})
		expect(mail!.html).toContain('/newsletter/confirmer?token=')
		expect(mail!.html).toContain('/newsletter/desinscription?token=')
		const links = linksOf('lectrice@exemple.fr')
		expect(links.confirm).not.toBe('')
		expect(links.unsubscribe).not.toBe('')
	})

	test('following the link shows a page that changes nothing; its button confirms the address', async () => {
		await signUp('lecteur@exemple.fr')
		const { confirm: token } = linksOf('lecteur@exemple.fr')
		const page = await run(() =>
			confirmLoader({ request: linkPage('/newsletter/confirmer', token), params: {}, context: context() }),
		)
		expect(page.status).toBe(200)
		expect(page.body).toEqual({ token, email: 'lecteur@exemple.fr' })
		expect(subscriber('lecteur@exemple.fr')?.confirmedAt).toBeNull()

		const res = await confirm(token)
		expect(res.status).toBe(302)
		expect(res.location).toBe('/')
		expect(await toastOf(res.headers)).toMatchObject({
			type: 'success',
			title: toastTitles.congratulations,
			description: newsletterMessages.subscribed,
		})
		const confirmedAt = subscriber('lecteur@exemple.fr')?.confirmedAt
		expect(confirmedAt).toBeInstanceOf(Date)
		expect(newsletterRecipients()).toContain('lecteur@exemple.fr')
		// Twice: harmless, the first confirmation date is kept.
		expect((await confirm(token)).status).toBe(302)
		expect(subscriber('lecteur@exemple.fr')?.confirmedAt).toEqual(confirmedAt)
	})

	test('a tampered, foreign or expired link is refused with a French message, never a 5xx', async () => {
		await signUp('curieux@exemple.fr')
		const links = linksOf('curieux@exemple.fr')
		const [body, signature] = links.confirm.split('.')
		const forgedBody = Buffer.from(
			JSON.stringify({ email: 'autre@exemple.fr', exp: Date.now() + 1e9 }),
		).toString('base64url')
		for (const token of [`${forgedBody}.${signature}`, `${body}.x`, 'nimportequoi', '', links.unsubscribe]) {
			const page = await run(() =>
				confirmLoader({ request: linkPage('/newsletter/confirmer', token), params: {}, context: context() }),
			)
			expect(page.status).toBe(400)
			expect(page.body).toMatchObject({ email: null })
			const res = await confirm(token)
			expect(res.status).toBe(400)
			expect(res.body).toEqual({ error: derivedMessages.newsletterConfirmLinkInvalid })
		}
		const unsubscribed = await unsubscribe(links.confirm)
		expect(unsubscribed.status).toBe(400)
		expect(unsubscribed.body).toEqual({ error: derivedMessages.newsletterUnsubscribeLinkInvalid })

		vi.useFakeTimers({ now: Date.now() + 8 * 24 * 60 * 60 * 1000, toFake: ['Date'] })
		try {
			expect((await confirm(links.confirm)).status).toBe(400)
			// The unsubscribe link has no practical expiry.
			expect((await unsubscribe(links.unsubscribe)).status).toBe(302)
		} finally {
			vi.useRealTimers()
		}
		expect(subscriber('curieux@exemple.fr')?.confirmedAt).toBeNull()
		expect(subscriber('autre@exemple.fr')).toBeUndefined()
	})

	test('the unsubscribe link works without an account; signing up again asks for a new confirmation', async () => {
		await signUp('partante@exemple.fr')
		const first = linksOf('partante@exemple.fr')
		await confirm(first.confirm)
		const page = await run(() =>
			unsubscribeLoader({
				request: linkPage('/newsletter/desinscription', first.unsubscribe),
				params: {},
				context: context(),
			}),
		)
		expect(page.body).toEqual({ token: first.unsubscribe, email: 'partante@exemple.fr' })
		expect(subscriber('partante@exemple.fr')?.unsubscribedAt).toBeNull()

		const res = await unsubscribe(first.unsubscribe)
		expect(res.status).toBe(302)
		expect(await toastOf(res.headers)).toMatchObject({
			type: 'success',
			description: derivedMessages.newsletterUnsubscribed,
		})
		expect(subscriber('partante@exemple.fr')?.unsubscribedAt).toBeInstanceOf(Date)
		expect(newsletterRecipients()).not.toContain('partante@exemple.fr')
		expect((await unsubscribe(first.unsubscribe)).status).toBe(302)

		await signUp('partante@exemple.fr')
		expect(mailsTo('partante@exemple.fr')).toHaveLength(2)
		expect(subscriber('partante@exemple.fr')).toMatchObject({ confirmedAt: null, unsubscribedAt: null })
		expect(newsletterRecipients()).not.toContain('partante@exemple.fr')
		await confirm(linksOf('partante@exemple.fr').confirm)
		expect(newsletterRecipients()).toContain('partante@exemple.fr')
	})

	test('a one-click unsubscribe (RFC 8058) posts the token in the URL only', async () => {
		await signUp('clic@exemple.fr')
		const { unsubscribe: token } = linksOf('clic@exemple.fr')
		const request = new Request(`${BASE}/newsletter/desinscription?token=${encodeURIComponent(token)}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'List-Unsubscribe=One-Click',
		})
		expect((await run(() => unsubscribeAction({ request, params: {}, context: context() }))).status).toBe(302)
		expect(subscriber('clic@exemple.fr')?.unsubscribedAt).toBeInstanceOf(Date)
	})

	test('a confirmed address signing up again gets the same answer and no mail', async () => {
		await signUp('fidele@exemple.fr')
		await confirm(linksOf('fidele@exemple.fr').confirm)
		const res = await signUp('fidele@exemple.fr')
		expect(res.status).toBe(302)
		expect(await toastOf(res.headers)).toMatchObject({
			description: derivedMessages.newsletterConfirmationSent,
		})
		expect(mailsTo('fidele@exemple.fr')).toHaveLength(1)
	})

	test('confirmation mails are limited per address, sign-ups per IP address, with no 5xx', async () => {
		const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
		const perAddress = newsletterLimits.email.limit * factor
		for (let i = 0; i < perAddress + 2; i++) {
			const res = await signUp('insistant@exemple.fr')
			expect(await toastOf(res.headers)).toMatchObject({
				description: derivedMessages.newsletterConfirmationSent,
			})
		}
		expect(mailsTo('insistant@exemple.fr')).toHaveLength(perAddress)

		const ip = '192.0.2.7'
		for (let i = 0; i < newsletterLimits.ip.limit * factor; i++) {
			expect((await signUp(`robot${i}@exemple.fr`, ip)).status).toBe(302)
		}
		const refused = await signUp('robot-de-trop@exemple.fr', ip)
		expect(refused.status).toBe(302)
		expect(await toastOf(refused.headers)).toMatchObject({
			type: 'error',
			description: derivedMessages.tooManyAttempts,
		})
		expect(subscriber('robot-de-trop@exemple.fr')).toBeUndefined()
	})

	test('an invalid address is refused with the spec message', async () => {
		const res = await signUp('pas-une-adresse')
		expect(await toastOf(res.headers)).toMatchObject({
			type: 'error',
			description: newsletterMessages.invalidEmail('pas-une-adresse'),
		})
	})
})

describe('the sign-up and its confirmation mail', () => {
	test('are written together: a mail that cannot be written leaves no sign-up', async () => {
		const email = 'sans-courrier@exemple.fr'
		db.$client.exec(
			"CREATE TRIGGER test_refuse BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
		)
		try {
			await signUp(email).catch(() => undefined)
		} finally {
			db.$client.exec('DROP TRIGGER test_refuse')
		}
		expect(subscriber(email)).toBeUndefined()
		expect(mailsTo(email)).toEqual([])
		await signUp(email)
		expect(subscriber(email)).toBeDefined()
		expect(mailsTo(email)).toHaveLength(1)
	})
})
