import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { profileAction, profilePage } from '#app/account/profile-page.server.ts'
import { requireArea } from '#app/auth/area.server.ts'
import { ProfileForms } from '#app/components/account/profile-forms.tsx'

export const meta: MetaFunction = () => [{ title: 'Mon profil — Donnons' }]

/** docs/requirements.md#spec-1-2-private-profile "Private profile": the account form and the e-mail and password form. */
export async function loader({ request }: LoaderFunctionArgs) {
	return profilePage(request, await requireArea(request, 'private'))
}

export async function action({ request }: ActionFunctionArgs) {
	return profileAction(request, await requireArea(request, 'private'))
}

export default function Profile() {
	const page = useLoaderData<typeof loader>()
	return <ProfileForms role="private" {...page} actionData={useActionData<typeof action>()} />
}
