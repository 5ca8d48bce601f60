import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getEnv } from '#app/platform/env.server.ts'
import { formatOutboxDate, listOutbox, outboxStatusLabels } from '#app/mail/mailer.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Boîte d’envoi (démonstration) — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Demo only: the latest e-mails of the outbox, so a visitor can read what the platform would have sent. */
export function loader() {
	if (!getEnv().isDemo) throw httpError(404)
	return {
		mails: listOutbox(50).map((mail) => ({
			id: mail.id,
			to: mail.to,
			subject: mail.subject,
			status: outboxStatusLabels[mail.status],
			date: formatOutboxDate(mail.createdAt),
			isoDate: mail.createdAt.toISOString(),
		})),
	}
}

export default function DemoOutbox() {
	const { mails } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10">
			<h1 className="mb-4 text-3xl font-bold">Boîte d’envoi (démonstration)</h1>
			<p className="mb-8 max-w-3xl text-muted">
				En mode démonstration, aucun e-mail ne part vraiment : chaque message que Donnons enverrait
				(bienvenue, réinitialisation du mot de passe…) est conservé ici. Ouvrez-le pour lire son contenu et
				suivre ses liens.
			</p>
			{mails.length === 0 ? (
				<p className="rounded-2xl bg-paper p-6">Aucun e-mail pour l’instant.</p>
			) : (
				<div className="overflow-x-auto">
					<table className="w-full border-collapse text-left text-sm">
						<caption className="mb-3 text-left font-semibold">
							Derniers e-mails (50 au plus), du plus récent au plus ancien
						</caption>
						<thead>
							<tr className="border-b-2 border-pink-100">
								<th scope="col" className="px-3 py-2 font-semibold">
									Date
								</th>
								<th scope="col" className="px-3 py-2 font-semibold">
									Destinataire
								</th>
								<th scope="col" className="px-3 py-2 font-semibold">
									Objet
								</th>
								<th scope="col" className="px-3 py-2 font-semibold">
									Statut
								</th>
							</tr>
						</thead>
						<tbody>
							{mails.map((mail) => (
								<tr key={mail.id} className="border-b border-pink-100">
									<td className="whitespace-nowrap px-3 py-2">
										<time dateTime={mail.isoDate}>{mail.date}</time>
									</td>
									<td className="break-all px-3 py-2">{mail.to}</td>
									<td className="px-3 py-2">
										<Link to={`/demo/outbox/${mail.id}`} className="font-medium text-brand-dark underline">
											{mail.subject}
										</Link>
									</td>
									<td className="px-3 py-2">{mail.status}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</div>
	)
}
