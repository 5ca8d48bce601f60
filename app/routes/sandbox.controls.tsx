import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { type ReactNode, useId } from 'react'
import { formatEuros } from '#app/lib/money.ts'
import { controlsOverview, runControl } from '#app/payments/sandbox/controls.server.ts'
import { formField, requireSandboxDemo } from '#app/payments/sandbox/pages.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Commandes de la banque de démonstration — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Demo only: what the bank, the person or time would do, one button each. */
export function loader() {
	requireSandboxDemo()
	return controlsOverview()
}

export async function action({ request }: ActionFunctionArgs) {
	requireSandboxDemo()
	const form = await readForm(request)
	try {
		return { message: await runControl(formField(form, 'intent'), formField(form, 'id')) }
	} catch (error) {
		return data(
			{ message: `Action impossible : ${error instanceof Error ? error.message : String(error)}` },
			{ status: 400 },
		)
	}
}

const typeLabels: Record<string, string> = {
	DIRECT_DEBIT: 'Prélèvement SEPA',
	BANK_WIRE: 'Virement',
	CARD: 'Carte',
}

function Button({ intent, id, children }: { intent: string; id: string; children: ReactNode }) {
	return (
		<Form method="post" className="inline">
			<input type="hidden" name="id" value={id} />
			<button type="submit" name="intent" value={intent} className="btn-secondary text-sm">
				{children}
			</button>
		</Form>
	)
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
	// An id without spaces (HTML standard): React's own, not the title.
	const titleId = `${useId()}-title`
	return (
		<section aria-labelledby={titleId} className="space-y-3">
			<h2 id={titleId} className="text-xl font-bold">
				{title}
			</h2>
			{empty ? <p className="text-muted">Rien en attente.</p> : <ul className="space-y-3">{children}</ul>}
		</section>
	)
}

export default function SandboxControls() {
	const { clock, payIns, received, mandates, documents, payouts, pendingWebhooks } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const item = 'flex flex-wrap items-center gap-3 rounded-xl bg-paper p-3'
	return (
		<div className="container-page space-y-8 py-10">
			<div>
				<h1 className="mb-2 text-3xl font-bold">Banque de démonstration : commandes</h1>
				<p className="max-w-3xl text-muted">
					En mode démonstration, les paiements passent par une banque simulée. Ici, vous jouez le rôle de la
					banque : traiter un prélèvement, recevoir un virement, rembourser ou reprendre un paiement reçu,
					valider un document, faire avancer le temps. Horloge de la banque :{' '}
					<time dateTime={clock}>{clock}</time>.
				</p>
				<p className="mt-2 max-w-3xl text-muted">
					Vérification du nom du titulaire : la banque simulée connaît chaque compte d’association au nom de
					l’association chez le prestataire (sa dénomination officielle une fois l’inscription faite). Ce nom
					saisi tel quel, même sans accents ni le mot « association », est conforme ; une faute de frappe ou
					un mot manquant est « presque conforme » (la banque donne son nom) ; un autre nom n’est pas
					conforme. L’IBAN DE02 1203 0000 0000 2020 51 est celui d’une banque qui ne répond pas : vérification
					impossible.
				</p>
			</div>
			{actionData?.message ? (
				<p role="status" className="rounded-xl bg-white p-3 font-medium ring-1 ring-pink-100">
					{actionData.message}
				</p>
			) : null}
			<Section title="Paiements en attente" empty={payIns.length === 0}>
				{payIns.map((p) => (
					<li key={p.id} className={item}>
						<span>
							{typeLabels[p.paymentType]} n° {p.id}, {formatEuros(p.amount)}
							{p.wireReference ? `, référence ${p.wireReference}` : ''}
						</span>
						{p.paymentType === 'DIRECT_DEBIT' ? (
							<>
								<Button intent="settle-success" id={p.id}>
									Débiter avec succès
								</Button>
								<Button intent="settle-insufficient" id={p.id}>
									Refuser (provision insuffisante)
								</Button>
							</>
						) : null}
						{p.paymentType === 'BANK_WIRE' ? (
							<Button intent="receive-wire" id={p.id}>
								Recevoir le virement
							</Button>
						) : null}
						{p.threeDsUrl ? (
							<a href={p.threeDsUrl} className="font-medium text-brand-dark underline">
								Ouvrir la page de paiement
							</a>
						) : null}
					</li>
				))}
			</Section>
			<Section title="Paiements reçus" empty={received.length === 0}>
				{received.map((p) => (
					<li key={p.id} className={item}>
						<span>
							{typeLabels[p.paymentType]} n° {p.id}, {formatEuros(p.amount)}
							{p.reversal === 'REFUNDED'
								? ', remboursé'
								: p.reversal === 'DISPUTED'
									? ', repris par la banque'
									: ''}
						</span>
						{p.reversal === null ? (
							<>
								<Button intent="refund" id={p.id}>
									Rembourser
								</Button>
								{p.paymentType === 'DIRECT_DEBIT' ? (
									<Button intent="late-failure" id={p.id}>
										Rejeter après coup (provision insuffisante)
									</Button>
								) : (
									<Button intent="chargeback" id={p.id}>
										Contester le paiement (opposition carte)
									</Button>
								)}
							</>
						) : null}
					</li>
				))}
			</Section>
			<Section title="Mandats à signer" empty={mandates.length === 0}>
				{mandates.map((m) => (
					<li key={m.id} className={item}>
						<span>Mandat {m.id}</span>
						<Button intent="confirm-mandate" id={m.id}>
							Signer
						</Button>
						<Button intent="fail-mandate" id={m.id}>
							Refuser
						</Button>
					</li>
				))}
			</Section>
			<Section title="Documents d’identité à examiner" empty={documents.length === 0}>
				{documents.map((d) => (
					<li key={d.id} className={item}>
						<span>
							Document {d.id} ({d.type}, {d.pageCount} page{d.pageCount > 1 ? 's' : ''})
							{d.ownerName ? ` de ${d.ownerName}` : ''}
						</span>
						<Button intent="kyc-accept" id={d.id}>
							Valider
						</Button>
						<Button intent="kyc-refuse" id={d.id}>
							Refuser (illisible)
						</Button>
					</li>
				))}
			</Section>
			<Section title="Versements aux associations en cours" empty={payouts.length === 0}>
				{payouts.map((p) => (
					<li key={p.id} className={item}>
						<span>
							Versement {p.id} : {formatEuros(p.amount)}
						</span>
						<Button intent="execute-payout" id={p.id}>
							Exécuter (banque de l’association)
						</Button>
						<Button intent="fail-payout" id={p.id}>
							Refuser (banque de l’association)
						</Button>
					</li>
				))}
			</Section>
			<section aria-labelledby="time-title" className="space-y-3">
				<h2 id="time-title" className="text-xl font-bold">
					Temps et notifications
				</h2>
				<p>{pendingWebhooks} notification(s) en attente de livraison.</p>
				<div className="flex flex-wrap gap-3">
					<Button intent="deliver" id="">
						Livrer les notifications
					</Button>
					<Button intent="advance" id="1h">
						Avancer d’une heure
					</Button>
					<Button intent="advance" id="3d">
						Avancer de 3 jours
					</Button>
					<Button intent="advance" id="31d">
						Avancer de 31 jours
					</Button>
				</div>
			</section>
			<section aria-labelledby="quota-title" className="space-y-3">
				<h2 id="quota-title" className="text-xl font-bold">
					Quota d’appels du prestataire
				</h2>
				<div className="flex flex-wrap gap-3">
					<Button intent="quota-exhaust" id="">
						Épuiser le quota
					</Button>
					<Button intent="quota-restore" id="">
						Rétablir le quota
					</Button>
				</div>
			</section>
		</div>
	)
}
