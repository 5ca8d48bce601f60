import { describe, expect, test } from 'vitest'
import { centreCropBox, clampCropBox, IMAGE_MAX_BYTES, imageFileProblem, parseCropBox } from './crop.ts'
import { derivedMessages, potMessages } from './messages.ts'

describe('parseCropBox', () => {
	test('returns a valid box', () => {
		expect(parseCropBox('{"x":10,"y":20,"width":560,"height":200}', 1200, 800)).toEqual({
			x: 10,
			y: 20,
			width: 560,
			height: 200,
		})
	})
	test('accepts a box that fills the image exactly and ignores extra keys', () => {
		expect(parseCropBox('{"x":0,"y":0,"width":1200,"height":800,"rotate":0,"scaleX":1}', 1200, 800)).toEqual({
			x: 0,
			y: 0,
			width: 1200,
			height: 800,
		})
	})
	test.each([
		['null', null],
		['empty', ''],
		['not JSON', 'x=1'],
		['an array', '[0,0,10,10]'],
		['a number', '42'],
		['JSON null', 'null'],
		['a missing key', '{"x":0,"y":0,"width":10}'],
		['a string value', '{"x":"0","y":0,"width":10,"height":10}'],
		['a decimal value', '{"x":0.5,"y":0,"width":10,"height":10}'],
		['a negative offset', '{"x":-1,"y":0,"width":10,"height":10}'],
		['a zero width', '{"x":0,"y":0,"width":0,"height":10}'],
		['a zero height', '{"x":0,"y":0,"width":10,"height":0}'],
		['overflowing right', '{"x":1100,"y":0,"width":101,"height":10}'],
		['overflowing bottom', '{"x":0,"y":700,"width":10,"height":101}'],
		['a huge number', '{"x":0,"y":0,"width":1e300,"height":10}'],
		['too long a value', `{"x":0,"y":0,"width":10,"height":10,"pad":"${'a'.repeat(300)}"}`],
	])('refuses %s', (_name, value) => {
		expect(parseCropBox(value, 1200, 800)).toBeNull()
	})
})

describe('centreCropBox', () => {
	test('a wide image is cut at the sides (banner ratio 2.8)', () => {
		expect(centreCropBox(3000, 800, 2.8)).toEqual({ x: 380, y: 0, width: 2240, height: 800 })
	})
	test('a tall image is cut at the top and bottom (banner ratio 2.8)', () => {
		expect(centreCropBox(1200, 800, 2.8)).toEqual({ x: 0, y: 185, width: 1200, height: 429 })
	})
	test('square logo from a landscape and a portrait image', () => {
		expect(centreCropBox(1200, 800, 1)).toEqual({ x: 200, y: 0, width: 800, height: 800 })
		expect(centreCropBox(600, 901, 1)).toEqual({ x: 0, y: 150, width: 600, height: 600 })
	})
	test('an image already at the ratio is kept whole', () => {
		expect(centreCropBox(2800, 1000, 2.8)).toEqual({ x: 0, y: 0, width: 2800, height: 1000 })
	})
	test('never returns an empty box', () => {
		expect(centreCropBox(1, 1000, 2.8)).toEqual({ x: 0, y: 499, width: 1, height: 1 })
	})
	test('refuses an invalid size or ratio', () => {
		expect(() => centreCropBox(0, 10, 1)).toThrow()
		expect(() => centreCropBox(10, 10, 0)).toThrow()
	})
	test('its result passes parseCropBox', () => {
		const box = centreCropBox(1234, 567, 2.8)
		expect(parseCropBox(JSON.stringify(box), 1234, 567)).toEqual(box)
	})
})

describe('clampCropBox', () => {
	test('rounds and keeps the box inside the image', () => {
		expect(clampCropBox({ x: 0.6, y: -0.4, width: 1200, height: 429.5 }, 1200, 800)).toEqual({
			x: 1,
			y: 0,
			width: 1199,
			height: 430,
		})
	})
})

describe('imageFileProblem', () => {
	test('accepts JPEG and PNG up to 2 Mo', () => {
		expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull()
		expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeNull()
	})
	test('refuses a bigger file with the spec message', () => {
		expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
			potMessages.imageTooLarge,
		)
	})
	test.each(['image/gif', 'image/webp', 'application/pdf', 'image/svg+xml', ''])(
		'refuses the type %s',
		(type) => {
			expect(imageFileProblem({ type, size: 10 })).toBe(derivedMessages.imageTypeInvalid)
		},
	)
})
