/**
 * The room the cookie banner takes at the bottom of the screen, kept in `--cookie-banner-room` while it shows
 * (app/styles/tailwind.css: the page scrolls a focused field above it). Returns what stops watching.
 */
export function watchBannerRoom(element: HTMLElement) {
	if (typeof ResizeObserver === 'undefined') return () => {}
	const root = document.documentElement
	const observer = new ResizeObserver(() => {
		root.style.setProperty('--cookie-banner-room', `${Math.ceil(element.offsetHeight) + 16}px`)
	})
	observer.observe(element)
	return () => {
		observer.disconnect()
		root.style.removeProperty('--cookie-banner-room')
	}
}
