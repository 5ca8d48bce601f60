import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { searchPots } from '#app/admin/pots.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { SearchForm } from '#app/components/admin/staff-area.tsx'

export const meta: MetaFunction = () => [{ title: 'Cagnottes — Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
	return { q, pots: searchPots(q) }
}

export default function AdminPots() {
	const { q, pots } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Cagnottes</h1>
			<SearchForm label="Rechercher une cagnotte (nom ou numéro)" q={q} />
			{pots.length === 0 ? (
				<p>Aucune cagnotte ne correspond à cette recherche.</p>
			) : (
				<table className="w-full text-left">
					<caption className="sr-only">Cagnottes, les plus récentes d’abord (50 au plus)</caption>
					<thead>
						<tr className="border-b">
							<th scope="col" className="py-2">
								N°
							</th>
							<th scope="col">Cagnotte</th>
							<th scope="col">Association</th>
							<th scope="col">Collecté</th>
							<th scope="col">Statut</th>
						</tr>
					</thead>
					<tbody>
						{pots.map((pot) => (
							<tr key={pot.id} className="border-b border-pink-100">
								<td className="py-2">{pot.id}</td>
								<td>
									<Link to={`/admin/cagnottes/${pot.id}`} className="text-brand-dark underline">
										{pot.name}
									</Link>
								</td>
								<td>{pot.charityName}</td>
								<td>{pot.total}</td>
								<td>{pot.suspended ? 'Suspendue' : pot.isActive ? 'Active' : 'Désactivée'}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</>
	)
}
