import { type SubmissionResult } from '@conform-to/react'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'
import { type AccountRole } from '#app/lib/account/account-kind.ts'

export type AuthActionData = { intent: 'login' | 'register'; result: SubmissionResult<string[]> } | undefined

/** Login form on the left, registration on the right (docs/requirements.md#spec-1-2), stacked on a phone. */
export function AuthPanels({
	loaderData,
	actionData,
}: {
	loaderData: { accountType: AccountRole; socialLogin: boolean; returnTo: string }
	actionData: AuthActionData
}) {
	return (
		<div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
			<LoginForm
				lastResult={actionData?.intent === 'login' ? actionData.result : null}
				socialLogin={loaderData.socialLogin}
				returnTo={loaderData.returnTo}
			/>
			<RegisterForm
				key={loaderData.accountType}
				accountType={loaderData.accountType}
				lastResult={actionData?.intent === 'register' ? actionData.result : null}
			/>
		</div>
	)
}
