import { redirect } from '@remix-run/node'
import { requireUser } from './session.server.ts'
import { type AccountRole, dashboardPath } from '#app/lib/account/account-kind.ts'

/** /particular/* is for individuals and /company/* for companies; anyone signed out goes to /login. */
export async function requireArea(request: Request, area: AccountRole) {
	const user = await requireUser(request)
	if (user.role !== area) throw redirect(dashboardPath(user.role))
	return user
}
