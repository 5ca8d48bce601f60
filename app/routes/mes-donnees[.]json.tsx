import { type LoaderFunctionArgs } from '@remix-run/node'
import { exportPersonalData } from '#app/account/personal-data.server.ts'
import { requireUser } from '#app/auth/session.server.ts'
import { exportFileName } from '#app/lib/account/personal-data.ts'
import { getConsent } from '#app/platform/consent.server.ts'

/** Everything held on the signed-in user, as a JSON file to download (GDPR right of access and portability). */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const now = new Date()
	const body = exportPersonalData(user.id, await getConsent(request), now)
	return new Response(`${JSON.stringify(body, null, 2)}\n`, {
		headers: {
			'content-type': 'application/json; charset=utf-8',
			'content-disposition': `attachment; filename="${exportFileName(now)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
