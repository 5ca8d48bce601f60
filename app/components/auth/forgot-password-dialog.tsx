import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { useFetcher } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ForgotPasswordSchema } from '#app/lib/account/account-schemas.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { Field } from '../forms.tsx'

/**
 * 'Mot de passe oublié?' (docs/requirements.md#spec-1-2): with JavaScript a modal dialog 'Réinitialiser votre mot de passe'
 * (Annuler / Envoyer; success closes it and the toast says the e-mail is sent). Without JavaScript the
 * children — a link to the same form on its own page — are shown instead.
 */
export function ForgotPasswordDialog({ returnTo, children }: { returnTo: string; children: ReactNode }) {
	const hydrated = useHydrated()
	const dialog = useRef<HTMLDialogElement>(null)
	const fetcher = useFetcher<{ result: SubmissionResult<string[]>; sent?: boolean }>()
	const [form, fields] = useForm({
		id: 'forgot-password',
		lastResult: fetcher.data?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	// Once the e-mail is sent the dialog closes; the success toast comes with the answer.
	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data?.sent) dialog.current?.close()
	}, [fetcher.state, fetcher.data])

	if (!hydrated) return <>{children}</>
	return (
		<>
			<button
				type="button"
				onClick={() => dialog.current?.showModal()}
				className="text-sm text-brand-dark underline"
			>
				Mot de passe oublié?
			</button>
			<dialog
				ref={dialog}
				aria-labelledby="forgot-password-title"
				className="m-auto w-full max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-black/50"
			>
				<h2 id="forgot-password-title" className="mb-4 text-xl font-bold">
					Réinitialiser votre mot de passe
				</h2>
				<fetcher.Form
					method="post"
					action="/mot-de-passe-oublie"
					{...getFormProps(form)}
					noValidate
					className="space-y-4"
				>
					<input type="hidden" name="redirectTo" value={returnTo} />
					<input type="hidden" name="mode" value="dialog" />
					<HoneypotInput />
					<Field
						meta={fields.email}
						label="Adresse email"
						type="email"
						inputProps={{ autoComplete: 'email' }}
					/>
					<div className="flex justify-end gap-3">
						<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
							Annuler
						</button>
						<button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
							Envoyer
						</button>
					</div>
				</fetcher.Form>
			</dialog>
		</>
	)
}
