/**
 * A small sRGB ICC profile (version 2.1, display class, matrix/TRC), generated here rather than shipped: no
 * package in node_modules carries an sRGB profile file (pdf.js only ships a CMYK one), and the PDF/A
 * OutputIntent of receipts and statements needs one (app/receipts/pdfa.server.ts).
 *
 * Layout (ICC.1:2001-04): a 128-byte header, a tag table, then the tags, each 4-byte aligned. The tags are
 * the nine a v2 RGB display profile requires: description, copyright, media white point, the three
 * colorants (the sRGB primaries adapted to D50 with Bradford, as in IEC 61966-2-1's ICC profile) and the
 * three tone curves, which share one 1024-point sampling of the sRGB transfer function. About 2.5 kB.
 * The bytes are always the same (fixed creation date), so PDFs embedding it stay reproducible.
 */

const DESCRIPTION = 'sRGB IEC61966-2.1'
const COPYRIGHT = 'No copyright, use freely'
/** The PCS illuminant, D50, as the ICC specifies it. */
const D50 = [0.9642, 1, 0.8249] as const
/** The sRGB primaries' XYZ, chromatically adapted to D50 (Bradford): red, green, blue. */
export const SRGB_COLORANTS = {
	rXYZ: [0.4360747, 0.2225045, 0.0139322],
	gXYZ: [0.3850649, 0.7168786, 0.0971045],
	bXYZ: [0.1430804, 0.0606169, 0.7141733],
} as const
const CURVE_POINTS = 1024

/** The sRGB electro-optical transfer function: encoded value in [0, 1] → linear light in [0, 1]. */
export function srgbToLinear(value: number): number {
	return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

class Writer {
	readonly bytes: Uint8Array
	readonly view: DataView
	constructor(size: number) {
		this.bytes = new Uint8Array(size)
		this.view = new DataView(this.bytes.buffer)
	}
	ascii(offset: number, text: string) {
		for (let i = 0; i < text.length; i++) this.bytes[offset + i] = text.charCodeAt(i) & 0x7f
	}
	u32(offset: number, value: number) {
		this.view.setUint32(offset, value)
	}
	s15Fixed16(offset: number, value: number) {
		this.view.setInt32(offset, Math.round(value * 65536))
	}
}

type Tag = { signature: string; size: number; write: (w: Writer, at: number) => void }

const xyzTag = (signature: string, xyz: readonly [number, number, number]): Tag => ({
	signature,
	size: 20,
	write: (w, at) => {
		w.ascii(at, 'XYZ ')
		xyz.forEach((value, i) => w.s15Fixed16(at + 8 + 4 * i, value))
	},
})

/** textDescriptionType: the ASCII description, no Unicode or ScriptCode variant. */
const descriptionTag: Tag = {
	signature: 'desc',
	size: 12 + DESCRIPTION.length + 1 + 4 + 4 + 2 + 1 + 67,
	write: (w, at) => {
		w.ascii(at, 'desc')
		w.u32(at + 8, DESCRIPTION.length + 1)
		w.ascii(at + 12, DESCRIPTION)
		// Unicode language and count, ScriptCode code, count and its 67 bytes: all zero.
	},
}

const copyrightTag: Tag = {
	signature: 'cprt',
	size: 8 + COPYRIGHT.length + 1,
	write: (w, at) => {
		w.ascii(at, 'text')
		w.ascii(at + 8, COPYRIGHT)
	},
}

const curveSize = 12 + 2 * CURVE_POINTS

function writeCurve(w: Writer, at: number) {
	w.ascii(at, 'curv')
	w.u32(at + 8, CURVE_POINTS)
	for (let i = 0; i < CURVE_POINTS; i++)
		w.view.setUint16(at + 12 + 2 * i, Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535))
}

const align4 = (n: number) => (n + 3) & ~3

let cached: Uint8Array | undefined

/** The profile's bytes (built once). */
export function srgbIccProfile(): Uint8Array {
	if (cached) return cached
	const tags: Tag[] = [
		descriptionTag,
		copyrightTag,
		xyzTag('wtpt', D50),
		xyzTag('rXYZ', SRGB_COLORANTS.rXYZ),
		xyzTag('gXYZ', SRGB_COLORANTS.gXYZ),
		xyzTag('bXYZ', SRGB_COLORANTS.bXYZ),
	]
	const curveTags = ['rTRC', 'gTRC', 'bTRC']
	const tableSize = 4 + 12 * (tags.length + curveTags.length)
	const offsets: number[] = []
	let end = 128 + tableSize
	for (const tag of tags) {
		offsets.push(end)
		end = align4(end + tag.size)
	}
	const curveOffset = end
	const size = align4(curveOffset + curveSize)
	const w = new Writer(size)

	// Header.
	w.u32(0, size)
	w.u32(8, 0x02100000) // version 2.1.0
	w.ascii(12, 'mntr')
	w.ascii(16, 'RGB ')
	w.ascii(20, 'XYZ ')
	// Creation date and time (UTC): 2026-01-01 00:00:00, fixed.
	;[2026, 1, 1, 0, 0, 0].forEach((value, i) => w.view.setUint16(24 + 2 * i, value))
	w.ascii(36, 'acsp')
	w.u32(64, 0) // rendering intent: perceptual
	D50.forEach((value, i) => w.s15Fixed16(68 + 4 * i, value))

	// Tag table, then the tags.
	w.u32(128, tags.length + curveTags.length)
	const entry = (i: number, signature: string, offset: number, tagSize: number) => {
		w.ascii(132 + 12 * i, signature)
		w.u32(136 + 12 * i, offset)
		w.u32(140 + 12 * i, tagSize)
	}
	tags.forEach((tag, i) => {
		entry(i, tag.signature, offsets[i]!, tag.size)
		tag.write(w, offsets[i]!)
	})
	curveTags.forEach((signature, i) => entry(tags.length + i, signature, curveOffset, curveSize))
	writeCurve(w, curveOffset)
	cached = w.bytes
	return cached
}
