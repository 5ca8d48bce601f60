import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SRGB_COLORANTS, srgbIccProfile, srgbToLinear } from './srgb-icc.server.ts'

const profile = Buffer.from(srgbIccProfile())

function tagTable(icc: Buffer) {
	const tags = new Map<string, { offset: number; size: number }>()
	for (let i = 0; i < icc.readUInt32BE(128); i++)
		tags.set(icc.toString('ascii', 132 + 12 * i, 136 + 12 * i), {
			offset: icc.readUInt32BE(136 + 12 * i),
			size: icc.readUInt32BE(140 + 12 * i),
		})
	return tags
}

const xyz = (icc: Buffer, offset: number) => [0, 1, 2].map((i) => icc.readInt32BE(offset + 8 + 4 * i) / 65536)

/** Converts pixels from sRGB to the given profile with libvips (lcms2), through sharp. */
async function convert(icc: Buffer, pixels: number[]) {
	const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'icc-')), 'profile.icc')
	fs.writeFileSync(file, icc)
	const raw = { width: pixels.length / 3, height: 1, channels: 3 as const }
	return [...(await sharp(Buffer.from(pixels), { raw }).withIccProfile(file).raw().toBuffer())]
}

const SAMPLES = [200, 30, 90, 10, 128, 250, 255, 255, 255, 0, 0, 0, 118, 118, 118]

describe('srgbIccProfile', () => {
	it('has a v2 RGB display profile header whose size is the byte count', () => {
		expect(profile.readUInt32BE(0)).toBe(profile.length)
		expect(profile.readUInt32BE(8)).toBe(0x02100000)
		expect(profile.toString('ascii', 12, 24)).toBe('mntrRGB XYZ ')
		expect(profile.toString('ascii', 36, 40)).toBe('acsp')
		expect(xyz(profile, 60).map((v) => v.toFixed(4))).toEqual(['0.9642', '1.0000', '0.8249'])
	})

	it('has every tag a v2 matrix/TRC profile requires, aligned, inside the file', () => {
		const tags = tagTable(profile)
		expect([...tags.keys()].sort()).toEqual(
			['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
		)
		for (const [signature, { offset, size }] of tags) {
			expect(offset % 4, signature).toBe(0)
			expect(offset + size, signature).toBeLessThanOrEqual(profile.length)
		}
		expect(profile.toString('ascii', tags.get('desc')!.offset, tags.get('desc')!.offset + 4)).toBe('desc')
	})

	it('has colorants that add up to the D50 white and a curve that follows sRGB', () => {
		const tags = tagTable(profile)
		const sum = [0, 1, 2].map((i) =>
			(['rXYZ', 'gXYZ', 'bXYZ'] as const).reduce((s, t) => s + xyz(profile, tags.get(t)!.offset)[i]!, 0),
		)
		expect(sum[0]).toBeCloseTo(0.9642, 3)
		expect(sum[1]).toBeCloseTo(1, 3)
		expect(sum[2]).toBeCloseTo(0.8249, 2)
		expect(xyz(profile, tags.get('rXYZ')!.offset)[0]).toBeCloseTo(SRGB_COLORANTS.rXYZ[0], 4)
		const curve = tags.get('gTRC')!.offset
		expect(profile.toString('ascii', curve, curve + 4)).toBe('curv')
		const points = profile.readUInt32BE(curve + 8)
		const at = (i: number) => profile.readUInt16BE(curve + 12 + 2 * i) / 65535
		expect(at(0)).toBe(0)
		expect(at(points - 1)).toBe(1)
		expect(at(Math.round((points - 1) / 2))).toBeCloseTo(srgbToLinear(0.5), 2)
	})

	it('is read by lcms2 as sRGB: converting sRGB pixels to it changes nothing', async () => {
		expect(await convert(profile, SAMPLES)).toEqual(SAMPLES)
		// The conversion does use the profile: red and blue colorants swapped, red and blue swap.
		const swapped = Buffer.from(profile)
		const { rXYZ, bXYZ } = Object.fromEntries(tagTable(profile))
		swapped.set(profile.subarray(bXYZ!.offset, bXYZ!.offset + 20), rXYZ!.offset)
		swapped.set(profile.subarray(rXYZ!.offset, rXYZ!.offset + 20), bXYZ!.offset)
		expect((await convert(swapped, [200, 30, 90])).join()).toBe('90,30,200')
	})
})
