import {
	type FieldMetadata,
	getFormProps,
	getInputProps,
	type SubmissionResult,
	useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { requireUser } from '#app/auth/session.server.ts'
import { ErrorList, Field, FormAlert } from '#app/components/forms.tsx'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { TipChoices } from '#app/components/donations/tip-choices.tsx'
import { TIP_CHOICES } from '#app/lib/donations/donate-rules.ts'
import { derivedMessages, kycMessages, paymentMessages, toastTitles } from '#app/lib/messages.ts'
import { formatEuros, parseEuroInput, validateDonationAmount } from '#app/lib/money.ts'
import {
	checkKycFiles,
	contributionFromQuery,
	KYC_MAX_FILE_BYTES,
	paymentPath,
	readKycUpload,
	sendKycDocuments,
	type KycFieldErrors,
	type KycFieldName,
} from '#app/donations/company-kyc.server.ts'
import { loadPayablePot } from '#app/donations/payment-page.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Contribution entreprise KYC — Donnons' }]

const ACCEPT = '.pdf,.jpeg,.jpg,.gif,.png'

/** The five optional uploads (docs/requirements.md#spec-3-2), in the order the form sends them. */
const UPLOADS: ReadonlyArray<{ name: KycFieldName; label: string; hint: string }> = [
	{
		name: 'registration_proof',
		label: "Extrait d'immatriculation de l'entreprise (Kbis)",
		hint: 'Datant de moins de 3 mois.',
	},
	{
		name: 'identity_proof',
		label: "Pièce d'identité du dirigeant (recto)",
		hint: "Carte d'identité ou passeport en cours de validité.",
	},
	{
		name: 'identity_proof_back',
		label: "Pièce d'identité du dirigeant (verso)",
		hint: "Le verso de la carte d'identité, s'il y a lieu.",
	},
	{ name: 'articles_of_association', label: 'Statut', hint: "Les statuts à jour de l'entreprise, signés." },
	{
		name: 'shareholder_declaration',
		label: 'Déclaration des actionnaires',
		hint: 'Les actionnaires détenant plus de 25 % du capital.',
	},
]

/**
 * One schema for the browser and the server: optional files (7 MB at most, pdf/jpeg/gif/png by name here,
 * by content on the server), and — when the query carries no amount — the contribution and the tip.
 */
function kycSchema({ askAmount, maxFileBytes }: { askAmount: boolean; maxFileBytes: number }) {
	const upload = z
		.instanceof(File)
		.optional()
		.superRefine((file, ctx) => {
			if (!file || file.size === 0) return
			if (file.size > maxFileBytes) ctx.addIssue({ code: 'custom', message: kycMessages.fileTooLarge })
			else if (!/\.(pdf|jpe?g|gif|png)$/i.test(file.name))
				ctx.addIssue({ code: 'custom', message: derivedMessages.kycFileTypeInvalid })
		})
	const amount = z.string({ required_error: paymentMessages.amountRequired }).transform((text, ctx) => {
		const cents = parseEuroInput(text)
		const error = validateDonationAmount(cents)
		if (error || cents === null) {
			ctx.addIssue({ code: 'custom', message: error ?? paymentMessages.amountRequired })
			return z.NEVER
		}
		return cents
	})
	return z.object({
		registration_proof: upload,
		identity_proof: upload,
		identity_proof_back: upload,
		articles_of_association: upload,
		shareholder_declaration: upload,
		amount: askAmount ? amount : z.unknown().transform(() => undefined),
		tip: z.string().optional(),
	})
}

const tipOf = (value: string | undefined) => TIP_CHOICES.find((tip) => String(tip) === value) ?? 0

/** `company` or `particular`, and a pot that takes gifts; anything else goes home (docs/requirements.md#spec-3-2, ADR 026). */
function loadTarget(params: LoaderFunctionArgs['params']) {
	if (params.type !== 'company' && params.type !== 'particular') throw redirect('/')
	return loadPayablePot(params.id)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const pot = await loadTarget(params)
	await requireUser(request)
	return {
		pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
		contribution: contributionFromQuery(new URL(request.url).searchParams),
		maxFileBytes: KYC_MAX_FILE_BYTES,
	}
}

type ActionData = { result: SubmissionResult<string[]> }

const failure = (result: SubmissionResult<string[]>, status = 400) => data<ActionData>({ result }, { status })

const errorsOnly = (fieldErrors: KycFieldErrors): SubmissionResult<string[]> => ({
	status: 'error',
	error: fieldErrors,
})

export async function action({ request, params }: ActionFunctionArgs) {
	const pot = await loadTarget(params)
	const user = await requireUser(request)
	const fromQuery = contributionFromQuery(new URL(request.url).searchParams)
	const upload = await readKycUpload(request)
	if (!upload.ok) return failure(errorsOnly(upload.fieldErrors))
	const submission = parseWithZod(upload.formData, {
		schema: kycSchema({ askAmount: !fromQuery, maxFileBytes: KYC_MAX_FILE_BYTES }),
	})
	if (submission.status !== 'success') return failure(submission.reply())
	const checked = await checkKycFiles(submission.value)
	if (!checked.ok) return failure(submission.reply({ fieldErrors: checked.fieldErrors }))
	const amount = fromQuery?.amount ?? submission.value.amount
	if (amount === undefined)
		return failure(submission.reply({ fieldErrors: { amount: [paymentMessages.amountRequired] } }))
	const sent = await sendKycDocuments(user.id, checked.documents)
	if (!sent.ok && sent.fieldErrors) return failure(submission.reply({ fieldErrors: sent.fieldErrors }))
	if (!sent.ok) return failure(submission.reply({ formErrors: [sent.message] }), sent.problem ? 400 : 502)
	const next = paymentPath(pot.id, { amount, tip: fromQuery ? fromQuery.tip : tipOf(submission.value.tip) })
	if (sent.sent === 0) return redirect(next)
	return redirectWithToast(next, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: kycMessages.documentsSent,
	})
}

export default function CompanyKyc() {
	const { pot, contribution, maxFileBytes } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const askAmount = contribution === null
	const schema = kycSchema({ askAmount, maxFileBytes })
	const [form, fields] = useForm({
		id: 'company-kyc',
		lastResult: actionData?.result ?? null,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const selectedTip = String(fields.tip.initialValue ?? TIP_CHOICES[0])
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Contribution entreprise KYC</h1>
			<p className="mb-2 text-muted">
				Cagnotte « {pot.name} » au profit de {pot.charityName}
			</p>
			<p className="mb-6">
				Pour une contribution d'entreprise, notre prestataire de paiement vérifie l'identité de votre société.
				Chaque document est facultatif.
			</p>
			{contribution ? (
				<p className="mb-6 rounded-2xl border border-pink-100 p-4">
					Votre contribution : <strong>{formatEuros(contribution.amount)}</strong>
					{contribution.tip > 0 ? <> (+ {formatEuros(contribution.tip)} pour Donnons)</> : null}
				</p>
			) : null}
			<Form
				method="post"
				encType="multipart/form-data"
				{...getFormProps(form)}
				noValidate
				className="grid gap-6"
			>
				<FormAlert id={form.errorId} errors={form.errors} />
				{askAmount ? (
					<fieldset className="grid gap-4 rounded-2xl border border-pink-100 p-4">
						<legend className="px-2 text-lg font-semibold">Votre contribution</legend>
						<Field
							meta={fields.amount as FieldMetadata<string | undefined>}
							label="Montant de votre contribution (en euros)"
							inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
						/>
						<TipChoices name={fields.tip.name} selected={selectedTip} legendClassName="mb-1 font-medium" />
					</fieldset>
				) : null}
				<fieldset className="grid gap-5">
					<legend className="mb-1 text-lg font-semibold">Vos documents</legend>
					<p id="kyc-formats" className="text-sm text-muted">
						Formats acceptés : pdf, jpeg, jpg, gif et png ; 7 Mo au plus par fichier.
					</p>
					{UPLOADS.map((upload) => (
						<UploadField
							key={upload.name}
							meta={fields[upload.name]}
							label={upload.label}
							hint={upload.hint}
						/>
					))}
				</fieldset>
				<div className="flex flex-wrap items-center gap-3">
					<button type="submit" className="btn-primary" disabled={busy}>
						Envoyer et continuer
					</button>
					{askAmount ? (
						<Link to={createPaths.pot(pot.id)} className="btn-secondary">
							Passer cette étape
						</Link>
					) : null}
				</div>
			</Form>
		</div>
	)
}

function UploadField({
	meta,
	label,
	hint,
}: {
	meta: FieldMetadata<File | undefined>
	label: string
	hint: string
}) {
	const { key, ...props } = getInputProps(meta, { type: 'file', ariaAttributes: true })
	const hintId = `${meta.id}-hint`
	const described = [hintId, 'kyc-formats', meta.errors?.length ? meta.errorId : null]
		.filter(Boolean)
		.join(' ')
	return (
		<div>
			<label htmlFor={meta.id} className="mb-1 block font-medium">
				{label}
				<span className="font-normal text-muted"> (facultatif)</span>
			</label>
			<input
				key={key}
				{...props}
				accept={ACCEPT}
				aria-describedby={described}
				className="block w-full rounded border border-gray-500 px-3 py-2 text-sm aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50"
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				{hint}
			</p>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}
