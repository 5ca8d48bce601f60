import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsManagePage } from '#app/components/pots/news-pages.tsx'
import { requireOrganiserNewsAuthor } from '#app/pots/news-access.server.ts'
import { newsPageData, publishNewsAction } from '#app/pots/news-page.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Actualités de « ${data.author.potName} » — Donnons` : 'Actualités — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** The organiser's news of a pot (issue 27 item 2): publish one, see them all, edit or delete their own. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return newsPageData(await requireOrganiserNewsAuthor(request, params.id))
}

export async function action({ request, params }: ActionFunctionArgs) {
	return publishNewsAction(request, await requireOrganiserNewsAuthor(request, params.id))
}

export default function OrganiserNews() {
	const data = useLoaderData<typeof loader>()
	return <NewsManagePage {...data} result={useActionData<typeof action>()} />
}
