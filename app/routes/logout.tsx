import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '#app/auth/session.server.ts'

export function loader() {
	return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
	return logout(request)
}
