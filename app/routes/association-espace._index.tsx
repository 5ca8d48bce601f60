import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireAnyCharityMember } from '#app/auth/staff.server.ts'

export const meta: MetaFunction = () => [{ title: 'Espace association — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, charities } = await requireAnyCharityMember(request)
	return { firstName: user.firstName, charities }
}

export default function CharitySpaceHome() {
	const { firstName, charities } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Bonjour {firstName}</h1>
			<p className="mb-6">
				{charities.length > 1
					? 'Les associations dont vous faites partie :'
					: 'L’association dont vous faites partie :'}
			</p>
			<ul className="grid gap-4 sm:grid-cols-2">
				{charities.map((c) => (
					<li key={c.id} className="rounded-2xl border border-pink-100 p-4">
						<h2 className="text-xl font-semibold">
							<Link to={`/association-espace/${c.id}`} className="text-brand-dark underline">
								{c.name}
							</Link>
						</h2>
						<p className="text-muted">
							{c.isActive ? 'Publiée dans le catalogue' : 'Suspendue du catalogue'}
						</p>
					</li>
				))}
			</ul>
		</>
	)
}
