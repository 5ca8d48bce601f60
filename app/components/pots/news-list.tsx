import { Link } from '@remix-run/react'
import { newsListMessages as newsMessages } from '#app/lib/pots/news-list-messages.ts'

export type NewsItemView = {
	id: number
	bodyHtml: string
	imagePath: string | null
	postedOn: string
	editedOn: string | null
	/** Set when the charity wrote it (its thank-you after the payout). */
	charityName: string | null
	emailCount?: number
	own?: boolean
}

/**
 * A pot's news, newest first: each with its date, its author when the charity wrote it, its photo. On the
 * authors' page (`editBase`), each of their own items links to its edit page, and says whom it was mailed to.
 */
export function NewsList({
	items,
	headingLevel = 3,
	editBase,
}: {
	items: NewsItemView[]
	headingLevel?: 3 | 4
	editBase?: string
}) {
	if (!items.length) return <p className="text-muted">{newsMessages.empty}</p>
	const Heading = headingLevel === 3 ? 'h3' : 'h4'
	return (
		<ol className="space-y-6">
			{items.map((item) => (
				<li key={item.id}>
					<article
						aria-labelledby={`news-${item.id}-title`}
						className="rounded-2xl border border-pink-100 p-4"
					>
						<Heading id={`news-${item.id}-title`} className="text-lg font-semibold">
							{item.charityName ? newsMessages.byCharity(item.charityName) : null}
							{item.charityName ? ' · ' : null}
							{newsMessages.postedOn(item.postedOn)}
						</Heading>
						{item.editedOn ? (
							<p className="text-sm text-muted">({newsMessages.editedOn(item.editedOn)})</p>
						) : null}
						{item.imagePath ? (
							<img
								src={item.imagePath}
								alt={newsMessages.imageAlt}
								width={1200}
								height={800}
								loading="lazy"
								className="my-3 aspect-[3/2] h-auto w-full max-w-xl rounded object-cover"
							/>
						) : null}
						<div className="prose mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
						{editBase ? (
							<p className="mt-3 flex flex-wrap items-center gap-4 text-sm">
								<span className="text-muted">
									{item.emailCount ? newsMessages.sentTo(item.emailCount) : newsMessages.notSent}
								</span>
								{item.own ? (
									<Link
										to={`${editBase}/${item.id}`}
										className="text-brand-dark underline"
										aria-label={`${newsMessages.edit} ou ${newsMessages.delete.toLowerCase()} l’actualité du ${item.postedOn}`}
									>
										{newsMessages.edit} ou {newsMessages.delete.toLowerCase()}
									</Link>
								) : null}
							</p>
						) : null}
					</article>
				</li>
			))}
		</ol>
	)
}

/** The pot page's « Actualités » section (nothing when the pot has none). */
export function PotNewsSection({ items }: { items: NewsItemView[] }) {
	if (!items.length) return null
	return (
		<section aria-labelledby="pot-news-title" className="mt-10">
			<h2 id="pot-news-title" className="mb-4 text-2xl font-bold">
				{newsMessages.sectionTitle}
			</h2>
			<NewsList items={items} />
		</section>
	)
}
