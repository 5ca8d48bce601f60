import { ComingSoon } from '#app/components/account-area.tsx'

export default function Dashboard() {
	return <ComingSoon what="Le détail de vos participations, dons mensuels et cagnottes" />
}
