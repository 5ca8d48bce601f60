import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDashboard } from '#app/account/dashboard.server.ts'
import { requireArea } from '#app/auth/area.server.ts'
import { DashboardView } from '#app/components/account/dashboard-tables.tsx'
import { expandedTables } from '#app/lib/account/dashboard.ts'

export const meta: MetaFunction = () => [{ title: 'Tableau de bord entreprise — Donnons' }]

/** The company dashboard (docs/requirements.md#spec-1-2): the same sections; the pots show their payment status. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireArea(request, 'enterprise')
	return loadDashboard(user, expandedTables(new URL(request.url).searchParams))
}

export default function Dashboard() {
	return <DashboardView data={useLoaderData<typeof loader>()} base="/company/dashboard" />
}
