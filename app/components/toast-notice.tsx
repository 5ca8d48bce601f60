import { useEffect, useState } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'

export type ToastView = {
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
 * A flash notice (docs/requirements.md#spec-1-8: closable, 5 seconds), inside the `Toaster`'s status region. The
 * server renders it inline, so it is read without JavaScript; once hydrated it can be closed and fades after 5 s.
 */
export function ToastNotice({ toast }: { toast: ToastView }) {
	const hydrated = useHydrated()
	const [closedId, setClosedId] = useState<string | null>(null)
	useEffect(() => {
		const timer = setTimeout(() => setClosedId(toast.id), TOAST_TIMEOUT_MS)
		return () => clearTimeout(timer)
	}, [toast])
	const visible = closedId !== toast.id
	if (!visible) return null
	return (
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
	)
}
