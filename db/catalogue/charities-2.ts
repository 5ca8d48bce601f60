import { type CatalogueCharity } from './types.ts'

/** Partner charities, part 2: categories Enfant and Environnement. */
export const charitiesPart2: CatalogueCharity[] = [
	{
		slug: 'petits-pas-ensemble',
		name: 'Petits Pas Ensemble',
		purpose: 'Soutenir les familles d’enfants en situation de handicap et leur offrir des temps de répit.',
		description:
			'Quand un enfant est en situation de handicap, c’est toute la famille qui s’adapte. Petits Pas Ensemble propose des séjours de répit, des activités inclusives et un soutien aux frères et sœurs, partout en Bretagne.',
		about:
			'Créée par des parents rennais, l’association emploie des éducateurs spécialisés et s’appuie sur plus de 200 bénévoles. Elle défend une idée simple : les parents ne peuvent tenir sur la durée que s’ils peuvent, de temps en temps, souffler.',
		descriptionHtml:
			'<h3>Du répit pour les parents, de la joie pour les enfants</h3><p>Nos séjours accueillent <strong>des enfants de 3 à 17 ans</strong>, quel que soit leur handicap, avec un encadrement adapté.</p><ul><li>Week-ends et séjours de vacances encadrés</li><li>Ateliers inclusifs : musique, poney, cirque</li><li>Groupes de parole pour les parents et la fratrie</li></ul>',
		actions:
			'Chaque année, l’association organise une quarantaine de week-ends de répit et six séjours d’été pour environ 250 enfants. Elle aide aussi les familles dans leurs démarches administratives et prête du matériel adapté : poussettes, sièges auto, tricycles.',
		categorySlug: 'enfant',
		certifications: ['DONNONS'],
		sdgs: [3, 10, 4],
		countries: ['FR'],
		regions: ['BRE'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez une séance d’équithérapie à un enfant en situation de handicap',
		impact100: 'Avec 100 €, vous financez un week-end de répit complet pour une famille',
		palette: ['#90e0ef', '#ff8fab'],
		slideCount: 3,
		foundedYear: 2010,
		city: 'Rennes',
	},
	{
		slug: 'arche-des-minots',
		name: 'L’Arche des Minots',
		purpose: 'Faire découvrir la mer et la nature aux enfants des quartiers nord de Marseille.',
		description:
			'À Marseille, des milliers d’enfants vivent à quelques kilomètres de la mer sans jamais s’y baigner. L’Arche des Minots les emmène naviguer, nager et explorer les calanques, l’été comme pendant l’année scolaire.',
		about:
			'L’association possède deux voiliers et un local au Vieux-Port. Moniteurs de voile, animateurs et scientifiques bénévoles encadrent des sorties où l’on apprend à nager, à lire une carte marine et à reconnaître les poissons de Méditerranée.',
		descriptionHtml:
			'<p>Pour beaucoup de nos minots, c’est <strong>la première fois qu’ils voient la mer depuis un bateau</strong>.</p><h3>Toute l’année</h3><ul><li>Apprentissage de la nage en partenariat avec les piscines municipales</li><li>Sorties en voilier et découverte des calanques</li><li>Classes de mer pour les écoles des quartiers prioritaires</li><li>Ramassage des déchets sur les plages</li></ul>',
		actions:
			'Plus de 1 800 enfants de 7 à 14 ans participent chaque année aux activités. L’association finance les brevets de natation, prête les combinaisons et fournit le goûter. Elle forme aussi chaque été des jeunes du quartier au brevet d’animateur.',
		categorySlug: 'enfant',
		certifications: ['DO_GOOD', 'IDEAS'],
		sdgs: [4, 10, 14, 3],
		countries: ['FR'],
		regions: ['PAC'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.dailymotion.com/video/x8k2fq7',
		impact30: 'Avec 30 €, vous offrez une journée en voilier à un enfant, goûter compris',
		impact100: 'Avec 100 €, vous financez dix leçons de natation pour un enfant qui ne sait pas nager',
		palette: ['#00b4d8', '#ffb703'],
		slideCount: 4,
		foundedYear: 2008,
		city: 'Marseille',
	},
	{
		slug: 'bulles-d-hopital',
		name: 'Bulles d’Hôpital',
		purpose: 'Apporter jeu, rire et douceur aux enfants hospitalisés pour de longues durées.',
		description:
			'Clowns professionnels, ludothèques mobiles, ateliers d’art : Bulles d’Hôpital transforme le quotidien des enfants hospitalisés. Les équipes passent dans les chambres en lien avec les soignants, y compris en oncologie et en réanimation pédiatrique.',
		about:
			'L’association intervient dans quatorze services pédiatriques d’Île-de-France, des Hauts-de-France et de Normandie. Ses comédiens-clowns sont formés au milieu hospitalier et travaillent en duo, plusieurs fois par semaine dans chaque service.',
		descriptionHtml:
			'<h3>Le jeu, un besoin vital</h3><p>Jouer aide l’enfant à apprivoiser l’hôpital, les soins et la douleur. <strong>Les soignants le constatent chaque jour.</strong></p><ul><li>Visites de clowns en duo dans les chambres</li><li>Ludothèques mobiles et prêt de consoles</li><li>Ateliers d’arts plastiques et de musique</li><li>Accompagnement des enfants au bloc opératoire</li></ul>',
		actions:
			'En 2023, les clowns de l’association ont rendu plus de 35 000 visites. Bulles d’Hôpital a équipé dix salles de jeu et finance des casques de réalité virtuelle qui aident les enfants à mieux supporter les soins douloureux.',
		categorySlug: 'enfant',
		certifications: ['DON_EN_CONFIANCE', 'DONNONS'],
		sdgs: [3, 4, 10],
		countries: ['FR'],
		regions: ['IDF', 'HDF', 'NOR'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez la visite d’un duo de clowns à un enfant hospitalisé',
		impact100: 'Avec 100 €, vous renouvelez les jeux d’une ludothèque mobile pendant un mois',
		palette: ['#ffadad', '#6a4c93'],
		slideCount: 3,
		foundedYear: 1997,
		city: 'Paris',
	},
	{
		slug: 'les-pirogues-de-saint-louis',
		name: 'Les Pirogues de Saint-Louis',
		purpose: 'Protéger, nourrir et scolariser les enfants des rues de Saint-Louis du Sénégal.',
		description:
			'Des centaines d’enfants mendient chaque jour dans les rues de Saint-Louis. Les Pirogues de Saint-Louis leur ouvrent un centre d’accueil de jour : repas, douche, soins, cours de rattrapage, et quand c’est possible, le retour en famille.',
		about:
			'L’association est portée par une équipe sénégalaise de quinze éducateurs et soutenue depuis Montpellier par un réseau de donateurs et de parrains. Elle travaille en lien étroit avec les maîtres coraniques, les familles et les services sociaux sénégalais.',
		descriptionHtml:
			'<p>Chaque enfant accueilli bénéficie d’un <strong>projet individuel</strong> construit avec lui.</p><h3>Notre centre d’accueil</h3><ul><li>Petit-déjeuner et déjeuner chaque jour</li><li>Infirmerie et suivi médical</li><li>Classes passerelles vers l’école publique</li><li>Médiation familiale et retour au village</li></ul>',
		actions:
			'Le centre accueille chaque jour environ 120 enfants. L’an dernier, 75 d’entre eux ont intégré l’école publique et 40 ont pu retrouver leur famille. L’association forme aussi des jeunes de plus de 15 ans à la mécanique, à la couture et à la pêche.',
		categorySlug: 'enfant',
		certifications: ['IDEAS'],
		sdgs: [1, 2, 4, 16],
		countries: ['SN'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez un mois de repas à un enfant accueilli au centre',
		impact100: 'Avec 100 €, vous financez une année d’école pour un enfant sorti de la rue',
		palette: ['#f4a261', '#264653'],
		slideCount: 3,
		foundedYear: 2003,
		city: 'Montpellier',
	},
	{
		slug: 'les-lucioles-de-guyane',
		name: 'Les Lucioles de Guyane',
		purpose: 'Accompagner la réussite scolaire et l’éveil des enfants le long du fleuve Maroni.',
		description:
			'Dans l’Ouest guyanais, beaucoup d’enfants grandissent entre plusieurs langues et loin des équipements culturels. Les Lucioles de Guyane animent des clubs après l’école, des bibliothèques en pirogue et des classes nature en forêt amazonienne.',
		about:
			'Basée à Saint-Laurent-du-Maroni, l’association recrute ses animateurs parmi les jeunes des communautés du fleuve, qui parlent le nenge, le saramaka ou le kali’na. Elle travaille avec les écoles et valorise les langues maternelles comme tremplin vers le français.',
		descriptionHtml:
			'<h3>Apprendre dans toutes les langues du fleuve</h3><p>Nos animateurs sont <strong>issus des villages où ils interviennent</strong> : ils connaissent les familles et leurs réalités.</p><ul><li>Clubs de lecture et d’aide aux devoirs</li><li>Bibliothèque itinérante en pirogue</li><li>Sorties nature pour découvrir la biodiversité amazonienne</li></ul>',
		actions:
			'L’association anime onze clubs dans les villages du Maroni pour environ 600 enfants. Sa pirogue-bibliothèque remonte le fleuve deux fois par mois, et ses classes nature accueillent chaque année une trentaine de classes de l’Ouest guyanais.',
		categorySlug: 'enfant',
		certifications: ['EPIC_FONDATION'],
		sdgs: [4, 10, 15],
		countries: ['FR', 'SR'],
		regions: ['GUY'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez dix livres neufs à la bibliothèque en pirogue',
		impact100: 'Avec 100 €, vous financez une sortie nature en forêt pour une classe entière',
		palette: ['#80ed99', '#38045f'],
		slideCount: 2,
		foundedYear: 2014,
		city: 'Saint-Laurent-du-Maroni',
	},
	{
		slug: 'nid-d-etoiles',
		name: 'Nid d’Étoiles',
		purpose:
			'Accompagner les bébés nés prématurément et leurs parents, à l’hôpital et après le retour à la maison.',
		description:
			'Un bébé sur quinze naît avant terme. Nid d’Étoiles aide les parents à rester près de leur enfant en néonatalogie, finance du matériel pour les services et propose un accompagnement après la sortie de l’hôpital.',
		about:
			'Fondée par des parents et une puéricultrice du CHU de Tours, l’association intervient dans six maternités de la région Centre-Val de Loire et des Pays de la Loire. Des parents d’anciens prématurés, formés à l’écoute, rencontrent les familles dans les services.',
		descriptionHtml:
			'<p>La présence des parents est essentielle au développement d’un grand prématuré. <strong>Nous les aidons à rester auprès de lui.</strong></p><h3>Nos actions</h3><ul><li>Fauteuils de peau-à-peau et tire-lait pour les services</li><li>Aide au logement et aux frais de transport des parents</li><li>Permanences d’écoute de parents à parents</li><li>Ateliers de suivi après le retour à domicile</li></ul>',
		actions:
			'L’association accompagne chaque année plus de 700 familles. Elle a équipé six services de néonatalogie en fauteuils de peau-à-peau et finance des chambres à proximité des hôpitaux pour les parents qui habitent loin.',
		categorySlug: 'enfant',
		certifications: ['DONNONS', 'DO_GOOD'],
		sdgs: [3, 5, 10],
		countries: ['FR'],
		regions: ['CVL', 'PDL'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30:
			'Avec 30 €, vous offrez à des parents une semaine de tickets de transport pour rejoindre leur bébé',
		impact100:
			'Avec 100 €, vous financez deux nuits de chambre près de l’hôpital pour des parents venus de loin',
		palette: ['#cdb4db', '#1d3557'],
		slideCount: 3,
		foundedYear: 2013,
		city: 'Tours',
	},
	{
		slug: 'racines-bocageres',
		name: 'Racines Bocagères',
		purpose:
			'Replanter des haies champêtres avec les agriculteurs pour restaurer la biodiversité et protéger les sols.',
		description:
			'En soixante-dix ans, la France a perdu plus de la moitié de ses haies. Racines Bocagères replante des kilomètres de haies avec les agriculteurs normands et bretons, en essences locales, et forme les écoliers à leur rôle.',
		about:
			'L’association a été créée par un collectif d’agriculteurs, de pépiniéristes et de naturalistes du bocage normand. Elle conseille gratuitement les exploitations, fournit les plants et organise des chantiers de plantation ouverts aux bénévoles chaque hiver.',
		descriptionHtml:
			'<h3>La haie, une alliée précieuse</h3><p>Une haie abrite oiseaux et insectes, retient l’eau, protège les troupeaux du vent et <strong>stocke du carbone</strong> pendant des décennies.</p><ul><li>Diagnostic gratuit des exploitations</li><li>Plants d’essences locales : charme, noisetier, aubépine, chêne</li><li>Chantiers participatifs de plantation</li><li>Animations pédagogiques dans les écoles rurales</li></ul>',
		actions:
			'Depuis 2012, plus de 320 kilomètres de haies ont été plantés avec 410 exploitations. Chaque hiver, l’association mobilise environ 1 500 bénévoles, dont de nombreuses équipes d’entreprises, et suit la reprise des plants pendant trois ans.',
		categorySlug: 'environnement',
		certifications: ['DO_GOOD', 'DON_EN_CONFIANCE'],
		sdgs: [15, 13, 2],
		countries: ['FR'],
		regions: ['NOR', 'BRE'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous plantez 10 mètres de haie champêtre en essences locales',
		impact100:
			'Avec 100 €, vous financez une animation sur la biodiversité du bocage pour une classe de primaire',
		palette: ['#a7c957', '#386641'],
		slideCount: 3,
		foundedYear: 2012,
		city: 'Saint-Lô',
	},
	{
		slug: 'gardiens-de-l-estran',
		name: 'Les Gardiens de l’Estran',
		purpose: 'Protéger le littoral en mobilisant les citoyens contre la pollution plastique.',
		description:
			'Les Gardiens de l’Estran organisent des ramassages de déchets sur les plages de l’Atlantique et de la Méditerranée, et transforment chaque collecte en données scientifiques utiles pour remonter aux sources de la pollution.',
		about:
			'Fondée à Brest par des étudiants en océanographie, l’association anime un réseau de 90 groupes locaux. Les déchets ramassés sont triés, comptés et identifiés selon un protocole partagé avec des laboratoires de recherche.',
		descriptionHtml:
			'<p>Chaque déchet ramassé raconte une histoire : <strong>d’où vient-il, qui l’a produit, comment l’éviter ?</strong></p><h3>Nos missions</h3><ul><li>Ramassages citoyens encadrés toute l’année</li><li>Science participative sur les microplastiques</li><li>Interpellation des fabricants et des collectivités</li><li>Interventions dans les écoles du littoral</li></ul>',
		actions:
			'En 2023, plus de 14 000 bénévoles ont participé à 1 100 ramassages et retiré près de 48 tonnes de déchets. Les données collectées ont permis d’obtenir la suppression de plusieurs emballages à usage unique dans trois communes littorales.',
		categorySlug: 'environnement',
		certifications: ['DONNONS'],
		sdgs: [14, 12, 13],
		countries: ['FR'],
		regions: ['BRE', 'NAQ', 'PAC'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.youtube.com/watch?v=Qm8tHd2LpXc',
		impact30: 'Avec 30 €, vous équipez dix bénévoles en gants et sacs pour un ramassage',
		impact100: 'Avec 100 €, vous financez l’analyse en laboratoire d’un prélèvement de microplastiques',
		palette: ['#0096c7', '#e9d8a6'],
		slideCount: 4,
		foundedYear: 2015,
		city: 'Brest',
	},
	{
		slug: 'ala-maitso',
		name: 'Ala Maitso',
		purpose: 'Reboiser les collines de Madagascar avec les communautés villageoises.',
		description:
			'« Ala maitso » signifie « forêt verte » en malgache. L’association plante des arbres avec les villageois de la région d’Analamanga, en associant essences forestières et arbres fruitiers pour que la forêt nourrisse aussi ceux qui la protègent.',
		about:
			'Créée à Grenoble par des forestiers et des étudiants malgaches, Ala Maitso finance huit pépinières villageoises gérées par des coopératives. Chaque parcelle replantée fait l’objet d’un contrat de protection de dix ans avec la commune.',
		descriptionHtml:
			'<h3>Une forêt qui nourrit</h3><p>Madagascar a perdu plus de 40 % de sa couverture forestière en soixante ans. <strong>Nous reboisons avec et pour les habitants.</strong></p><ul><li>Pépinières villageoises d’essences endémiques</li><li>Agroforesterie : manguiers, litchis, caféiers</li><li>Foyers améliorés qui divisent par deux la consommation de bois</li></ul>',
		actions:
			'Plus de 1,2 million d’arbres ont été plantés depuis la création de l’association, avec un taux de survie suivi chaque année. Ala Maitso a aussi distribué 6 000 foyers améliorés et forme les coopératives à la vente de leurs fruits.',
		categorySlug: 'environnement',
		certifications: ['EPIC_FONDATION', 'IDEAS'],
		sdgs: [15, 13, 1],
		countries: ['MG'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous plantez et faites entretenir 25 arbres pendant trois ans',
		impact100:
			'Avec 100 €, vous offrez huit foyers améliorés qui réduisent de moitié la consommation de bois',
		palette: ['#52b788', '#081c15'],
		slideCount: 3,
		foundedYear: 2007,
		city: 'Grenoble',
	},
	{
		slug: 'ressourcerie-des-deux-rives',
		name: 'La Ressourcerie des Deux Rives',
		purpose:
			'Donner une seconde vie aux objets tout en créant des emplois pour les personnes éloignées du travail.',
		description:
			'Meubles, vêtements, vélos, jouets : La Ressourcerie des Deux Rives collecte ce dont les habitants de l’Eurométropole de Strasbourg n’ont plus besoin, le répare et le revend à petit prix. Chaque tonne détournée de l’incinération crée aussi du travail.',
		about:
			'La ressourcerie est un atelier et chantier d’insertion qui emploie 35 salariés en parcours de retour à l’emploi, encadrés par des professionnels de la menuiserie, de la couture et de la mécanique cycle. Elle possède deux boutiques, dont une à Kehl, de l’autre côté du Rhin.',
		descriptionHtml:
			'<p><strong>Réemployer plutôt que jeter</strong>, et remettre le pied à l’étrier à celles et ceux qui en ont besoin.</p><h3>Nos activités</h3><ul><li>Collecte à domicile et en déchetterie</li><li>Ateliers de réparation et de relooking</li><li>Boutiques solidaires à petits prix</li><li>Ateliers « répare ton vélo » ouverts au public</li></ul>',
		actions:
			'L’an dernier, 620 tonnes d’objets ont été collectées et 78 % ont été réemployées ou recyclées. Parmi les salariés en insertion sortis de la ressourcerie, six sur dix ont trouvé un emploi durable ou une formation qualifiante.',
		categorySlug: 'environnement',
		certifications: ['IDEAS'],
		sdgs: [12, 10, 13],
		countries: ['FR', 'DE'],
		regions: ['GES'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez la remise en état d’un vélo revendu à un étudiant',
		impact100: 'Avec 100 €, vous offrez une semaine de formation en menuiserie à un salarié en insertion',
		palette: ['#ffb703', '#2f4858'],
		slideCount: 2,
		foundedYear: 2011,
		city: 'Strasbourg',
	},
	{
		slug: 'corail-vivant-antilles',
		name: 'Corail Vivant Antilles',
		purpose: 'Restaurer les récifs coralliens des Antilles françaises et sensibiliser à leur protection.',
		description:
			'Blanchissement, pollution, ancres : les récifs des Antilles souffrent. Corail Vivant Antilles cultive des boutures de corail en nurseries sous-marines et les replante sur les récifs dégradés de Martinique et de Guadeloupe.',
		about:
			'L’association réunit des biologistes marins, des moniteurs de plongée et des pêcheurs. Elle travaille avec les parcs naturels et forme des jeunes des communes littorales aux métiers de la mer et à la plongée scientifique.',
		descriptionHtml:
			'<h3>Jardiner le récif</h3><p>Nos nurseries sous-marines abritent <strong>plus de 8 000 boutures</strong> d’espèces résistantes à la chaleur.</p><ul><li>Culture et replantation de coraux</li><li>Bouées d’amarrage pour éviter les ancres sur les récifs</li><li>Sentiers sous-marins pour les scolaires</li><li>Suivi scientifique de la santé des récifs</li></ul>',
		actions:
			'Depuis 2016, l’association a replanté plus de 25 000 fragments de corail sur onze sites, installé 60 bouées d’amarrage et accueilli 9 000 élèves sur ses sentiers sous-marins. Ses relevés alimentent le réseau régional de surveillance des récifs.',
		categorySlug: 'environnement',
		certifications: ['DON_EN_CONFIANCE'],
		sdgs: [14, 13, 4],
		countries: ['FR'],
		regions: ['MTQ', 'GUA'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous faites cultiver et replanter cinq boutures de corail',
		impact100:
			'Avec 100 €, vous faites découvrir le récif à une classe grâce à une sortie en palmes, masque et tuba',
		palette: ['#ff6f59', '#00a6a6'],
		slideCount: 3,
		foundedYear: 2016,
		city: 'Le Robert',
	},
	{
		slug: 'energies-partagees-sahel',
		name: 'Énergies Partagées Sahel',
		purpose:
			'Apporter une électricité solaire fiable aux écoles et centres de santé ruraux d’Afrique de l’Ouest et d’Inde.',
		description:
			'Sans électricité, pas de vaccins au frais, pas d’accouchement de nuit en sécurité, pas de devoirs après le coucher du soleil. Énergies Partagées Sahel installe des équipements solaires dans les écoles et les dispensaires isolés.',
		about:
			'Fondée à Clermont-Ferrand par des ingénieurs électriciens, l’association forme des techniciens locaux qui installent et entretiennent les systèmes. Chaque installation est financée pour dix ans, maintenance et remplacement des batteries compris.',
		descriptionHtml:
			'<p>Une seule installation solaire peut éclairer une maternité, alimenter un réfrigérateur à vaccins et recharger les lampes de tout un village. <strong>L’énergie, c’est la base de tout le reste.</strong></p><h3>Nos projets</h3><ul><li>Kits solaires pour les centres de santé</li><li>Éclairage des salles de classe</li><li>Lampes solaires rechargeables prêtées aux élèves</li><li>Formation de techniciens et techniciennes solaires</li></ul>',
		actions:
			'L’association a équipé 140 écoles et 65 centres de santé au Burkina Faso, au Sénégal et dans l’État indien du Bihar. Elle a formé 90 techniciens, dont un tiers de femmes, et distribué plus de 12 000 lampes solaires.',
		categorySlug: 'environnement',
		certifications: ['EPIC_FONDATION', 'DONNONS'],
		sdgs: [7, 13, 4, 3],
		countries: ['BF', 'SN', 'IN'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez une lampe solaire qui permet à un élève de faire ses devoirs le soir',
		impact100: 'Avec 100 €, vous financez un an de maintenance de l’installation solaire d’une maternité',
		palette: ['#ffbe0b', '#3a0ca3'],
		slideCount: 3,
		foundedYear: 2009,
		city: 'Clermont-Ferrand',
	},
]
