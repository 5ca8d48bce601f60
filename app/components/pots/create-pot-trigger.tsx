import { Link, useFetcher } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type CreateEntryData } from '#app/lib/pots/create-choice.ts'
import { CREATE_ENTRY_PATH } from '#app/lib/pots/create-paths.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

// The dialog and its form are imported when the button is pointed at, focused or pressed: every page shows
// the button, few open it (bench:js).
const loadDialog = () => import('./create-pot-dialog.tsx')
const CreatePotDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreatePotDialog })))

/**
 * 'Créer une cagnotte' (header, home cards). Without JavaScript a link to the entry page; with JavaScript a
 * button opening the entry form in a modal dialog, its event types fetched from the entry page's loader.
 */
export function CreatePotTrigger({
	type,
	className,
	children,
}: {
	type?: AccountKind
	className?: string
	children: ReactNode
}) {
	const hydrated = useHydrated()
	const [open, setOpen] = useState(false)
	const [sawLoading, setSawLoading] = useState(false)
	const fetcher = useFetcher<CreateEntryData>()
	const trigger = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (fetcher.state !== 'idle') setSawLoading(true)
	}, [fetcher.state])
	const href = type ? `${CREATE_ENTRY_PATH}?type=${type}` : CREATE_ENTRY_PATH
	if (!hydrated) {
		return (
			<Link to={href} className={className}>
				{children}
			</Link>
		)
	}
	const options = fetcher.data?.options ?? null
	function openDialog() {
		void loadDialog()
		setOpen(true)
		if (!options && fetcher.state === 'idle') fetcher.load(`${CREATE_ENTRY_PATH}?data=1`)
	}
	return (
		<>
			<button
				ref={trigger}
				type="button"
				aria-haspopup="dialog"
				className={className}
				onClick={openDialog}
				onPointerEnter={() => void loadDialog()}
				onFocus={() => void loadDialog()}
			>
				{children}
			</button>
			{open
				? createPortal(
						<Suspense fallback={null}>
							<CreatePotDialog
								defaultType={type ?? null}
								options={options}
								failed={sawLoading && fetcher.state === 'idle' && !options}
								fallbackHref={href}
								onClose={() => {
									setOpen(false)
									trigger.current?.focus()
								}}
							/>
						</Suspense>,
						document.body,
					)
				: null}
		</>
	)
}
