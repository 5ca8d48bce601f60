import { data } from '@remix-run/node'
import { consumeRateLimit } from '../auth/rate-limit.server.ts'
import { toastTitles } from '../lib/messages.ts'
import { formatNewsDateTime, type NewsAudience, type NewsFormErrors } from '../lib/pots/news.ts'
import { newsMessages } from '../lib/pots/news-messages.ts'
import { parseId } from '../lib/ids.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
import { httpError } from '../platform/http-errors.server.ts'
import { redirectWithToast } from '../platform/toast.server.ts'
import { type NewsAuthor } from './news-access.server.ts'
import { readNewsForm } from './news-form.server.ts'
import { newsItemView } from './news-view.server.ts'
import {
	deleteNews,
	editNews,
	getAuthorNews,
	listPotNews,
	newsFormState,
	publishNews,
} from './news.server.ts'

/**
 * The loaders and actions of the news pages, shared by the organiser's (/mes-cagnottes/:id/actualites) and the
 * charity's (/association-espace/:charityId/cagnottes/:potId/actualites) routes, which only say who the author is.
 */

/** Posting is limited per author: 10 news items an hour is far more than any pot needs. */
const POST_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }

/** What the news form shows before sending: the audience's size and, within 24 h of a mailing, when the next may go. */
export function newsFormView(potId: number, now = new Date()) {
	const state = newsFormState(potId, now)
	return {
		audienceCount: state.audienceCount,
		nextEmailLabel: state.nextEmailAt ? formatNewsDateTime(new Date(state.nextEmailAt)) : null,
	}
}

/** The organiser view's news section: the form's facts and how many items the pot has. */
export function organiserNewsView(potId: number, now = new Date()) {
	return { ...newsFormView(potId, now), published: listPotNews(potId).length }
}

export function newsListView(author: NewsAuthor) {
	return listPotNews(author.potId).map((item) => ({
		...newsItemView(item),
		emailCount: item.emailCount,
		/** This author's side wrote it: they may edit or delete it. */
		own: (item.charityId ?? null) === author.charityId,
	}))
}

export function newsPageData(author: NewsAuthor) {
	return {
		author: {
			potId: author.potId,
			potName: author.potName,
			charityName: author.charityName,
			fromCharity: author.charityId !== null,
			basePath: author.basePath,
			backPath: author.backPath,
		},
		form: newsFormView(author.potId),
		items: newsListView(author),
	}
}

/** A refused post: the errors, and what was typed and chosen so that nothing is lost. */
export type NewsActionData = { errors: NewsFormErrors; bodyHtml: string; audience?: NewsAudience | null }

const failure = (errors: NewsFormErrors, bodyHtml = '', status = 400, audience: NewsAudience | null = null) =>
	data<NewsActionData>({ errors, bodyHtml, audience }, { status })

/**
 * Publishes a news item (the list page's and the organiser view's form post here). The form is checked first:
 * only a post about to be published counts against the author's hourly limit (inside publishNews's
 * transaction), not a refused one nor a replay, which answers as its first publication did.
 */
export async function publishNewsAction(request: Request, author: NewsAuthor) {
	const { values, errors } = await readNewsForm(request, null)
	if (!values.audience) errors.audience = newsMessages.audienceInvalid
	if (Object.keys(errors).length || !values.audience)
		return failure(errors, values.bodyHtml, 400, values.audience)
	const now = new Date()
	const result = publishNews(
		author,
		{ bodyHtml: values.bodyHtml, imagePath: values.imagePath, audience: values.audience },
		(path) => absoluteUrl(request, path),
		now,
		() => consumeRateLimit(`pot-news:user:${author.userId}`, POST_LIMIT, now),
	)
	if (!result.ok && result.reason === 'rate')
		return failure({ form: newsMessages.rateLimited }, values.bodyHtml, 429, values.audience)
	if (!result.ok)
		return failure(
			{ audience: newsMessages.limitReached(formatNewsDateTime(result.nextEmailAt)) },
			values.bodyHtml,
			400,
			values.audience,
		)
	return redirectWithToast(author.basePath, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description:
			values.audience === 'donors' ? newsMessages.publishedAndSent(result.sent) : newsMessages.published,
	})
}

/** The item of the route's `:newsId` of this author's side, else a 404. */
export function requireAuthorNews(author: NewsAuthor, newsIdParam: string | undefined) {
	const newsId = parseId(newsIdParam)
	const news = newsId ? getAuthorNews(author, newsId) : null
	if (!news) throw httpError(404)
	return news
}

export function editNewsPageData(author: NewsAuthor, newsIdParam: string | undefined) {
	const news = requireAuthorNews(author, newsIdParam)
	return {
		author: newsPageData(author).author,
		news: {
			id: news.id,
			bodyHtml: news.bodyHtml,
			imagePath: news.imagePath,
			postedOn: formatNewsDateTime(news.createdAt),
			emailCount: news.emailCount,
		},
	}
}

/** Edits (never re-sends) or, with its ticked confirmation, deletes an item. */
export async function editNewsAction(request: Request, author: NewsAuthor, newsIdParam: string | undefined) {
	const news = requireAuthorNews(author, newsIdParam)
	const { values, errors } = await readNewsForm(request, news.imagePath)
	if (values.intent === 'delete') {
		if (!values.confirmDelete) return failure({ confirm: newsMessages.deleteConfirmRequired }, news.bodyHtml)
		deleteNews(author, news.id)
		return redirectWithToast(author.basePath, {
			type: 'success',
			title: toastTitles.operationSucceeded,
			description: newsMessages.deleted,
		})
	}
	if (values.intent !== 'edit') throw httpError(400)
	if (Object.keys(errors).length) return failure(errors, values.bodyHtml)
	editNews(author, news.id, { bodyHtml: values.bodyHtml, imagePath: values.imagePath })
	return redirectWithToast(author.basePath, {
		type: 'success',
		title: toastTitles.update,
		description: newsMessages.updated,
	})
}
