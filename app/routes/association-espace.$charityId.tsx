import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'

/**
 * One charity's section of the space. Its pages (`association-espace.$charityId.*.tsx`) call
 * requireCharityMember(request, params.charityId) in their own loader and action too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	return { charity: { id: charity.id, name: charity.name } }
}

export default function CharitySection() {
	const { charity } = useLoaderData<typeof loader>()
	return (
		<section aria-label={charity.name}>
			<Outlet />
		</section>
	)
}
