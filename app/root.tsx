import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useRouteError,
	useRouteLoaderData,
} from '@remix-run/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { displayName, getSessionUser, staleSessionHeaders } from './auth/session.server.ts'
import { staffSpaces } from './auth/staff.server.ts'
import { DemoRibbon } from './components/site/demo-ribbon.tsx'
import { CookieBanner, SiteFooter } from './components/site/shell-html.tsx'
import { SiteHeader } from './components/site/site-header.tsx'
import { Toaster } from './components/toaster.tsx'
import { getConsent } from './platform/consent.server.ts'
import { getEnv } from './platform/env.server.ts'
import { partnerNames } from '#db/catalogue/image-svg.ts'
import { brandAssets, catalogueUrl } from './lib/assets.ts'
import { pageMeta } from './lib/site/seo.ts'
import styles from './styles/tailwind.css?url'
import { getToast } from './platform/toast.server.ts'
import { requestOrigin } from './platform/request-origin.server.ts'
import { combineHeaders } from './lib/http.ts'
import { useNonce } from './platform/nonce.tsx'
import { NoScriptRefresh } from '#app/components/site/no-script-refresh.tsx'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: styles },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The default for pages without their own meta (a route's meta replaces this one): the site's title and
 * description, with the page's own address as canonical URL.
 */
export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Donnons — la cagnotte solidaire au profit des associations',
		description:
			'Créez gratuitement une cagnotte solidaire pour un anniversaire, un mariage ou un événement d’entreprise et collectez des dons pour une association partenaire, avec reçu fiscal automatique.',
		path: args.location.pathname,
	})

/** The footer's partners: the same on every request, built once. */
const partners = partnerNames.map((name, i) => ({ name, logoUrl: catalogueUrl(`partners/${i + 1}.svg`) }))

export async function loader({ request }: LoaderFunctionArgs) {
	const env = getEnv()
	const [user, { toast, headers }, consent] = await Promise.all([
		getSessionUser(request),
		getToast(request),
		getConsent(request),
	])
	return data(
		{
			user: user ? { name: displayName(user), role: user.role, spaces: staffSpaces(user.id) } : null,
			toast,
			consent,
			sandbox: env.paymentProvider === 'sandbox',
			/** The site's address for canonical and sharing URLs (`app/lib/site/seo.ts`). */
			publicUrl: (env.PUBLIC_URL ?? requestOrigin(request.url)).replace(/\/+$/, ''),
			partners,
		},
		{ headers: combineHeaders(headers, await staleSessionHeaders(request, user)) },
	)
}

function Document({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	return (
		<html lang="fr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#e7348f" />
				<Meta />
				<NoScriptRefresh />
				<Links />
			</head>
			<body className="flex min-h-screen flex-col font-sans antialiased">
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export function Layout({ children }: { children: ReactNode }) {
	const data = useRouteLoaderData<typeof loader>('root')
	const location = useLocation()
	const here = location.pathname + location.search
	return (
		<Document>
			<a href="#contenu" className="skip-link">
				Aller au contenu
			</a>
			{data?.sandbox ? <DemoRibbon /> : null}
			<SiteHeader user={data?.user ?? null} logoUrl={brandAssets.logo} />
			<Toaster toast={data?.toast ?? null} />
			<main id="contenu" className="flex-1">
				{children}
			</main>
			<SiteFooter id="site-footer" partners={data?.partners ?? []} redirectTo={here} />
			{data && !data.consent ? <CookieBanner id="cookie-consent" redirectTo={here} /> : null}
		</Document>
	)
}

export default function App() {
	return <Outlet />
}

// The error page's texts load in the browser only when an error shows (bench:js); the server renders it at
// once (`import.meta.env.SSR` is false in the browser's build, where the awaited import is removed).
const ErrorOnServer = import.meta.env.SSR
	? (await import('./components/site/error-page.tsx')).ErrorPage
	: null
const ErrorInBrowser = lazy(() =>
	import('./components/site/error-page.tsx').then((m) => ({ default: m.ErrorPage })),
)

export function ErrorBoundary() {
	const error = useRouteError()
	if (!isRouteErrorResponse(error)) console.error(error)
	const Page = ErrorOnServer ?? ErrorInBrowser
	return (
		<Suspense fallback={null}>
			<Page error={error} />
		</Suspense>
	)
}
