/**
 * The charity image slideshow (spec 2 "Charity details"): "next stops at the last slide; previous wraps
 * from the first to the last". Indexes are 0-based; an empty slideshow stays at 0.
 */
export function nextSlideIndex(current: number, count: number): number {
	if (count <= 0) return 0
	return Math.min(Math.max(current, 0) + 1, count - 1)
}

export function previousSlideIndex(current: number, count: number): number {
	if (count <= 0) return 0
	const index = Math.min(Math.max(current, 0), count - 1)
	return index === 0 ? count - 1 : index - 1
}

export function isLastSlide(current: number, count: number): boolean {
	return count <= 0 || current >= count - 1
}
