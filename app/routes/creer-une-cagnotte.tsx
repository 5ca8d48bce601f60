import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { CreatePotForm } from '#app/components/pots/create-pot-dialog.tsx'
import { listEventOptions } from '#app/site/home.server.ts'
import { type CreateEntryData, readCreateChoice } from '#app/lib/pots/create-choice.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { type loader as rootLoader } from '#app/root.tsx'
import { kindOfRole } from '#app/lib/account/account-kind.ts'
import { pageMeta } from '#app/lib/site/seo.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Créer une cagnotte solidaire',
		description:
			'Créez gratuitement une cagnotte solidaire pour vous, vos proches ou votre entreprise : choisissez l’événement puis l’association qui recevra les dons.',
		path: '/creer-une-cagnotte',
	})

/**
 * The create-pot entry (docs/requirements.md#spec-2-2-create-pot-entry-popup "Create-pot entry popup") as a page: a valid choice goes to step 1 with the
 * event, an invalid one is shown again with its errors. `?data=1` only answers the event types, for the
 * modal version of the same form.
 */
export function loader({ request }: LoaderFunctionArgs): CreateEntryData {
	const params = new URL(request.url).searchParams
	const options = listEventOptions()
	if (params.get('data') === '1') return { options, choice: null }
	const choice = readCreateChoice(params, options)
	if (choice.status === 'valid') throw redirect(choice.redirectTo)
	return { options, choice }
}

export default function CreatePotEntry() {
	const { options, choice } = useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const defaultType = choice?.type ?? kindOfRole(root?.user?.role)
	const errors = choice?.status === 'invalid' ? choice.errors : null
	return (
		<div className="bg-paper">
			<div className="container-page max-w-2xl py-10 sm:py-14">
				<div className="rounded-2xl border-t-8 border-brand bg-white p-6 shadow-md sm:p-10">
					<h1 className="mb-2 text-3xl font-bold">Créer une cagnotte solidaire</h1>
					<p className="mb-8 text-muted">
						Gratuit, sans frais pour vos donateurs, en 4 minutes environ. Dites-nous pour qui et pour quelle
						occasion : vous choisirez ensuite l’association.
					</p>
					<CreatePotForm
						key={`${choice?.type ?? ''}-${choice?.evt ?? ''}-${choice?.status ?? ''}`}
						options={options}
						defaultType={defaultType}
						defaultEvt={choice?.evt ?? null}
						errors={errors}
					/>
				</div>
				<p className="mt-8 text-center text-sm text-muted">
					Vous préférez parcourir les idées ?{' '}
					<Link
						to={createPaths.selectEvent('particular')}
						className="font-semibold text-brand-dark underline"
					>
						Événements pour les particuliers
					</Link>{' '}
					·{' '}
					<Link to={createPaths.selectEvent('company')} className="font-semibold text-brand-dark underline">
						Événements pour les entreprises
					</Link>
				</p>
			</div>
		</div>
	)
}
