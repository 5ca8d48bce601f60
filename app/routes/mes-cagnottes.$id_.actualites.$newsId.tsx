import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsEditPage } from '#app/components/pots/news-pages.tsx'
import { requireOrganiserNewsAuthor } from '#app/pots/news-access.server.ts'
import { editNewsAction, editNewsPageData } from '#app/pots/news-page.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Modifier une actualité — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** One of the organiser's news items: edit it (no e-mail is sent again) or delete it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return editNewsPageData(await requireOrganiserNewsAuthor(request, params.id), params.newsId)
}

export async function action({ request, params }: ActionFunctionArgs) {
	return editNewsAction(request, await requireOrganiserNewsAuthor(request, params.id), params.newsId)
}

export default function OrganiserNewsItem() {
	const data = useLoaderData<typeof loader>()
	return <NewsEditPage {...data} result={useActionData<typeof action>()} />
}
