import { lazy, Suspense } from 'react'
import { type ToastView } from './toast-notice.tsx'

// Most pages have no notice: the browser imports the notice's code only for a page that has one. The server
// renders it at once (`import.meta.env.SSR` is false in the browser's build, where the awaited import is
// removed); in the browser the server's HTML stays until the code arrives, then hydrates (bench:js).
const OnServer = import.meta.env.SSR ? (await import('./toast-notice.tsx')).ToastNotice : null
const InBrowser = lazy(() => import('./toast-notice.tsx').then((m) => ({ default: m.ToastNotice })))

/**
 * Flash notices (docs/requirements.md#spec-1-8): a status region on every page, so that a notice shown after a
 * navigation is read out, and the notice in it (`ToastNotice`).
 */
export function Toaster({ toast }: { toast: ToastView | null }) {
	const Notice = OnServer ?? InBrowser
	return (
		<div
			role="status"
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
		>
			{toast ? (
				<Suspense fallback={null}>
					<Notice toast={toast} />
				</Suspense>
			) : null}
		</div>
	)
}
