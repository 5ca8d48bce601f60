import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAnyCharityMember } from '#app/auth/staff.server.ts'
import { StaffArea } from '#app/components/admin/staff-area.tsx'

/**
 * The charity members' space (ADR 026): a home, then one section per charity the member belongs to
 * (`association-espace.$charityId.*`, guarded by requireCharityMember in each of their loaders and actions).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const { charities } = await requireAnyCharityMember(request)
	return { charities: charities.map((c) => ({ id: c.id, name: c.name })) }
}

export default function CharitySpace() {
	const { charities } = useLoaderData<typeof loader>()
	return (
		<StaffArea
			title="Espace association"
			navLabel="Espace association"
			links={[
				{ to: '/association-espace', label: 'Accueil', end: true },
				...charities.map((c) => ({ to: `/association-espace/${c.id}`, label: c.name })),
			]}
		/>
	)
}
