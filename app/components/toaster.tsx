import { useEffect, useState } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type ToastView = {
	id: string
	type: 'success' | 'error' | 'info'
	title?: string
	description: string
}

const TOAST_TIMEOUT_MS = 5000

const styles = {
	success: 'border-green-700 bg-green-50 text-green-900',
	error: 'border-red-700 bg-red-50 text-red-900',
	info: 'border-sky-700 bg-sky-50 text-sky-900',
}

/**
 * Flash notices (docs/requirements.md#spec-1-8: closable, 5 seconds). The server renders the notice inline as a status
 * message, so it is read without JavaScript; once hydrated it can be closed and fades after 5 s.
 */
export function Toaster({ toast }: { toast: ToastView | null }) {
	const hydrated = useHydrated()
	const [closedId, setClosedId] = useState<string | null>(null)
	useEffect(() => {
		if (!toast) return
		const timer = setTimeout(() => setClosedId(toast.id), TOAST_TIMEOUT_MS)
		return () => clearTimeout(timer)
	}, [toast])
	const visible = toast && closedId !== toast.id
	return (
		<div
			role="status"
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
		>
			{visible ? (
				<div
					className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${
						styles[toast.type]
					}`}
					data-testid="toast"
				>
					<div className="flex-1">
						{toast.title ? <p className="font-semibold">{toast.title}</p> : null}
						<p>{toast.description}</p>
					</div>
					{hydrated ? (
						<button
							type="button"
							onClick={() => setClosedId(toast.id)}
							className="rounded px-2 text-lg leading-none"
							aria-label="Fermer le message"
						>
							×
						</button>
					) : null}
				</div>
			) : null}
		</div>
	)
}
