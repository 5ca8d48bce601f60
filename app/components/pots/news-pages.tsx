import { Link } from '@remix-run/react'
import { type NewsFormErrors } from '#app/lib/pots/news.ts'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { DeleteNewsForm, NewsForm } from './news-form.tsx'
import { NewsList, type NewsItemView } from './news-list.tsx'

type AuthorView = {
	potId: number
	potName: string
	charityName: string
	fromCharity: boolean
	basePath: string
	backPath: string
}

type ActionResult =
	{ errors: NewsFormErrors; bodyHtml: string; audience?: 'donors' | 'none' | null } | null | undefined

/** The authors' news page: the form to publish one, and the pot's news with links to edit their own. */
export function NewsManagePage({
	author,
	form,
	items,
	result,
}: {
	author: AuthorView
	form: { audienceCount: number; nextEmailLabel: string | null }
	items: NewsItemView[]
	result: ActionResult
}) {
	return (
		<div className="container-page max-w-3xl py-10">
			<p className="mb-2">
				<Link to={author.backPath} className="text-brand-dark underline">
					{author.fromCharity ? 'Retour aux cagnottes de l’association' : newsMessages.backToPot}
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">
				{author.fromCharity ? newsMessages.thankYouTitle : newsMessages.sectionTitle}
			</h1>
			<p className="mb-6 text-muted">
				Cagnotte « {author.potName} » au profit de {author.charityName} ·{' '}
				<Link to={`/participate/${author.potId}`} className="text-brand-dark underline">
					Voir la page de la cagnotte
				</Link>
			</p>
			<section aria-labelledby="news-form-title" className="mb-10">
				<h2 id="news-form-title" className="mb-4 text-2xl font-bold">
					{author.fromCharity ? newsMessages.thankYouTitle : newsMessages.formTitle}
				</h2>
				<NewsForm
					action={author.basePath}
					mode="create"
					defaultHtml={result?.bodyHtml}
					audienceCount={form.audienceCount}
					nextEmailLabel={form.nextEmailLabel}
					errors={result?.errors}
					defaultAudience={result?.audience}
				/>
			</section>
			<section aria-labelledby="news-list-title">
				<h2 id="news-list-title" className="mb-4 text-2xl font-bold">
					{newsMessages.sectionTitle}
				</h2>
				<NewsList items={items} editBase={author.basePath} />
			</section>
		</div>
	)
}

/** One item's page: edit it (nothing is sent again) or delete it after a ticked confirmation. */
export function NewsEditPage({
	author,
	news,
	result,
}: {
	author: AuthorView
	news: { id: number; bodyHtml: string; imagePath: string | null; postedOn: string }
	result: ActionResult
}) {
	const action = `${author.basePath}/${news.id}`
	const editErrors = result?.errors.confirm ? null : result?.errors
	return (
		<div className="container-page max-w-3xl py-10">
			<p className="mb-2">
				<Link to={author.basePath} className="text-brand-dark underline">
					Retour aux actualités
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">{newsMessages.editTitle}</h1>
			<p className="mb-6 text-muted">
				Cagnotte « {author.potName} » · {newsMessages.postedOn(news.postedOn)}
			</p>
			<section aria-labelledby="news-edit-title" className="mb-10">
				<h2 id="news-edit-title" className="sr-only">
					{newsMessages.editTitle}
				</h2>
				<NewsForm
					action={action}
					mode="edit"
					defaultHtml={editErrors ? result?.bodyHtml : news.bodyHtml}
					currentImage={news.imagePath}
					errors={editErrors}
				/>
			</section>
			<section aria-labelledby="news-delete-title">
				<h2 id="news-delete-title" className="mb-4 text-2xl font-bold">
					{newsMessages.deleteTitle}
				</h2>
				<DeleteNewsForm action={action} error={result?.errors.confirm} />
			</section>
		</div>
	)
}
