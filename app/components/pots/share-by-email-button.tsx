import { Link } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import { sharePagePath } from '#app/lib/pots/create-paths.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

// The dialog and its form (address parsing, the file preview) are imported when the button is pointed at,
// focused or pressed: the pot page shows the button to everyone, few open it (bench:js).
const loadDialog = () => import('./share-by-email.tsx')
const ShareByEmailDialog = lazy(() => loadDialog().then((m) => ({ default: m.ShareByEmailDialog })))

/**
 * 'Partager par email' (spec 1 and 3, email-share modal): a link to the share page; with JavaScript a
 * button opening the same form in a dialog.
 */
export function ShareByEmail({
	potId,
	className,
	withMessage = false,
}: {
	potId: number
	className?: string
	withMessage?: boolean
}) {
	const hydrated = useHydrated()
	const [opens, setOpens] = useState(0)
	const linkClass = className ?? 'text-brand-dark underline'
	if (!hydrated) {
		return (
			<Link to={sharePagePath(potId)} className={linkClass}>
				Partager par email
			</Link>
		)
	}
	return (
		<>
			<button
				type="button"
				className={linkClass}
				onClick={() => setOpens((count) => count + 1)}
				onPointerEnter={() => void loadDialog()}
				onFocus={() => void loadDialog()}
			>
				Partager par email
			</button>
			{opens > 0 ? (
				<Suspense fallback={null}>
					<ShareByEmailDialog potId={potId} opens={opens} withMessage={withMessage} />
				</Suspense>
			) : null}
		</>
	)
}
