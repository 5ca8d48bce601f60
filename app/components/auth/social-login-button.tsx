import { Form } from '@remix-run/react'

/** Starts the Facebook sign-in (a POST: nothing changes on a GET). */
export function SocialLoginButton({ returnTo }: { returnTo: string }) {
	return (
		<Form method="post" action="/auth/facebook" reloadDocument className="mt-4 border-t border-pink-100 pt-4">
			<input type="hidden" name="returnTo" value={returnTo} />
			<button
				type="submit"
				className="inline-flex w-full items-center justify-center rounded-full bg-[#1359c2] px-5 py-2.5 text-sm font-semibold text-white hover:bg-[#0d3f8a]"
			>
				Continuer avec Facebook
			</button>
		</Form>
	)
}
