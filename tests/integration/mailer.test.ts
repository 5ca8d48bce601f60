import { describe, expect, test, vi } from 'vitest'
import { getOutboxMail, latestMailTo, listOutbox, sendMail } from '#app/mail/mailer.server.ts'
import { resetPasswordEmail, welcomeEmail } from '#app/mail/templates.server.ts'
import { useAppDatabase } from '#tests/support/database.ts'
import { useLocalSmtpServer } from './smtp-server.ts'

useAppDatabase()

const smtp = useLocalSmtpServer()
const received = smtp.received

/** Decodes RFC 2047 encoded words ('=?UTF-8?Q?R=C3=A9initialisation?='). */
function decodeHeader(value: string) {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
			encoding.toUpperCase() === 'B'
				? Buffer.from(data, 'base64').toString('utf8')
				: decodeQuotedPrintable(data.replace(/_/g, ' ')),
		)
}

function decodeQuotedPrintable(value: string) {
	const bytes: number[] = []
	const input = value.replace(/=\r?\n/g, '')
	for (let i = 0; i < input.length; i++) {
		const hex = input[i] === '=' ? /^[0-9A-F]{2}$/i.exec(input.slice(i + 1, i + 3)) : null
		if (hex) {
			bytes.push(parseInt(hex[0], 16))
			i += 2
		} else {
			bytes.push(...Buffer.from(input[i]!, 'utf8'))
		}
	}
	return Buffer.from(bytes).toString('utf8')
}

function parseHeaders(head: string) {
	const headers = new Map<string, string>()
	for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
	}
	return headers
}

function splitEntity(raw: string) {
	const end = raw.indexOf('\r\n\r\n')
	return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + 4) }
}

/** Just enough MIME to read nodemailer's messages: headers, and the decoded text of every leaf part. */
function readMessage(raw: string) {
	const { headers, body } = splitEntity(raw)
	const parts: { type: string; content: string }[] = []
	const collect = (entityHeaders: Map<string, string>, entityBody: string) => {
		const type = entityHeaders.get('content-type') ?? 'text/plain'
		const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
		if (type.startsWith('multipart/') && boundary) {
			for (const section of entityBody.split(`--${boundary}`).slice(1)) {
				if (section.startsWith('--')) break
				const part = splitEntity(section.replace(/^\r\n/, ''))
				collect(part.headers, part.body)
			}
			return
		}
		const encoding = (entityHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase()
		const content =
			encoding === 'base64'
				? Buffer.from(entityBody, 'base64').toString('utf8')
				: encoding === 'quoted-printable'
					? decodeQuotedPrintable(entityBody)
					: entityBody
		parts.push({ type: type.split(';')[0]!.trim(), content })
	}
	collect(headers, body)
	return { headers, parts }
}

describe('sendMail', () => {
	test('without SMTP, the mail is stored in the outbox', async () => {
		const mail = welcomeEmail({ firstName: 'Alice', dashboardUrl: 'http://localhost:3000/home/private' })
		const result = await sendMail({ to: 'alice@example.com', kind: 'welcome', ...mail }, { smtpUrl: null })
		expect(result.status).toBe('stored')
		const row = latestMailTo('alice@example.com')
		expect(row).toMatchObject({
			id: result.id,
			to: 'alice@example.com',
			kind: 'welcome',
			subject: 'Bienvenue sur Donnons',
			status: 'stored',
			sentAt: null,
			error: null,
		})
		expect(row?.text).toContain('http://localhost:3000/home/private')
		expect(getOutboxMail(result.id)?.html).toBe(mail.html)
		expect(listOutbox(50).map((m) => m.id)).toContain(result.id)
	})

	test('latestMailTo returns the most recent mail of an address', async () => {
		const first = await sendMail(
			{ to: 'bob@example.com', kind: 'a', subject: 'Un', text: '1', html: '<p>1</p>' },
			{ smtpUrl: null },
		)
		const second = await sendMail(
			{ to: 'bob@example.com', kind: 'b', subject: 'Deux', text: '2', html: '<p>2</p>' },
			{ smtpUrl: null },
		)
		expect(second.id).toBeGreaterThan(first.id)
		expect(latestMailTo('bob@example.com')?.id).toBe(second.id)
		expect(latestMailTo('nobody@example.com')).toBeUndefined()
		expect(listOutbox(1)[0]?.id).toBe(second.id)
	})

	test('with SMTP, the mail is delivered and marked sent', async () => {
		const resetUrl = 'http://localhost:3000/reinitialiser-mot-de-passe?token=Zx9_-abc&redirectTo=%2Fhome'
		const mail = resetPasswordEmail({ firstName: 'Émilie', resetUrl })
		const before = received.length
		const result = await sendMail(
			{ to: 'emilie@example.com', kind: 'reset-password', ...mail },
			{ smtpUrl: smtp.url },
		)
		expect(result.status).toBe('sent')
		expect(received).toHaveLength(before + 1)
		const { raw, mailFrom, rcptTo } = received[before]!
		expect(rcptTo).toEqual(['emilie@example.com'])
		expect(mailFrom).toBe('bonjour@donnons.localhost')

		const { headers, parts } = readMessage(raw)
		expect(headers.get('subject')).toMatch(/=\?UTF-8\?[QB]\?/i)
		expect(decodeHeader(headers.get('subject') ?? '')).toBe('Réinitialisation de votre mot de passe Donnons')
		expect(headers.get('to')).toBe('emilie@example.com')
		expect(decodeHeader(headers.get('from') ?? '')).toBe('Donnons <bonjour@donnons.localhost>')
		const text = parts.find((p) => p.type === 'text/plain')?.content ?? ''
		const html = parts.find((p) => p.type === 'text/html')?.content ?? ''
		expect(text).toContain(resetUrl)
		expect(text).toContain('Bonjour Émilie,')
		expect(html).toContain(`href="${resetUrl.replace('&', '&amp;')}"`)

		const row = getOutboxMail(result.id)
		expect(row?.status).toBe('sent')
		expect(row?.sentAt).toBeInstanceOf(Date)
		expect(row?.error).toBeNull()
	})

	test('an SMTP server that is down leaves the mail queued for a retry, without throwing', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const mail = resetPasswordEmail({ firstName: 'Chloé', resetUrl: 'http://localhost:3000/r?token=t' })
		const result = await sendMail(
			{ to: 'chloe@example.com', kind: 'reset-password', ...mail },
			{ smtpUrl: smtp.closedPortUrl },
		)
		expect(result.status).toBe('queued')
		const row = getOutboxMail(result.id)
		expect(row?.status).toBe('queued')
		expect(row?.attempts).toBe(1)
		expect(row?.sentAt).toBeNull()
		expect(row?.error).toMatch(/ECONNREFUSED|connect/i)
		expect(logged).toHaveBeenCalledOnce()
		expect(latestMailTo('chloe@example.com')?.id).toBe(result.id)
	})
})
