import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireOperator } from '#app/auth/staff.server.ts'
import { StaffArea } from '#app/components/admin/staff-area.tsx'

/** The operators' area (ADR 026): every page below checks the operator again in its own loader and action. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	return null
}

export default function AdminArea() {
	return (
		<StaffArea
			title="Administration de la plateforme"
			navLabel="Administration"
			links={[
				{ to: '/admin', label: 'Tableau de bord', end: true },
				{ to: '/admin/associations', label: 'Associations' },
				{ to: '/admin/cagnottes', label: 'Cagnottes' },
				{ to: '/admin/comptes', label: 'Comptes' },
				{ to: '/admin/mails', label: 'Mails' },
				{ to: '/admin/argent', label: 'Argent' },
				{ to: '/admin/versements', label: 'Versements' },
				{ to: '/admin/rapprochement', label: 'Rapprochement' },
			]}
		/>
	)
}
