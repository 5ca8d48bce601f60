import { type CatalogueCharity } from './types.ts'

/** Partner charities, part 4: categories Santé and Éducation. */
export const charitiesPart4: CatalogueCharity[] = [
	{
		slug: 'souffle-commun',
		name: 'Souffle Commun',
		purpose: 'Soutenir les personnes atteintes de maladies respiratoires rares et financer la recherche.',
		description:
			'Fibrose pulmonaire, dyskinésie ciliaire, hypertension pulmonaire : ces maladies rares sont mal connues et souvent diagnostiquées tard. Souffle Commun informe les patients, finance des projets de recherche et aide les familles au quotidien.',
		about:
			'Fondée à Lyon par des patients et des pneumologues, l’association est guidée par un conseil scientifique indépendant qui sélectionne les projets financés. Ses bénévoles, eux-mêmes malades ou aidants, animent une ligne d’écoute et des rencontres régionales.',
		descriptionHtml:
			'<h3>Respirer, un combat quotidien</h3><p>Plus de <strong>30 000 personnes</strong> vivent en France avec une maladie respiratoire rare.</p><ul><li>Appels à projets de recherche chaque année</li><li>Ligne d’écoute tenue par des patients formés</li><li>Aide à l’achat de matériel non remboursé</li><li>Séjours de réhabilitation respiratoire</li></ul>',
		actions:
			'L’association a financé 42 projets de recherche depuis sa création, dont deux essais cliniques. Elle aide chaque année environ 300 familles à financer un concentrateur d’oxygène portable, des séances de kinésithérapie ou des frais de transport vers les centres experts.',
		categorySlug: 'sante',
		certifications: ['IDEAS', 'DON_EN_CONFIANCE'],
		sdgs: [3, 9],
		countries: ['FR'],
		regions: ['ARA', 'IDF'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez une heure d’écoute et d’accompagnement pour une famille touchée',
		impact100: 'Avec 100 €, vous financez une journée de travail d’un chercheur sur les fibroses pulmonaires',
		palette: ['#8ecae6', '#023047'],
		slideCount: 2,
		foundedYear: 2003,
		city: 'Lyon',
	},
	{
		slug: 'cabinet-solidaire-des-docks',
		name: 'Le Cabinet Solidaire des Docks',
		purpose: 'Soigner gratuitement les personnes sans couverture santé ou en grande précarité.',
		description:
			'Près du port du Havre, Le Cabinet Solidaire des Docks accueille sans rendez-vous celles et ceux qui renoncent aux soins : personnes à la rue, travailleurs précaires, exilés. Médecins, infirmiers et dentistes bénévoles y consultent gratuitement.',
		about:
			'Le cabinet est ouvert cinq jours par semaine et propose aussi des consultations mobiles dans les squats et les campements. Une assistante sociale aide chaque patient à ouvrir ses droits pour qu’il puisse, à terme, être soigné dans le circuit habituel.',
		descriptionHtml:
			'<p>Renoncer à se soigner, c’est laisser une petite douleur devenir une urgence. <strong>Nous accueillons chacun, sans condition.</strong></p><h3>Au cabinet</h3><ul><li>Médecine générale et soins infirmiers</li><li>Soins dentaires d’urgence</li><li>Permanence d’accès aux droits</li><li>Consultations mobiles en camionnette</li></ul>',
		actions:
			'L’an dernier, le cabinet a assuré 11 500 consultations et délivré gratuitement les médicaments prescrits. Deux patients sur trois ont retrouvé une couverture santé grâce à l’accompagnement de l’assistante sociale.',
		categorySlug: 'sante',
		certifications: ['DONNONS', 'EPIC_FONDATION'],
		sdgs: [3, 1, 10],
		countries: ['FR'],
		regions: ['NOR'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.dailymotion.com/video/x8p4m2r',
		impact30: 'Avec 30 €, vous financez une consultation médicale et les médicaments prescrits',
		impact100: 'Avec 100 €, vous offrez des soins dentaires d’urgence à un patient sans couverture',
		palette: ['#4ea8de', '#14213d'],
		slideCount: 3,
		foundedYear: 2002,
		city: 'Le Havre',
	},
	{
		slug: 'clair-regard-inde',
		name: 'Clair Regard Inde',
		purpose: 'Lutter contre la cécité évitable dans les zones rurales de l’Inde.',
		description:
			'En Inde, des millions de personnes perdent la vue à cause d’une cataracte qu’une opération de vingt minutes suffirait à soigner. Clair Regard Inde finance des camps ophtalmologiques mobiles et des opérations dans les villages du Tamil Nadu.',
		about:
			'L’association parisienne s’appuie sur un hôpital ophtalmologique partenaire à Madurai. Les équipes dépistent dans les villages, transportent les patients vers l’hôpital, les opèrent et les raccompagnent, le tout gratuitement.',
		descriptionHtml:
			'<h3>Rendre la vue, rendre l’autonomie</h3><p>Retrouver la vue, c’est <strong>pouvoir retravailler, s’occuper de ses petits-enfants</strong>, ne plus dépendre des autres.</p><ul><li>Camps de dépistage itinérants</li><li>Opérations de la cataracte avec implant</li><li>Lunettes pour les écoliers</li><li>Formation d’assistants ophtalmologiques</li></ul>',
		actions:
			'En 2023, les camps ont examiné 48 000 personnes et permis 6 200 opérations de la cataracte. L’association a aussi distribué 9 000 paires de lunettes à des écoliers et formé 25 assistants ophtalmologiques issus des villages.',
		categorySlug: 'sante',
		certifications: ['DON_EN_CONFIANCE'],
		sdgs: [3, 1, 10],
		countries: ['IN'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez une opération de la cataracte qui rend la vue à une personne âgée',
		impact100: 'Avec 100 €, vous équipez de lunettes une classe entière d’écoliers',
		palette: ['#f77f00', '#003049'],
		slideCount: 3,
		foundedYear: 1996,
		city: 'Paris',
	},
	{
		slug: 'parenthese-aidants',
		name: 'Parenthèse Aidants',
		purpose:
			'Soutenir les proches aidants de personnes atteintes de la maladie d’Alzheimer ou de maladies apparentées.',
		description:
			'Onze millions de Français accompagnent un proche malade ou dépendant, souvent au détriment de leur propre santé. Parenthèse Aidants propose des haltes-répit, des formations et des séjours de vacances pour les couples aidant-aidé.',
		about:
			'L’association est née à Dijon de la rencontre entre une gériatre et des familles épuisées. Elle gère trois haltes-répit en Bourgogne et dans le Centre-Val de Loire et forme des bénévoles qui relaient les aidants à domicile quelques heures par semaine.',
		descriptionHtml:
			'<p>Un aidant épuisé ne peut plus aider. <strong>Prendre soin de soi n’est pas un luxe.</strong></p><h3>Nos solutions de répit</h3><ul><li>Haltes-répit accueillant les malades à la demi-journée</li><li>Formations aux gestes et à la communication</li><li>Cafés des aidants mensuels</li><li>Séjours de vacances adaptés pour les couples aidant-aidé</li></ul>',
		actions:
			'Les haltes-répit accueillent chaque semaine près de 120 personnes malades, libérant autant d’aidants. L’association a formé plus de 900 aidants et organise chaque année quatre séjours de vacances adaptés.',
		categorySlug: 'sante',
		certifications: ['EPIC_FONDATION'],
		sdgs: [3, 5, 10],
		countries: ['FR'],
		regions: ['BFC', 'CVL'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30:
			'Avec 30 €, vous offrez une demi-journée en halte-répit à une personne malade et du temps libre à son aidant',
		impact100: 'Avec 100 €, vous financez une formation complète pour un aidant qui découvre la maladie',
		palette: ['#b8c0ff', '#5e548e'],
		slideCount: 2,
		foundedYear: 2008,
		city: 'Dijon',
	},
	{
		slug: 'les-etincelles-de-recherche',
		name: 'Les Étincelles de Recherche',
		purpose: 'Financer la recherche contre les cancers de l’enfant et améliorer la vie des jeunes patients.',
		description:
			'Chaque année en France, environ 2 500 enfants et adolescents apprennent qu’ils ont un cancer. Les Étincelles de Recherche financent des équipes qui travaillent sur des traitements plus efficaces et moins toxiques, et améliorent le quotidien des services d’oncologie pédiatrique.',
		about:
			'L’association a été fondée à Toulouse par des parents d’enfants malades. Ses fonds sont attribués sur avis d’un conseil scientifique composé d’oncologues pédiatres et de chercheurs, et chaque projet financé fait l’objet d’un compte rendu public.',
		descriptionHtml:
			'<h3>Des traitements pensés pour les enfants</h3><p>Trop de traitements sont encore adaptés de ceux des adultes. <strong>Nous finançons une recherche dédiée aux enfants.</strong></p><ul><li>Bourses de thèse et de post-doctorat</li><li>Équipement des laboratoires</li><li>Projets de qualité de vie dans les services</li><li>Accompagnement des adolescents après la maladie</li></ul>',
		actions:
			'Depuis sa création, l’association a financé 35 projets de recherche pour un montant de 4,2 millions d’euros. Elle a aussi aménagé des espaces adolescents dans quatre services d’oncologie pédiatrique et finance des séjours de reprise sportive.',
		categorySlug: 'sante',
		certifications: ['DO_GOOD', 'IDEAS'],
		sdgs: [3, 9],
		countries: ['FR'],
		regions: ['OCC', 'NAQ'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez une heure de séquençage génétique pour un projet de recherche',
		impact100:
			'Avec 100 €, vous offrez une séance d’activité physique adaptée à dix adolescents en traitement',
		palette: ['#ffd166', '#ef476f'],
		slideCount: 3,
		foundedYear: 2011,
		city: 'Toulouse',
	},
	{
		slug: 'escale-ecoute',
		name: 'Escale Écoute',
		purpose: 'Offrir un soutien psychologique gratuit et rapide aux jeunes de 15 à 25 ans en souffrance.',
		description:
			'Anxiété, isolement, idées noires : un jeune sur cinq traverse une période de souffrance psychique. Escale Écoute propose des consultations gratuites avec des psychologues, sans avance de frais et en moins d’une semaine.',
		about:
			'L’association gère trois lieux d’accueil à Paris, Lille et Metz, et une plateforme de consultations en visio. Les psychologues salariés travaillent en lien avec les médecins, les établissements scolaires et les services universitaires de santé.',
		descriptionHtml:
			'<p>Trop de jeunes attendent des mois avant d’être reçus. <strong>Nous proposons un premier rendez-vous en moins de sept jours.</strong></p><h3>Notre accompagnement</h3><ul><li>Jusqu’à dix consultations gratuites avec un psychologue</li><li>Accueil sans rendez-vous et en visio</li><li>Groupes de parole thématiques</li><li>Orientation vers les soins spécialisés si nécessaire</li></ul>',
		actions:
			'L’an dernier, Escale Écoute a réalisé 14 000 consultations auprès de 2 300 jeunes. Elle intervient aussi dans les lycées et les universités pour former les équipes à repérer les signes de détresse.',
		categorySlug: 'sante',
		certifications: ['IDEAS'],
		sdgs: [3, 4, 10],
		countries: ['FR'],
		regions: ['IDF', 'HDF', 'GES'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez une consultation gratuite avec un psychologue pour un jeune',
		impact100: 'Avec 100 €, vous permettez à un groupe de parole de se réunir pendant un mois',
		palette: ['#a0c4ff', '#3a506b'],
		slideCount: 2,
		foundedYear: 2016,
		city: 'Paris',
	},
	{
		slug: 'les-cartables-volants',
		name: 'Les Cartables Volants',
		purpose: 'Accompagner la réussite scolaire des enfants des quartiers prioritaires.',
		description:
			'Dans les quartiers où les familles ne peuvent pas payer de cours particuliers, Les Cartables Volants proposent un soutien scolaire gratuit, du CP à la terminale. Des étudiants bénévoles et des enseignants retraités aident chaque soir aux devoirs.',
		about:
			'L’association est née à Saint-Denis et compte aujourd’hui dix antennes en Seine-Saint-Denis et dans la métropole lilloise. Elle organise aussi des stages de révision pendant les vacances et des sorties culturelles pour ouvrir les horizons.',
		descriptionHtml:
			'<h3>Chaque enfant mérite un coup de pouce</h3><p>En France, l’origine sociale pèse encore lourd sur la réussite scolaire. <strong>Nous voulons que ça change.</strong></p><ul><li>Aide aux devoirs du lundi au vendredi</li><li>Tutorat individuel par des étudiants</li><li>Stages de révision avant le brevet et le bac</li><li>Sorties au musée, au théâtre et à l’université</li></ul>',
		actions:
			'Plus de 1 600 élèves sont accompagnés chaque semaine par 700 bénévoles. Parmi les collégiens suivis, 92 % ont obtenu leur brevet l’an dernier. L’association prête aussi des ordinateurs aux familles qui n’en ont pas.',
		categorySlug: 'education',
		certifications: ['DONNONS', 'DON_EN_CONFIANCE'],
		sdgs: [4, 10, 1],
		countries: ['FR'],
		regions: ['IDF', 'HDF'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.youtube.com/watch?v=Lw2cV6nT9yA',
		impact30: 'Avec 30 €, vous financez un mois d’aide aux devoirs pour un collégien',
		impact100: 'Avec 100 €, vous offrez une semaine de stage de révision du bac à un lycéen',
		palette: ['#ff595e', '#1982c4'],
		slideCount: 4,
		foundedYear: 2006,
		city: 'Saint-Denis',
	},
	{
		slug: 'lire-au-large',
		name: 'Lire au Large',
		purpose:
			'Apporter les livres et la lecture dans les îles et les territoires ruraux éloignés des bibliothèques.',
		description:
			'Sur les îles bretonnes et dans les villages de montagne corses, la bibliothèque la plus proche est parfois à une heure de route ou de bateau. Lire au Large y fait circuler un bibliobus et un bateau-livres, et anime des ateliers lecture pour tous les âges.',
		about:
			'L’association a été fondée par une bibliothécaire de Lorient et un marin-pêcheur retraité. Elle collabore avec les médiathèques départementales et les écoles, et recrute des bénévoles lecteurs dans chaque commune desservie.',
		descriptionHtml:
			'<p>Lire, c’est voyager, même quand on vit sur une île. <strong>Nous amenons les livres là où ils ne vont pas.</strong></p><h3>Nos tournées</h3><ul><li>Bateau-livres dans les îles du Ponant</li><li>Bibliobus dans les villages de Haute-Corse</li><li>Lectures à voix haute pour les tout-petits</li><li>Clubs de lecture pour les aînés</li></ul>',
		actions:
			'Le bateau-livres dessert neuf îles et le bibliobus 32 villages. L’association prête plus de 25 000 livres par an et anime 400 ateliers de lecture dans les écoles, les maisons de retraite et les salles communales.',
		categorySlug: 'education',
		certifications: ['DON_EN_CONFIANCE'],
		sdgs: [4, 10],
		countries: ['FR'],
		regions: ['BRE', 'COR'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez cinq albums jeunesse au bateau-livres',
		impact100: 'Avec 100 €, vous financez une tournée complète du bibliobus dans les villages de montagne',
		palette: ['#669bbc', '#780000'],
		slideCount: 3,
		foundedYear: 2000,
		city: 'Lorient',
	},
	{
		slug: 'sekoly-mamiratra',
		name: 'Sekoly Mamiratra',
		purpose: 'Construire des écoles et former des enseignants dans les campagnes de Madagascar.',
		description:
			'« Sekoly mamiratra » signifie « l’école qui brille ». L’association construit des salles de classe en dur, avec latrines et point d’eau, et forme les enseignants communautaires des villages isolés de la région de Fianarantsoa.',
		about:
			'Fondée à Angers par d’anciens volontaires, l’association travaille avec une ONG malgache partenaire et avec les parents d’élèves, qui participent aux chantiers. Chaque école construite est remise au ministère de l’Éducation, qui s’engage à y affecter des enseignants.',
		descriptionHtml:
			'<h3>Des classes dignes de ce nom</h3><p>Dans les villages où nous intervenons, beaucoup d’enfants étudient <strong>dans des cases sans murs ni pupitres</strong>.</p><ul><li>Construction de salles de classe anticycloniques</li><li>Latrines séparées filles et garçons, point d’eau</li><li>Formation pédagogique des enseignants</li><li>Cantine scolaire avec les produits du village</li></ul>',
		actions:
			'L’association a construit 58 salles de classe qui accueillent environ 3 500 élèves. Elle forme chaque année 120 enseignants et soutient 20 cantines scolaires, qui ont fait nettement reculer l’absentéisme, notamment chez les filles.',
		categorySlug: 'education',
		certifications: ['IDEAS', 'DO_GOOD'],
		sdgs: [4, 6, 5],
		countries: ['MG'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez le kit scolaire d’une année à trois élèves',
		impact100: 'Avec 100 €, vous financez cinq pupitres pour une nouvelle salle de classe',
		palette: ['#ffca3a', '#8ac926'],
		slideCount: 3,
		foundedYear: 2005,
		city: 'Angers',
	},
	{
		slug: 'code-egalite',
		name: 'Code Égalité',
		purpose: 'Former gratuitement aux métiers du numérique les femmes et les jeunes éloignés de l’emploi.',
		description:
			'Les métiers du numérique recrutent, mais les femmes n’y représentent qu’un quart des effectifs. Code Égalité propose des formations intensives et gratuites au développement web et à la cybersécurité, avec un mentorat jusqu’au premier emploi.',
		about:
			'L’association a ouvert ses écoles à Lille et à Villeurbanne. Les promotions comptent au moins 60 % de femmes, et la moitié des apprenants vient des quartiers prioritaires. Les entreprises partenaires accueillent les stagiaires et parrainent les promotions.',
		descriptionHtml:
			'<p>Le numérique a besoin de <strong>tous les talents</strong>, pas seulement de ceux qui ont les bons codes.</p><h3>Le parcours</h3><ul><li>Cinq mois de formation intensive et gratuite</li><li>Projets réels pour des associations</li><li>Mentorat par des professionnelles du secteur</li><li>Stage en entreprise et aide à la recherche d’emploi</li></ul>',
		actions:
			'Code Égalité a formé près de 900 personnes depuis son ouverture. Six mois après la formation, 74 % des apprenants sont en emploi ou en alternance. L’association anime aussi des ateliers d’initiation au code pour les collégiennes.',
		categorySlug: 'education',
		certifications: ['EPIC_FONDATION', 'IDEAS'],
		sdgs: [4, 5, 9],
		countries: ['FR'],
		regions: ['HDF', 'ARA'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://vimeo.com/915260374',
		impact30: 'Avec 30 €, vous financez un atelier d’initiation au code pour une collégienne',
		impact100: 'Avec 100 €, vous offrez une semaine de formation intensive à une apprenante',
		palette: ['#7209b7', '#4cc9f0'],
		slideCount: 3,
		foundedYear: 2017,
		city: 'Villeurbanne',
	},
	{
		slug: 'alphabet-du-cedre',
		name: 'L’Alphabet du Cèdre',
		purpose: 'Scolariser les enfants réfugiés et vulnérables au Liban.',
		description:
			'Au Liban, des dizaines de milliers d’enfants réfugiés ou issus de familles appauvries ne vont plus à l’école. L’Alphabet du Cèdre ouvre des classes de rattrapage et accompagne leur retour dans l’école publique libanaise.',
		about:
			'Basée à Lyon, l’association finance trois centres éducatifs dans la plaine de la Bekaa et à Tripoli. Les enseignants libanais et syriens qui y travaillent sont formés à l’accompagnement des enfants ayant vécu des traumatismes.',
		descriptionHtml:
			'<h3>Ne pas laisser une génération perdue</h3><p>Une année sans école, c’est <strong>une année très difficile à rattraper</strong>. Nous agissons vite.</p><ul><li>Classes de rattrapage en arabe, français et mathématiques</li><li>Soutien psychosocial par le jeu et l’art</li><li>Transport scolaire et repas de midi</li><li>Accompagnement vers l’école publique</li></ul>',
		actions:
			'Les trois centres accueillent 950 enfants de 6 à 14 ans. L’an dernier, 310 d’entre eux ont intégré l’école publique libanaise. L’association distribue aussi des fournitures et des manteaux d’hiver à toutes les familles suivies.',
		categorySlug: 'education',
		certifications: ['DO_GOOD'],
		sdgs: [4, 16, 10],
		countries: ['LB'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez un mois de transport scolaire pour un enfant',
		impact100: 'Avec 100 €, vous offrez trois mois de classe de rattrapage à un enfant réfugié',
		palette: ['#2b9348', '#f2e8cf'],
		slideCount: 2,
		foundedYear: 2014,
		city: 'Lyon',
	},
	{
		slug: 'kartie-lekol',
		name: 'Kartié Lékol',
		purpose: 'Lutter contre l’illettrisme des adultes à La Réunion et à Mayotte.',
		description:
			'À La Réunion, plus d’un adulte sur dix éprouve de grandes difficultés à lire et à écrire. Kartié Lékol ouvre des ateliers de proximité, dans les quartiers et sur les lieux de travail, pour reprendre confiance et gagner en autonomie.',
		about:
			'Le nom signifie « l’école du quartier » en créole. L’association s’appuie sur des formateurs qui parlent créole et shimaoré et sur des méthodes adaptées aux adultes : on apprend à partir de la vie quotidienne, du permis de conduire aux papiers administratifs.',
		descriptionHtml:
			'<p>L’illettrisme se cache souvent par honte. <strong>Nos ateliers sont bienveillants, gratuits et discrets.</strong></p><h3>Nos ateliers</h3><ul><li>Lecture, écriture et calcul du quotidien</li><li>Préparation au code de la route</li><li>Formations sur le lieu de travail avec les employeurs</li><li>Lectures partagées parents-enfants</li></ul>',
		actions:
			'Plus de 1 100 adultes suivent chaque année les ateliers, dans 26 quartiers de La Réunion et de Mayotte. L’association forme aussi les agents d’accueil des services publics à repérer et orienter les personnes en difficulté avec l’écrit.',
		categorySlug: 'education',
		certifications: ['DONNONS'],
		sdgs: [4, 10, 1],
		countries: ['FR'],
		regions: ['REU', 'MAY'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez trois ateliers de lecture pour un adulte',
		impact100: 'Avec 100 €, vous accompagnez un adulte jusqu’à l’examen du code de la route',
		palette: ['#06d6a0', '#073b4c'],
		slideCount: 3,
		foundedYear: 2009,
		city: 'Saint-Pierre (La Réunion)',
	},
]
