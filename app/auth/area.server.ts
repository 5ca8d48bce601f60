import { redirect } from '@remix-run/node'
import { requireUser } from './session.server.ts'

/** /particular/* is for individuals and /company/* for companies; anyone signed out goes to /login. */
export async function requireArea(request: Request, area: 'private' | 'enterprise') {
	const user = await requireUser(request)
	if (user.role !== area)
		throw redirect(user.role === 'enterprise' ? '/company/dashboard' : '/particular/dashboard')
	return user
}
