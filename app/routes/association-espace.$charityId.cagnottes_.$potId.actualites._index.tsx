import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsManagePage } from '#app/components/pots/news-pages.tsx'
import { requireCharityNewsAuthor } from '#app/pots/news-access.server.ts'
import { newsPageData, publishNewsAction } from '#app/pots/news-page.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Actualités de « ${data.author.potName} » — Donnons` : 'Actualités — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** A paid-out pot's news by its charity (issue 27 item 2): the thank-you to its donors, shown as the charity's. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return newsPageData(await requireCharityNewsAuthor(request, params.charityId, params.potId))
}

export async function action({ request, params }: ActionFunctionArgs) {
	return publishNewsAction(request, await requireCharityNewsAuthor(request, params.charityId, params.potId))
}

export default function CharityNews() {
	const data = useLoaderData<typeof loader>()
	return <NewsManagePage {...data} result={useActionData<typeof action>()} />
}
