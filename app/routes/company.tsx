import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireArea } from '#app/auth/area.server.ts'
import { AccountArea } from '#app/components/account/account-area.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireArea(request, 'enterprise')
	return null
}

export default function Area() {
	return <AccountArea base="/company" title="Mon espace entreprise" />
}
