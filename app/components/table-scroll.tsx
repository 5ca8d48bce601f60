import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A table wider than a phone: it scrolls sideways inside its own frame instead of the whole page. The frame
 * is a named region (a `section` with a name) that takes the focus, so it can be scrolled with the keyboard.
 * A shadow on each side where columns are hidden, and with `hint` a line of text on a narrow screen, say that
 * it scrolls (`.table-scroll` in app/styles/tailwind.css: CSS only, so also without JavaScript). With
 * JavaScript, the line goes away while the table fits its frame (few columns, a wider phone).
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
	const frame = useRef<HTMLElement & HTMLDivElement>(null)
	const fits = useFits(frame, hint)
	const hintLine = hint ? (
		<p className="table-scroll-hint" aria-hidden="true" hidden={fits}>
			Faites défiler le tableau vers la droite pour voir toutes ses colonnes.
		</p>
	) : null
	const frameClass = className ? `table-scroll ${className}` : 'table-scroll'
	// Without a name, a plain frame: the table sits in a section that names it already (the dashboards).
	if (!label && !labelledBy)
		return (
			<>
				{hintLine}
				<div ref={frame} className={frameClass}>
					{children}
				</div>
			</>
		)
	return (
		<>
			{hintLine}
			<section
				ref={frame}
				className={frameClass}
				aria-label={label}
				aria-labelledby={labelledBy}
				tabIndex={0}
			>
				{children}
			</section>
		</>
	)
}

/** True while the frame's content fits its width (measured in the browser only; false on the server). */
function useFits(frame: React.RefObject<HTMLElement>, watch: boolean) {
	const [fits, setFits] = useState(false)
	useEffect(() => {
		const element = frame.current
		if (!watch || !element || typeof ResizeObserver === 'undefined') return
		const observer = new ResizeObserver(() => setFits(element.scrollWidth <= element.clientWidth))
		observer.observe(element)
		if (element.firstElementChild) observer.observe(element.firstElementChild)
		return () => observer.disconnect()
	}, [frame, watch])
	return fits
}
