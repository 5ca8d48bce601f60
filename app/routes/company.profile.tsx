import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { profileAction, profilePage } from '#app/account/profile-page.server.ts'
import { requireArea } from '#app/auth/area.server.ts'
import { ProfileForms } from '#app/components/account/profile-forms.tsx'

export const meta: MetaFunction = () => [{ title: 'Mon profil — Donnons' }]

/** docs/requirements.md#spec-1-2-company-profile "Company profile": the account, company, logo and e-mail and password forms. */
export async function loader({ request }: LoaderFunctionArgs) {
	return profilePage(request, await requireArea(request, 'enterprise'))
}

export async function action({ request }: ActionFunctionArgs) {
	return profileAction(request, await requireArea(request, 'enterprise'))
}

export default function Profile() {
	const page = useLoaderData<typeof loader>()
	return <ProfileForms role="enterprise" {...page} actionData={useActionData<typeof action>()} />
}
