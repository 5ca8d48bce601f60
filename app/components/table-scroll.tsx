import { type ReactNode } from 'react'

/**
 * A table wider than a phone: it scrolls sideways inside its own frame instead of the whole page. The frame
 * is a named region (a `section` with a name) that takes the focus, so it can be scrolled with the keyboard.
 * A shadow on each side where columns are hidden, and with `hint` a line of text on a narrow screen, say that
 * it scrolls (`.table-scroll` in app/styles/tailwind.css: CSS only, so also without JavaScript).
 */
export function TableScroll({
	label,
	labelledBy,
	className,
	hint = false,
	children,
}: {
	label?: string
	labelledBy?: string
	className?: string
	/** Says in words, on a narrow screen, that the table scrolls: for a table always wider than a phone. */
	hint?: boolean
	children: ReactNode
}) {
	const hintLine = hint ? (
		<p className="table-scroll-hint" aria-hidden="true">
			Faites défiler le tableau vers la droite pour voir toutes ses colonnes.
		</p>
	) : null
	const frameClass = className ? `table-scroll ${className}` : 'table-scroll'
	// Without a name, a plain frame: the table sits in a section that names it already (the dashboards).
	if (!label && !labelledBy)
		return (
			<>
				{hintLine}
				<div className={frameClass}>{children}</div>
			</>
		)
	return (
		<>
			{hintLine}
			<section className={frameClass} aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
				{children}
			</section>
		</>
	)
}
