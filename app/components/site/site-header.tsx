import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { CreatePotTrigger } from '#app/components/pots/create-pot-trigger.tsx'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { type AccountRole, dashboardPath } from '#app/lib/account/account-kind.ts'

/** `spaces`: the operators' area and the charity space the account may open (ADR 026). */
type HeaderUser = { name: string; role: AccountRole; spaces?: { to: string; label: string }[] }

const mainLinks = [
	{ to: links.howItWorks, label: 'Comment ça marche ?' },
	{ href: externalLinks.becomePartner, label: 'Devenir association partenaire' },
	{ href: externalLinks.qualityLabel, label: 'Label Donnons' },
	{ to: links.qualityCharter, label: 'Charte qualité' },
	{ href: externalLinks.csrOffer, label: 'Mécénat RSE' },
	{ href: externalLinks.blog, label: 'Blog' },
] as const

function NavItems() {
	return (
		<>
			{mainLinks.map((item) =>
				'to' in item ? (
					<NavLink key={item.label} to={item.to} className="hover:text-brand-dark hover:underline">
						{item.label}
					</NavLink>
				) : (
					<a
						key={item.label}
						href={item.href}
						rel="noopener noreferrer"
						className="hover:text-brand-dark hover:underline"
					>
						{item.label}
					</a>
				),
			)}
		</>
	)
}

/** Three bars, in place of the disclosure triangle that wrapped onto its own line on phones. */
function MenuIcon() {
	return (
		<svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="shrink-0">
			<path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
		</svg>
	)
}

/** The header's menus (`<details name>`: opening one closes the other, also without JavaScript). */
const MENU_GROUP = 'header-menu'

/**
 * With JavaScript, a header menu closes once a link of it navigates (the page is not reloaded), on Escape
 * (the focus back on its button) and on a click elsewhere. Without, each navigation loads a new page.
 */
function useClosingMenus() {
	const header = useRef<HTMLElement>(null)
	const location = useLocation()
	useEffect(() => {
		for (const menu of header.current?.querySelectorAll('details[open]') ?? []) menu.removeAttribute('open')
	}, [location.key])
	useEffect(() => {
		const openMenu = () => header.current?.querySelector<HTMLDetailsElement>('details[open]') ?? null
		const onKey = (event: KeyboardEvent) => {
			const menu = openMenu()
			if (event.key !== 'Escape' || !menu) return
			menu.open = false
			menu.querySelector('summary')?.focus()
		}
		const onClick = (event: MouseEvent) => {
			const menu = openMenu()
			if (menu && !menu.contains(event.target as Node)) menu.open = false
		}
		document.addEventListener('keydown', onKey)
		document.addEventListener('click', onClick)
		return () => {
			document.removeEventListener('keydown', onKey)
			document.removeEventListener('click', onClick)
		}
	}, [])
	return header
}

/** Site header (docs/requirements.md#spec-1-2): logo, links, collect button, login link or the account menu. */
export function SiteHeader({ user, logoUrl }: { user: HeaderUser | null; logoUrl: string }) {
	const header = useClosingMenus()
	// Signed-in users go straight to their audience's event selection; visitors choose in the create-pot entry
	// (a modal with JavaScript, the page /creer-une-cagnotte without).
	const createHref = user?.role === 'enterprise' ? links.selectCompany : links.selectParticular
	return (
		<header ref={header} className="border-b border-pink-100 bg-white">
			<div className="container-page flex items-center gap-2 py-3 sm:gap-4">
				{/* Below 640 px the logo keeps its heart only (the image's left square): the login link and the
				    menu then fit on one line down to 320 px. */}
				<Link to="/" className="shrink-0">
					<img
						src={logoUrl}
						alt="Donnons, accueil"
						width={148}
						height={40}
						className="h-10 w-10 object-cover object-left sm:w-auto"
					/>
				</Link>
				<nav
					aria-label="Navigation principale"
					className="hidden flex-1 flex-wrap gap-x-5 gap-y-1 text-sm lg:flex"
				>
					<NavItems />
				</nav>
				<div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
					{user ? (
						<Link to={createHref} className="btn-primary hidden whitespace-nowrap md:inline-flex">
							Créer une cagnotte
						</Link>
					) : (
						<CreatePotTrigger className="btn-primary hidden whitespace-nowrap md:inline-flex">
							Créer une cagnotte
						</CreatePotTrigger>
					)}
					{user ? (
						<details name={MENU_GROUP} className="relative">
							<summary className="flex max-w-44 list-none items-center rounded-full border border-pink-200 px-4 py-2 text-sm font-semibold sm:max-w-none">
								<span className="sr-only">Mon compte : </span>
								<span className="truncate">{user.name}</span>
							</summary>
							<div className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-pink-100 bg-white p-2 shadow-lg">
								<Link
									to={dashboardPath(user.role)}
									className="block rounded px-3 py-2 text-sm hover:bg-paper"
								>
									Mon tableau de bord
								</Link>
								{user.spaces?.map((space) => (
									<Link
										key={space.to}
										to={space.to}
										className="block rounded px-3 py-2 text-sm hover:bg-paper"
									>
										{space.label}
									</Link>
								))}
								<Form method="post" action="/logout">
									<button type="submit" className="w-full rounded px-3 py-2 text-left text-sm hover:bg-paper">
										Déconnexion
									</button>
								</Form>
							</div>
						</details>
					) : (
						<Link
							to={links.login}
							className="whitespace-nowrap text-sm font-semibold text-brand-dark hover:underline"
						>
							Connexion / Inscription
						</Link>
					)}
					<details name={MENU_GROUP} className="relative lg:hidden">
						<summary className="flex list-none items-center gap-1.5 whitespace-nowrap rounded-full border border-pink-200 px-3 py-2 text-sm font-semibold">
							<MenuIcon />
							<span className="max-[359px]:sr-only">Menu</span>
						</summary>
						<nav
							aria-label="Navigation mobile"
							className="absolute right-0 z-30 mt-2 flex w-64 flex-col gap-2 rounded-lg border border-pink-100 bg-white p-4 text-sm shadow-lg"
						>
							{user ? (
								<Link to={createHref} className="font-semibold text-brand-dark">
									Créer une cagnotte
								</Link>
							) : (
								<CreatePotTrigger className="text-left font-semibold text-brand-dark">
									Créer une cagnotte
								</CreatePotTrigger>
							)}
							<NavItems />
						</nav>
					</details>
				</div>
			</div>
		</header>
	)
}
