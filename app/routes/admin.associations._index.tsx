import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { listCharities } from '#app/admin/charities.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { SearchForm } from '#app/components/admin/staff-area.tsx'

export const meta: MetaFunction = () => [{ title: 'Associations — Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
	return { q, charities: listCharities(q) }
}

export default function AdminCharities() {
	const { q, charities } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Associations</h1>
			<SearchForm label="Rechercher une association (nom)" q={q} />
			{charities.length === 0 ? (
				<p>Aucune association ne correspond à cette recherche.</p>
			) : (
				<table className="w-full text-left">
					<caption className="sr-only">Associations partenaires (50 au plus)</caption>
					<thead>
						<tr className="border-b">
							<th scope="col" className="py-2">
								Association
							</th>
							<th scope="col">Statut</th>
							<th scope="col">Membres</th>
						</tr>
					</thead>
					<tbody>
						{charities.map((c) => (
							<tr key={c.id} className="border-b border-pink-100">
								<td className="py-2">
									<Link to={`/admin/associations/${c.id}`} className="text-brand-dark underline">
										{c.name}
									</Link>
								</td>
								<td>{c.isActive ? 'Publiée' : 'Suspendue'}</td>
								<td>{c.members}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</>
	)
}
