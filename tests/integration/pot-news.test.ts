import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { potMessages } from '#app/lib/messages.ts'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { NEWS_EMAIL_INTERVAL_MS } from '#app/lib/pots/news.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { registerPageCache } from '#app/platform/page-cache.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { loadSharp } from '#app/platform/sharp.server.ts'
import { requireOrganiserNewsAuthor } from '#app/pots/news-access.server.ts'
import { newsAudience, publishNews } from '#app/pots/news.server.ts'
import {
	action as newsAction,
	loader as newsLoader,
} from '#app/routes/mes-cagnottes.$id_.actualites._index.tsx'
import { action as itemAction } from '#app/routes/mes-cagnottes.$id_.actualites.$newsId.tsx'
import {
	action as stopAction,
	loader as stopLoader,
} from '#app/routes/cagnotte-actualites.desinscription.tsx'
import { loader as organiserViewLoader } from '#app/routes/mes-cagnottes.$id.tsx'
import { loader as potPageLoader } from '#app/routes/participate.$id._index.tsx'
import { potNews } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import {
	newsMailsOf,
	newsUrl,
	postNews,
	postNewsItem,
	potWithDonors as makePotWithDonors,
} from '#tests/support/fixtures/pot-news.ts'
import { call } from '#tests/support/fixtures/staff.ts'
import { context, cookiesOf, run } from './request.ts'

// Issue 27 item 2: a pot's news, its audience, the 24 h limit, the unsubscribe link (access: pot-news-access.test.ts).

useSeededAppDatabase()

let charityId = 0
let organiser: { id: number; email: string }
let organiserCookie = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
}, 60_000)

// A new organiser for each test: posting is rate-limited per author.
beforeEach(async () => {
	organiser = makeDonor('organisateur-news')
	organiserCookie = await cookieFor(organiser.id)
})

const post = (potId: number, form: Record<string, string>, cookie: string | null = organiserCookie) =>
	postNews(potId, form, cookie)
const postItem = (
	potId: number,
	newsId: number,
	form: Record<string, string>,
	cookie: string | null = organiserCookie,
) => postNewsItem(potId, newsId, form, cookie)
const potWithDonors = () => makePotWithDonors(organiser.id, charityId)

type ViewData = { news: { audienceCount: number; nextEmailLabel: string | null } }

async function audienceShown(potId: number) {
	const view = await call(organiserViewLoader, `/mes-cagnottes/${potId}`, {
		cookie: organiserCookie,
		params: { id: String(potId) },
	})
	return (view.body as ViewData).news
}

describe('the audience of « Tous les donateurs »', () => {
	test('one address per donor of a succeeded gift, failed and refunded gifts excluded, shown before sending', async () => {
		const { pot, addresses } = await potWithDonors()
		expect(newsAudience(getDb(), pot.id).sort()).toEqual(addresses)
		expect(await audienceShown(pot.id)).toEqual({ audienceCount: 2, nextEmailLabel: null, published: 0 })
		const page = await call(newsLoader, newsUrl(pot.id), {
			cookie: organiserCookie,
			params: { id: String(pot.id) },
		})
		expect((page.body as { form: { audienceCount: number } }).form.audienceCount).toBe(2)
	})
})

describe('publishing', () => {
	test('mails each donor once through the outbox, with its unsubscribe link and headers; shown on the pot page', async () => {
		const { pot, addresses } = await potWithDonors()
		const res = await post(pot.id, {
			intent: 'create',
			body: 'Merci à tous !\n\nLe cadeau est acheté.',
			audience: 'donors',
		})
		expect(res.status).toBe(302)
		expect(res.location).toBe(newsUrl(pot.id))
		const mails = newsMailsOf().filter((mail) => mail.subject.includes(pot.name))
		expect(mails.map((mail) => mail.to).sort()).toEqual(addresses)
		for (const mail of mails) {
			expect(mail.text).toContain('Le cadeau est acheté.')
			expect(mail.headers?.['List-Unsubscribe']).toMatch(
				/^<http.*\/cagnotte-actualites\/desinscription\?token=/,
			)
			expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
			expect(mail.text).toContain('/cagnotte-actualites/desinscription?token=')
		}
		const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
		expect(item).toMatchObject({ audience: 'donors', emailCount: 2, charityId: null })
		expect(item.bodyHtml).toBe('<p>Merci à tous !</p><p>Le cadeau est acheté.</p>')

		const page = await run(() =>
			potPageLoader({
				request: new Request(`http://localhost:3000/participate/${pot.id}`),
				params: { id: String(pot.id) },
				context: context(),
			}),
		)
		const news = (page.body as { news: { bodyHtml: string }[] }).news
		expect(news.map((n) => n.bodyHtml)).toEqual([item.bodyHtml])
	})

	test('the body is sanitised and required; the audience must be chosen', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const empty = await post(pot.id, { intent: 'create', body: '  ', audience: 'none' })
		expect(empty.status).toBe(400)
		expect(empty.body).toMatchObject({ errors: { body: newsMessages.bodyRequired } })
		const noAudience = await post(pot.id, { intent: 'create', body: 'Bonjour' })
		expect(noAudience.body).toMatchObject({ errors: { audience: newsMessages.audienceInvalid } })
		await post(pot.id, {
			intent: 'create',
			body: '<p>Salut<script>alert(1)</script><img src=x onerror=alert(1)></p>',
			audience: 'none',
		})
		const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
		expect(item.bodyHtml).not.toMatch(/script|onerror/)
		expect(item.bodyHtml).toContain('Salut')
	})
})

test('one photo: re-encoded as a 3:2 JPEG and stored; a file that is not an image is refused; it can be removed', async () => {
	const pot = makeOwnPot(organiser.id, charityId)
	const sharp = await loadSharp()
	const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#e7348f' } })
		.png()
		.toBuffer()
	const multipart = (url: string, fields: Record<string, string>, file?: File) => {
		const body = new FormData()
		for (const [key, value] of Object.entries(fields)) body.set(key, value)
		if (file) body.set('image', file)
		return new Request(`http://localhost:3000${url}`, {
			method: 'POST',
			body,
			headers: { cookie: organiserCookie },
		})
	}
	const params = { id: String(pot.id) }
	const refused = await run(() =>
		newsAction({
			request: multipart(
				newsUrl(pot.id),
				{ intent: 'create', body: 'Photo', audience: 'none' },
				new File(['pas une image'], 'x.png'),
			),
			params,
			context: context(),
		}),
	)
	expect(refused.status).toBe(400)
	expect((refused.body as { errors: { image?: string } }).errors.image).toBeTruthy()

	const posted = await run(() =>
		newsAction({
			request: multipart(
				newsUrl(pot.id),
				{ intent: 'create', body: 'Photo', audience: 'none' },
				new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }),
			),
			params,
			context: context(),
		}),
	)
	expect(posted.status).toBe(302)
	const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
	expect(item.imagePath).toMatch(/^\/uploads\/pots\/[0-9a-f]{24}\.jpg$/)
	const stored = path.join(getEnv().DATA_DIR, item.imagePath!.slice(1))
	expect(await sharp(fs.readFileSync(stored)).metadata()).toMatchObject({
		format: 'jpeg',
		width: 900,
		height: 600,
	})

	const removed = await run(() =>
		itemAction({
			request: multipart(`${newsUrl(pot.id)}/${item.id}`, {
				intent: 'edit',
				body: 'Sans photo',
				image_remove: '1',
			}),
			params: { ...params, newsId: String(item.id) },
			context: context(),
		}),
	)
	expect(removed.status).toBe(302)
	expect(getDb().select().from(potNews).where(eq(potNews.id, item.id)).get()!.imagePath).toBeNull()
})

describe('at most one news e-mail per pot per 24 h', () => {
	test('a second mailing within 24 h is refused with the time of the next; « Personne » still publishes', async () => {
		const { pot } = await potWithDonors()
		expect((await post(pot.id, { intent: 'create', body: 'Premier', audience: 'donors' })).status).toBe(302)
		const sent = newsMailsOf().length

		const again = await post(pot.id, { intent: 'create', body: 'Deuxième', audience: 'donors' })
		expect(again.status).toBe(400)
		expect((again.body as { errors: { audience: string } }).errors.audience).toMatch(
			/^Un e-mail d’actualité a déjà été envoyé/,
		)
		expect((await audienceShown(pot.id)).nextEmailLabel).not.toBeNull()
		expect((await post(pot.id, { intent: 'create', body: 'Sans e-mail', audience: 'none' })).status).toBe(302)
		expect(newsMailsOf().length).toBe(sent)
		expect(getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).all()).toHaveLength(2)
	})

	test('rolling: 24 h after the last mailing the next may go, not a minute before', async () => {
		const { pot } = await potWithDonors()
		const author = await requireOrganiserNewsAuthor(
			new Request(`http://localhost:3000${newsUrl(pot.id)}`, { headers: { cookie: organiserCookie } }),
			String(pot.id),
		)
		const t0 = new Date('2026-06-01T10:00:00Z')
		const input = { bodyHtml: '<p>Nouvelles</p>', imagePath: null, audience: 'donors' as const }
		const abs = (path: string) => `https://donnons.test${path}`
		expect(publishNews(author, input, abs, t0)).toMatchObject({ ok: true, sent: 2 })
		const early = publishNews(author, input, abs, new Date(t0.getTime() + NEWS_EMAIL_INTERVAL_MS - 60_000))
		expect(early).toEqual({
			ok: false,
			reason: 'limit',
			nextEmailAt: new Date(t0.getTime() + NEWS_EMAIL_INTERVAL_MS),
		})
		expect(publishNews(author, input, abs, new Date(t0.getTime() + NEWS_EMAIL_INTERVAL_MS))).toMatchObject({
			ok: true,
			sent: 2,
		})
	})

	test('a mailing to nobody does not start the 24 hours', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		expect(
			(await post(pot.id, { intent: 'create', body: 'Personne encore', audience: 'donors' })).status,
		).toBe(302)
		await giveAndSettle(pot.id, { quickEmail: 'tardif.news@exemple.fr' }, 1000)
		expect(
			(await post(pot.id, { intent: 'create', body: 'Enfin un donateur', audience: 'donors' })).status,
		).toBe(302)
		expect(newsMailsOf('tardif.news@exemple.fr')).toHaveLength(1)
	})
})

describe('unsubscribing from a pot’s news', () => {
	test('the one-click POST of the mail stops this pot’s news to the address only', async () => {
		const { pot } = await potWithDonors()
		await post(pot.id, { intent: 'create', body: 'Bonjour', audience: 'donors' })
		const mail = newsMailsOf('rapide.news@exemple.fr').find((m) => m.subject.includes(pot.name))!
		const url = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!

		// Opening the link changes nothing (mail scanners): it shows the address and a button.
		const page = await run(() => stopLoader({ request: new Request(url), params: {}, context: context() }))
		expect(page.body).toMatchObject({ email: 'rapide.news@exemple.fr' })
		expect(newsAudience(getDb(), pot.id)).toContain('rapide.news@exemple.fr')

		const stopped = await run(() =>
			stopAction({
				request: new Request(url, {
					method: 'POST',
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
					body: 'List-Unsubscribe=One-Click',
				}),
				params: {},
				context: context(),
			}),
		)
		expect(stopped.status).toBe(302)
		expect(newsAudience(getDb(), pot.id)).not.toContain('rapide.news@exemple.fr')
		expect((await audienceShown(pot.id)).audienceCount).toBe(1)

		// Another pot the address gave to still mails it.
		const other = makeOwnPot(organiser.id, charityId)
		await giveAndSettle(other.id, { quickEmail: 'rapide.news@exemple.fr' }, 500)
		expect(newsAudience(getDb(), other.id)).toEqual(['rapide.news@exemple.fr'])
	})

	test('a forged or tampered token is refused', async () => {
		const forged = await call(stopAction, '/cagnotte-actualites/desinscription', {
			form: { token: 'abc.def' },
		})
		expect(forged.status).toBe(400)
		expect(forged.body).toEqual({ error: newsMessages.stopLinkInvalid })
		const page = await call(stopLoader, '/cagnotte-actualites/desinscription?token=abc.def')
		expect(page.status).toBe(400)
	})
})

test('posting is rate-limited per author: the 11th item within the hour is refused', async () => {
	const pot = makeOwnPot(organiser.id, charityId)
	for (let i = 1; i <= 10; i++)
		expect((await post(pot.id, { intent: 'create', body: `N° ${i}`, audience: 'none' })).status).toBe(302)
	const refused = await post(pot.id, { intent: 'create', body: 'Une de trop', audience: 'none' })
	expect(refused.status).toBe(429)
	expect(refused.body).toMatchObject({ errors: { form: newsMessages.rateLimited } })
})

describe('a replayed post (a double click, a browser retry) publishes once', () => {
	const toastOf = async (headers: Headers) => {
		const cookie = cookiesOf(new Response(null, { headers }))
		// The toast's own id aside (each answer gets a new one).
		const { id: _id, ...toast } = (
			await getToast(new Request('http://localhost:3000', { headers: { cookie } }))
		).toast!
		return toast
	}
	const itemsOf = (potId: number) => getDb().select().from(potNews).where(eq(potNews.potId, potId)).all()

	test('the same post twice: one item, and both answers are the same success', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const form = { intent: 'create', body: 'Double clic', audience: 'none' }
		const first = await post(pot.id, form)
		const second = await post(pot.id, form)
		expect(itemsOf(pot.id)).toHaveLength(1)
		for (const res of [first, second]) {
			expect(res.status).toBe(302)
			expect(res.location).toBe(newsUrl(pot.id))
		}
		expect(await toastOf(second.headers)).toEqual(await toastOf(first.headers))
		expect(await toastOf(second.headers)).toMatchObject({
			type: 'success',
			description: newsMessages.published,
		})
	})

	test('replayed to the donors: mailed once, and the replay says how many were mailed, not the 24 h limit', async () => {
		const { pot } = await potWithDonors()
		const form = { intent: 'create', body: 'Merci !', audience: 'donors' }
		const first = await post(pot.id, form)
		const second = await post(pot.id, form)
		expect(second.status).toBe(302)
		expect(await toastOf(second.headers)).toEqual(await toastOf(first.headers))
		expect(itemsOf(pot.id)).toHaveLength(1)
		expect(newsMailsOf().filter((mail) => mail.subject.includes(pot.name))).toHaveLength(2)
	})

	test('another body, or another audience, is another item', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		await post(pot.id, { intent: 'create', body: 'Premier', audience: 'none' })
		await post(pot.id, { intent: 'create', body: 'Second', audience: 'none' })
		expect(itemsOf(pot.id)).toHaveLength(2)
	})

	test('after 10 minutes the same post is published again', () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const author = {
			potId: pot.id,
			potName: pot.name,
			userId: organiser.id,
			charityId: null,
			charityName: '',
			organiserName: '',
			basePath: newsUrl(pot.id),
			backPath: '',
		}
		const input = { bodyHtml: '<p>Encore</p>', imagePath: null, audience: 'none' as const }
		const abs = (path: string) => `https://donnons.test${path}`
		const t0 = new Date()
		expect(publishNews(author, input, abs, t0)).toMatchObject({ ok: true, replayed: false })
		const replay = publishNews(author, input, abs, new Date(t0.getTime() + 9 * 60_000))
		expect(replay).toMatchObject({ ok: true, replayed: true })
		const later = publishNews(author, input, abs, new Date(t0.getTime() + 11 * 60_000))
		expect(later).toMatchObject({ ok: true, replayed: false })
		expect(itemsOf(pot.id)).toHaveLength(2)
	})
})

describe('the hourly limit of posts', () => {
	test('refused posts and replays do not count: 10 invalid posts and a replay, then 10 items are published', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		for (let i = 1; i <= 10; i++)
			expect((await post(pot.id, { intent: 'create', body: ' ', audience: 'none' })).status).toBe(400)
		expect((await post(pot.id, { intent: 'create', body: 'N° 1', audience: 'none' })).status).toBe(302)
		expect((await post(pot.id, { intent: 'create', body: 'N° 1', audience: 'none' })).status).toBe(302)
		for (let i = 2; i <= 10; i++)
			expect((await post(pot.id, { intent: 'create', body: `N° ${i}`, audience: 'none' })).status).toBe(302)
		expect(getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).all()).toHaveLength(10)
	})

	test('a post refused by the limit keeps what was typed and chosen', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		for (let i = 1; i <= 10; i++) await post(pot.id, { intent: 'create', body: `N° ${i}`, audience: 'none' })
		const refused = await post(pot.id, { intent: 'create', body: 'Mon long texte', audience: 'none' })
		expect(refused.status).toBe(429)
		expect(refused.body).toEqual({
			errors: { form: newsMessages.rateLimited },
			bodyHtml: '<p>Mon long texte</p>',
			audience: 'none',
		})
	})
})

test('publishing, editing and deleting drop the cached pot page', async () => {
	const dropped: string[][] = []
	registerPageCache({ invalidate: (paths) => dropped.push(paths) })
	try {
		const pot = makeOwnPot(organiser.id, charityId)
		await post(pot.id, { intent: 'create', body: 'En cache ?', audience: 'none' })
		const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
		await postItem(pot.id, item.id, { intent: 'edit', body: 'Modifiée' })
		await postItem(pot.id, item.id, { intent: 'delete', confirm: 'yes' })
		expect(dropped.filter((paths) => paths.includes(`/participate/${pot.id}`))).toHaveLength(3)
	} finally {
		globalThis.__donnonsPageCache = undefined
	}
})

test('a photo over the request limit (10 Mo): the text typed comes back with the photo’s message', async () => {
	const pot = makeOwnPot(organiser.id, charityId)
	// The textarea before the photo, the audience after it: a browser sends the parts in the form's order.
	const body = new FormData()
	body.set('intent', 'create')
	body.set('body', 'Nous avons atteint la moitié de l’objectif !')
	body.set('image', new File([new Uint8Array(11 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' }))
	body.set('audience', 'none')
	const res = await run(() =>
		newsAction({
			request: new Request(`http://localhost:3000${newsUrl(pot.id)}`, {
				method: 'POST',
				body,
				headers: { cookie: organiserCookie },
			}),
			params: { id: String(pot.id) },
			context: context(),
		}),
	)
	expect(res.status).toBe(400)
	expect(res.body).toMatchObject({ errors: { image: potMessages.imageTooLarge } })
	// No audience error: the field after the photo was read too.
	expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['image'])
	expect(JSON.stringify(res.body)).toContain('Nous avons atteint la moitié de l’objectif !')
	expect(getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).all()).toEqual([])
})
