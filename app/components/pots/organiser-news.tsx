import { Link } from '@remix-run/react'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { NewsForm } from './news-form.tsx'

/**
 * The organiser view's « Actualités »: the form to publish one (it posts to the news page, which shows any
 * error and lists the news) and a link to the published ones.
 */
export function OrganiserNewsSection({
	potId,
	news,
}: {
	potId: number
	news: { audienceCount: number; nextEmailLabel: string | null; published: number }
}) {
	const basePath = `/mes-cagnottes/${potId}/actualites`
	return (
		<section aria-labelledby="organiser-news-title" className="mb-10">
			<div className="mb-4 flex flex-wrap items-center justify-between gap-4">
				<h2 id="organiser-news-title" className="text-2xl font-bold">
					{newsMessages.sectionTitle}
				</h2>
				<Link to={basePath} className="btn-secondary">
					{newsMessages.yourNews} ({news.published})
				</Link>
			</div>
			<h3 className="mb-3 text-xl font-semibold">{newsMessages.formTitle}</h3>
			<NewsForm
				action={basePath}
				mode="create"
				idPrefix="organiser-news"
				audienceCount={news.audienceCount}
				nextEmailLabel={news.nextEmailLabel}
			/>
		</section>
	)
}
