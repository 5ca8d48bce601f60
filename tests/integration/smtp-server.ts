import net, { type AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export type ReceivedMail = { raw: string; mailFrom: string | null; rcptTo: string[] }

/**
 * A real SMTP server on a free local port for a test file's tests (started before them, closed after):
 * what it received, its URL, and the URL of a port that refuses connections. `holdConnection` returning
 * true leaves a client's connection unanswered (a test then kills the process that is sending).
 */
export function useLocalSmtpServer(options: { holdConnection?: () => boolean } = {}) {
	const server = { received: [] as ReceivedMail[], url: '', closedPortUrl: '' }
	const smtp = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onConnect(_session, callback) {
			if (options.holdConnection?.()) return
			callback()
		},
		onData(stream, session, callback) {
			// The session's envelope is reset once the message is accepted: copy it now.
			const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null
			const rcptTo = session.envelope.rcptTo.map((r) => r.address)
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				server.received.push({ raw: Buffer.concat(chunks).toString('utf8'), mailFrom, rcptTo })
				callback()
			})
		},
	})
	beforeAll(async () => {
		await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
		server.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
		// A port that was just free and is closed again: connections are refused.
		const probe = net.createServer()
		await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
		const { port } = probe.address() as AddressInfo
		await new Promise<void>((resolve) => probe.close(() => resolve()))
		server.closedPortUrl = `smtp://127.0.0.1:${port}`
	})
	afterAll(async () => {
		await new Promise<void>((resolve) => smtp.close(resolve))
	})
	return server
}

/** The headers of a received message, unfolded, by lower-case name (the first of each). */
export function headersOf(raw: string): Map<string, string> {
	const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
	const headers = new Map<string, string>()
	for (const line of head.split('\r\n')) {
		const colon = line.indexOf(':')
		const name = line.slice(0, colon).trim().toLowerCase()
		if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
	}
	return headers
}
