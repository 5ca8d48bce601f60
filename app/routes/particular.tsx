import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireArea } from '#app/auth/area.server.ts'
import { AccountArea } from '#app/components/account/account-area.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireArea(request, 'private')
	return null
}

export default function Area() {
	return <AccountArea base="/particular" title="Mon espace" />
}
