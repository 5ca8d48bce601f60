import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDashboard } from '#app/account/dashboard.server.ts'
import { requireArea } from '#app/auth/area.server.ts'
import { DashboardView } from '#app/components/account/dashboard-tables.tsx'
import { expandedTables } from '#app/lib/account/dashboard.ts'

export const meta: MetaFunction = () => [{ title: 'Mon tableau de bord — Donnons' }]

/** The private dashboard (docs/requirements.md#spec-1-2): figures, donations, monthly gifts, pots with their contributors. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireArea(request, 'private')
	return loadDashboard(user, expandedTables(new URL(request.url).searchParams))
}

export default function Dashboard() {
	return <DashboardView data={useLoaderData<typeof loader>()} base="/particular/dashboard" />
}
