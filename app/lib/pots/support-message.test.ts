import { z } from 'zod'
import { describe, expect, test } from 'vitest'
import { checkSupportMessage, countCharacters, normaliseSupportMessage } from './support-message.ts'
import { SupportMessageSchema, withSupportMessage } from './support-message-schema.ts'
import { SUPPORT_MESSAGE_MAX, supportMessageMessages } from './support-message-messages.ts'

describe('counting characters as a reader does', () => {
	test('accents, flags and family emoji count one each', () => {
		expect(countCharacters('é')).toBe(1)
		expect(countCharacters('e\u0301')).toBe(1)
		expect(countCharacters('🇫🇷')).toBe(1)
		expect(countCharacters('👨‍👩‍👧')).toBe(1)
		expect(countCharacters('Bravo !')).toBe(7)
	})
})

describe('the stored text', () => {
	test('trimmed, spaces collapsed, line breaks kept but at most one empty line', () => {
		expect(normaliseSupportMessage('  Bravo   à   vous  ')).toBe('Bravo à vous')
		expect(normaliseSupportMessage('Bravo\r\n\r\n\r\n\r\nà vous\rtous')).toBe('Bravo\n\nà vous\ntous')
		expect(normaliseSupportMessage('\tBravo\u00a0!')).toBe('Bravo !')
	})
	test('control and invisible reordering characters are removed', () => {
		expect(normaliseSupportMessage('Bra\u0000vo\u0007 \u001b[31m!\u007f\u0085')).toBe('Bravo [31m!')
		expect(normaliseSupportMessage('abc\u202edcba\u2066x\u200b')).toBe('abcdcbax')
	})
	test('only spaces, breaks or control characters is no message', () => {
		expect(normaliseSupportMessage('')).toBeNull()
		expect(normaliseSupportMessage(' \n\t\u0000\r\n ')).toBeNull()
	})
	test('composed to NFC', () => {
		expect(normaliseSupportMessage('e\u0301')).toBe('é')
	})
	test('HTML stays text: nothing is interpreted or removed', () => {
		expect(normaliseSupportMessage('<b>Merci</b> & <script>x</script>')).toBe(
			'<b>Merci</b> & <script>x</script>',
		)
	})
})

describe('the length rule', () => {
	test('280 characters pass, 281 are refused with the count', () => {
		expect(checkSupportMessage('a'.repeat(SUPPORT_MESSAGE_MAX))).toEqual({
			ok: true,
			body: 'a'.repeat(SUPPORT_MESSAGE_MAX),
		})
		expect(checkSupportMessage('a'.repeat(SUPPORT_MESSAGE_MAX + 1))).toEqual({
			ok: false,
			error: supportMessageMessages.tooLong(SUPPORT_MESSAGE_MAX + 1),
		})
	})
	test('counted after trimming, and emoji count one each', () => {
		expect(checkSupportMessage(`   ${'a'.repeat(SUPPORT_MESSAGE_MAX)}   \n\n`).ok).toBe(true)
		expect(checkSupportMessage('👨‍👩‍👧'.repeat(SUPPORT_MESSAGE_MAX)).ok).toBe(true)
		expect(checkSupportMessage('👨‍👩‍👧'.repeat(SUPPORT_MESSAGE_MAX + 1)).ok).toBe(false)
	})
	test('a huge field is refused without being read whole', () => {
		expect(checkSupportMessage('a'.repeat(100_000))).toEqual({
			ok: false,
			error: supportMessageMessages.tooLong(100_000),
		})
	})
	test('no message is fine', () => {
		expect(checkSupportMessage(undefined)).toEqual({ ok: true, body: null })
		expect(checkSupportMessage('   ')).toEqual({ ok: true, body: null })
	})
})

describe('the form field', () => {
	test('gives the text to store, null when empty, the French error when too long', () => {
		expect(SupportMessageSchema.parse({ message: ' Courage ! ' })).toEqual({ message: 'Courage !' })
		expect(SupportMessageSchema.parse({})).toEqual({ message: null })
		const refused = SupportMessageSchema.safeParse({ message: 'x'.repeat(300) })
		expect(refused.success).toBe(false)
		expect(refused.error?.issues[0]?.message).toBe(supportMessageMessages.tooLong(300))
	})
})

test("a form's schema with the message: built once per schema, and it parses the form's fields with the message", () => {
	const form = z.object({ name: z.string() })
	const withMessage = withSupportMessage(form)
	expect(withSupportMessage(form)).toBe(withMessage)
	expect(withSupportMessage(z.object({ name: z.string() }))).not.toBe(withMessage)
	expect(withMessage.parse({ name: 'Léa', message: '  Bravo  ' })).toEqual({ name: 'Léa', message: 'Bravo' })
	expect(withMessage.parse({ name: 'Léa' })).toEqual({ name: 'Léa', message: null })
})
