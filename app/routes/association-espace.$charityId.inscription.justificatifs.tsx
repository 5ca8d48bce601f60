import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import {
	CHARITY_KYC_MAX_BYTES,
	readCharityKycUpload,
	refreshCharityKyc,
	sendCharityKycDocument,
} from '#app/charity-space/kyc.server.ts'
import { onboardingState, syncCharityLegalUser } from '#app/charity-space/onboarding.server.ts'
import { onboardingPath, StepHeader } from '#app/components/charity-space/charity-onboarding.tsx'
import { ErrorList, FormAlert } from '#app/components/forms.tsx'
import {
	canUploadKyc,
	CHARITY_KYC_ORDER,
	KYC_DOCUMENT_LABELS,
	KYC_PROGRESS_LABELS,
	refusalReasonLabel,
} from '#app/lib/charity-space/charity-onboarding.ts'
import { generic, toastTitles } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Justificatifs — Inscription — Donnons' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const state = onboardingState(charity.id)
	// The statuses under review are asked again of the provider (notifications may be late or lost).
	const { latest, progress } = await refreshCharityKyc(await getPaymentProvider(), charity.id)
	return {
		charityId: charity.id,
		ready: state.identityDone && state.representativeDone,
		maxMegabytes: Math.floor(CHARITY_KYC_MAX_BYTES / 1024 / 1024),
		documents: CHARITY_KYC_ORDER.map((type) => ({
			type,
			...KYC_DOCUMENT_LABELS[type],
			progress: progress[type],
			canUpload: canUploadKyc(progress[type]),
			refusal:
				progress[type] === 'refused' ? refusalReasonLabel(latest[type]?.refusedReasonType ?? null) : null,
		})),
	}
}

type ActionData = { type: string | null; field: 'document' | ''; message: string }

const failure = (body: ActionData, status = 400) => data(body, { status })

export async function action({ request, params }: ActionFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const upload = await readCharityKycUpload(request)
	if (!upload.ok) return failure({ type: upload.type, field: upload.field, message: upload.message })
	const provider = await getPaymentProvider()
	const synced = await syncCharityLegalUser(provider, charity.id)
	if (!synced.ok)
		return synced.reason === 'incomplete'
			? failure({ type: upload.type, field: '', message: onboardingMessages.identityFirst })
			: failure({ type: upload.type, field: '', message: onboardingMessages.providerUnavailable }, 502)
	const sent = await sendCharityKycDocument(provider, charity.id, upload.type, upload.bytes)
	if (!sent.ok) {
		if (sent.reason === 'not-replaceable')
			return failure(
				{ type: upload.type, field: '', message: onboardingMessages.documentNotReplaceable },
				409,
			)
		return failure({ type: upload.type, field: '', message: generic.error }, 502)
	}
	return redirectWithToast(onboardingPath(charity.id, 'justificatifs'), {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: onboardingMessages.documentSent,
	})
}

const STATUS_CLASS = {
	missing: 'text-muted',
	pending: 'text-amber-900',
	validated: 'text-green-900',
	refused: 'text-red-800',
} as const

export default function OnboardingDocuments() {
	const { charityId, ready, documents, maxMegabytes } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	// An answer about a document whose form is not shown (already under review, steps missing) goes on top.
	const inItsForm = ready && documents.some((d) => d.type === actionData?.type && d.canUpload)
	return (
		<>
			<StepHeader
				charityId={charityId}
				step="justificatifs"
				intro="Notre prestataire de paiement examine chaque justificatif, en général sous 48 heures ouvrées. Un document refusé peut être envoyé à nouveau."
			/>
			{ready ? null : (
				<p className="mb-6 rounded-xl bg-amber-50 p-3 text-amber-900">
					{onboardingMessages.identityFirst} :{' '}
					<Link to={onboardingPath(charityId, 'identite')} className="underline">
						identité de l’association
					</Link>
					,{' '}
					<Link to={onboardingPath(charityId, 'representant')} className="underline">
						représentant légal
					</Link>
					.
				</p>
			)}
			{actionData && !inItsForm ? <FormAlert errors={[actionData.message]} /> : null}
			<p id="kyc-formats" className="mb-4 text-sm text-muted">
				Formats acceptés : pdf, jpeg, jpg et png ; {maxMegabytes} Mo au plus par fichier, et au moins 32 Ko
				pour la pièce d’identité (1 Ko pour les autres documents).
			</p>
			<ul className="max-w-2xl space-y-4">
				{documents.map((doc) => {
					const error = actionData?.type === doc.type ? actionData : null
					const inputId = `document-${doc.type}`
					const errorId = `${inputId}-error`
					return (
						<li key={doc.type} className="rounded-2xl border border-pink-100 p-4">
							<h2 className="text-lg font-semibold">{doc.label}</h2>
							<p className="text-sm text-muted">{doc.hint}</p>
							<p className={`mt-1 font-medium ${STATUS_CLASS[doc.progress]}`}>
								Statut : {KYC_PROGRESS_LABELS[doc.progress]}
								{doc.refusal ? ` — motif : ${doc.refusal}` : ''}
							</p>
							{doc.canUpload && ready ? (
								<Form
									method="post"
									action={`${onboardingPath(charityId, 'justificatifs')}?type=${doc.type}`}
									encType="multipart/form-data"
									noValidate
									className="mt-3 space-y-2"
								>
									{error?.field === '' ? <FormAlert errors={[error.message]} /> : null}
									<label htmlFor={inputId} className="block font-medium">
										{doc.progress === 'refused' ? 'Nouveau fichier' : 'Fichier'}
									</label>
									<input
										id={inputId}
										name="document"
										type="file"
										required
										accept=".pdf,.jpeg,.jpg,.png"
										aria-invalid={error?.field === 'document' ? true : undefined}
										aria-describedby={['kyc-formats', error?.field === 'document' ? errorId : null]
											.filter(Boolean)
											.join(' ')}
										className="block w-full rounded border border-gray-500 px-3 py-2 text-sm aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50"
									/>
									<ErrorList id={errorId} errors={error?.field === 'document' ? [error.message] : null} />
									<button type="submit" className="btn-primary" disabled={busy}>
										Envoyer « {doc.label} »
									</button>
								</Form>
							) : null}
						</li>
					)
				})}
			</ul>
		</>
	)
}
