import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { getEnv } from '#app/platform/env.server.ts'
import { formatOutboxDate, getOutboxMail, outboxStatusLabels } from '#app/mail/mailer.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '#app/lib/ids.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `${data.mail.subject} — Boîte d’envoi (démonstration)` : 'Boîte d’envoi (démonstration)' },
	{ name: 'robots', content: 'noindex' },
]

/** Demo only: one e-mail of the outbox, its plain-text body with working links. */
export function loader({ params }: LoaderFunctionArgs) {
	const id = parseId(params.id)
	const mail = getEnv().isDemo && id ? getOutboxMail(id) : undefined
	if (!mail) throw httpError(404)
	return {
		mail: {
			id: mail.id,
			to: mail.to,
			subject: mail.subject,
			text: mail.text,
			status: outboxStatusLabels[mail.status],
			error: mail.error,
			date: formatOutboxDate(mail.createdAt),
			isoDate: mail.createdAt.toISOString(),
		},
	}
}

const urlPattern = /https?:\/\/[^\s<>"']+/g

/** The text with each http(s) URL turned into a link (trailing punctuation stays text). */
function linkify(text: string): ReactNode[] {
	const nodes: ReactNode[] = []
	let last = 0
	for (const match of text.matchAll(urlPattern)) {
		const url = match[0].replace(/[.,;:!?)\]]+$/, '')
		const start = match.index
		nodes.push(text.slice(last, start))
		nodes.push(
			<a key={start} href={url} className="text-brand-dark underline">
				{url}
			</a>,
		)
		last = start + url.length
	}
	nodes.push(text.slice(last))
	return nodes
}

export default function DemoOutboxMail() {
	const { mail } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10">
			<p className="mb-4">
				<Link to="/demo/outbox" className="text-brand-dark underline">
					Retour à la boîte d’envoi
				</Link>
			</p>
			<h1 className="mb-6 text-3xl font-bold">{mail.subject}</h1>
			<dl className="mb-8 grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
				<dt className="font-semibold">Destinataire</dt>
				<dd className="break-all">{mail.to}</dd>
				<dt className="font-semibold">Objet</dt>
				<dd>{mail.subject}</dd>
				<dt className="font-semibold">Date</dt>
				<dd>
					<time dateTime={mail.isoDate}>{mail.date}</time>
				</dd>
				<dt className="font-semibold">Statut</dt>
				<dd>
					{mail.status}
					{mail.error ? ` : ${mail.error}` : null}
				</dd>
			</dl>
			<h2 className="mb-3 text-xl font-semibold">Version texte</h2>
			<pre className="mb-6 max-w-3xl whitespace-pre-wrap break-words rounded-2xl bg-paper p-6 font-sans text-base">
				{linkify(mail.text)}
			</pre>
			<p>
				<a href={`/demo/outbox/${mail.id}/html`} className="btn-secondary">
					Voir la version HTML
				</a>
			</p>
		</div>
	)
}
