import { type ReactNode } from 'react'

/**
 * A table wider than a phone, in a content page: it scrolls sideways inside its own frame instead of the
 * whole page. The frame is a named region that takes the focus, so it can be scrolled with the keyboard.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
			{children}
		</div>
	)
}
