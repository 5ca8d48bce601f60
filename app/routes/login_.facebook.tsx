import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { socialCompletionAction, socialCompletionLoader } from '#app/auth/social-completion.server.ts'
import { SocialCompletionForm } from '#app/components/auth/social-completion-form.tsx'

export const meta: MetaFunction = () => [{ title: 'Finaliser la création de votre compte — Donnons' }]

export function loader({ request }: LoaderFunctionArgs) {
	return socialCompletionLoader(request)
}

export function action({ request }: ActionFunctionArgs) {
	return socialCompletionAction(request)
}

export default function SocialCompletionPage() {
	const { defaults } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <SocialCompletionForm defaults={defaults} lastResult={actionData?.result} />
}
