import { NavLink, Outlet } from '@remix-run/react'

/** The company and private areas: two tabs, dashboard and profile (docs/requirements.md#spec-1-2-sub-navigation "Sub-navigation"). */
export function AccountArea({ base, title }: { base: '/particular' | '/company'; title: string }) {
	const tab =
		'rounded-t-lg px-2 py-2 font-semibold aria-[current=page]:border-b-4 aria-[current=page]:border-brand-dark sm:px-4'
	return (
		<div className="container-page py-8">
			<h1 className="mb-4 text-3xl font-bold">{title}</h1>
			<nav aria-label="Mon espace" className="mb-6 flex gap-1 border-b border-pink-100 sm:gap-2">
				<NavLink to={`${base}/dashboard`} className={tab}>
					Tableau de bord
				</NavLink>
				<NavLink to={`${base}/profile`} className={tab}>
					Profil
				</NavLink>
				<NavLink to="/mes-donnees" className={tab}>
					Mes données
				</NavLink>
			</nav>
			<Outlet />
		</div>
	)
}
