import { type CatalogueCharity } from './types.ts'

/** Partner charities, part 1: categories Femme and Humanitaire. */
export const charitiesPart1: CatalogueCharity[] = [
	{
		slug: 'maison-des-aubes',
		name: 'La Maison des Aubes',
		purpose:
			'Mettre à l’abri et accompagner vers l’autonomie les femmes victimes de violences conjugales et leurs enfants.',
		description:
			'La Maison des Aubes accueille jour et nuit des femmes qui fuient les violences conjugales, seules ou avec leurs enfants. Hébergement sécurisé, écoute, accompagnement juridique : l’équipe reste à leurs côtés jusqu’à un logement durable.',
		about:
			'Fondée à Lyon par une avocate et deux travailleuses sociales, La Maison des Aubes gère aujourd’hui trois lieux d’accueil à adresse confidentielle dans la métropole lyonnaise et en Isère. Une quarantaine de salariées et de bénévoles formées se relaient pour qu’aucune femme ne reste sans solution au moment où elle décide de partir.',
		descriptionHtml:
			'<h3>Un refuge, puis un nouveau départ</h3><p>Quitter un conjoint violent est le moment le plus dangereux. Nous offrons <strong>une place d’hébergement en moins de 24 heures</strong> et un accompagnement sur plusieurs mois.</p><ul><li>Hébergement d’urgence sécurisé pour les mères et leurs enfants</li><li>Permanences juridiques et aide au dépôt de plainte</li><li>Soutien psychologique et groupes de parole</li><li>Recherche de logement et d’emploi</li></ul>',
		actions:
			'Chaque année, l’association met à l’abri plus de 180 femmes et 250 enfants. Elle tient une ligne d’écoute ouverte 7 jours sur 7, accompagne les victimes au commissariat et au tribunal, et organise des ateliers pour reprendre confiance : gestion d’un budget, recherche d’emploi, activités parents-enfants.',
		categorySlug: 'femme',
		certifications: ['DONNONS', 'DON_EN_CONFIANCE'],
		sdgs: [5, 16, 3, 10],
		countries: ['FR'],
		regions: ['ARA'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.youtube.com/watch?v=aB3xK9mQ2tL',
		impact30: 'Avec 30 €, vous financez une nuit d’hébergement sécurisé pour une mère et son enfant',
		impact100: 'Avec 100 €, vous offrez trois consultations juridiques à une femme qui engage une procédure',
		palette: ['#f6a5c0', '#7b2d5b'],
		slideCount: 3,
		foundedYear: 2009,
		city: 'Lyon',
	},
	{
		slug: 'les-audacieuses-du-nord',
		name: 'Les Audacieuses du Nord',
		purpose: 'Aider les femmes des quartiers prioritaires à créer et développer leur propre activité.',
		description:
			'Traiteur, couture, coiffure à domicile, conseil : les idées ne manquent pas, les réseaux et les financements si. Les Audacieuses du Nord accompagnent les créatrices d’entreprise des quartiers populaires de la métropole lilloise, de l’idée au premier chiffre d’affaires.',
		about:
			'Née d’un collectif de mères de Roubaix qui voulaient travailler à leur compte, l’association rassemble aujourd’hui des cheffes d’entreprise bénévoles, des expertes-comptables et des banquières qui partagent leur carnet d’adresses. Son incubateur accueille deux promotions par an.',
		descriptionHtml:
			'<h3>Entreprendre quand on part de loin</h3><p>Les femmes des quartiers prioritaires créent deux fois moins d’entreprises que la moyenne. Nous levons les freins un à un.</p><ul><li>Six mois d’incubation avec une marraine cheffe d’entreprise</li><li>Ateliers collectifs : statut, prix, communication</li><li><strong>Prêts d’honneur</strong> à taux zéro jusqu’à 5 000 €</li><li>Garde d’enfants pendant les formations</li></ul>',
		actions:
			'L’association forme chaque année une soixantaine de porteuses de projet, organise un marché des créatrices deux fois par an et met à disposition un local partagé équipé à Roubaix. Trois ans après leur lancement, près de sept entreprises accompagnées sur dix sont toujours en activité.',
		categorySlug: 'femme',
		certifications: ['IDEAS'],
		sdgs: [5, 10, 4, 1],
		countries: ['FR'],
		regions: ['HDF'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez deux heures de garde d’enfants pendant un atelier de formation',
		impact100:
			'Avec 100 €, vous offrez à une créatrice l’immatriculation et le premier mois d’assurance de son activité',
		palette: ['#ffb347', '#8e2d56'],
		slideCount: 2,
		foundedYear: 2015,
		city: 'Roubaix',
	},
	{
		slug: 'fanilo-femmes',
		name: 'Fanilo Femmes',
		purpose: 'Favoriser l’alphabétisation et l’indépendance économique des femmes rurales de Madagascar.',
		description:
			'« Fanilo » signifie « lumière » en malgache. L’association ouvre des cercles d’alphabétisation et de microcrédit dans les villages des hautes terres, où près d’une femme sur deux ne sait ni lire ni compter.',
		about:
			'Créée à Nantes par des membres de la diaspora malgache, Fanilo Femmes travaille avec une équipe locale de douze animatrices basées à Antsirabe. Les cercles sont autogérés : les femmes fixent ensemble les règles de l’épargne et décident des prêts accordés.',
		descriptionHtml:
			'<p>Savoir lire un reçu, tenir un cahier de comptes, négocier le prix du riz : c’est souvent le premier pas vers l’autonomie.</p><h3>Nos cercles de femmes</h3><ul><li>Cours d’alphabétisation deux fois par semaine</li><li>Épargne collective et <strong>microcrédits</strong> pour démarrer une activité</li><li>Formations en élevage, maraîchage et transformation</li></ul><p>Plus de 95 % des prêts sont remboursés dans les délais.</p>',
		actions:
			'Fanilo Femmes anime 48 cercles regroupant environ 1 200 femmes dans la région du Vakinankaratra. Elle fournit les manuels, forme les animatrices, abonde le fonds de microcrédit et accompagne la commercialisation des produits locaux : miel, savon artisanal, volailles.',
		categorySlug: 'femme',
		certifications: ['DON_EN_CONFIANCE', 'IDEAS'],
		sdgs: [5, 1, 4],
		countries: ['MG'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous fournissez les manuels et cahiers de toute une année à cinq apprenantes',
		impact100:
			'Avec 100 €, vous financez un microcrédit qui permet à une femme de lancer un petit élevage de volailles',
		palette: ['#f9d56e', '#b5472f'],
		slideCount: 3,
		foundedYear: 2012,
		city: 'Nantes',
	},
	{
		slug: 'lune-rouge-solidaire',
		name: 'Lune Rouge Solidaire',
		purpose: 'Lutter contre la précarité menstruelle et briser le tabou des règles.',
		description:
			'Près de quatre millions de personnes en France peinent à acheter des protections périodiques. Lune Rouge Solidaire collecte, achète et distribue des kits d’hygiène, et intervient dans les collèges pour parler des règles sans gêne.',
		about:
			'L’association est née en 2018 dans une résidence étudiante marseillaise. Elle s’appuie sur un réseau de points de collecte en pharmacies et en supermarchés et sur une centaine de bénévoles en Provence et en Occitanie.',
		descriptionHtml:
			'<h3>Personne ne devrait choisir entre manger et se protéger</h3><p>Nous distribuons des <strong>kits menstruels</strong> (protections jetables et réutilisables, culottes, savon) via les épiceries sociales, les accueils de jour et les foyers.</p><ul><li>Plus de 25 000 kits remis chaque année</li><li>Ateliers d’éducation à la santé dans les collèges et lycées</li><li>Plaidoyer pour des distributeurs gratuits dans les lieux publics</li></ul>',
		actions:
			'L’association approvisionne 70 structures partenaires, forme les équipes des accueils de jour à aborder le sujet et anime chaque année plus de 200 ateliers en milieu scolaire. Elle privilégie les protections réutilisables pour réduire les déchets et le coût à long terme.',
		categorySlug: 'femme',
		certifications: ['DO_GOOD'],
		sdgs: [3, 5, 6, 12],
		countries: ['FR'],
		regions: ['PAC', 'OCC'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30:
			'Avec 30 €, vous offrez trois mois de protections périodiques à une femme en situation de précarité',
		impact100:
			'Avec 100 €, vous financez un atelier d’éducation menstruelle pour une classe entière de collégiens',
		palette: ['#e63946', '#f1c0c8'],
		slideCount: 2,
		foundedYear: 2018,
		city: 'Marseille',
	},
	{
		slug: 'ti-kaz-manman',
		name: 'Ti Kaz Manman',
		purpose: 'Héberger et accompagner les jeunes mères isolées de La Réunion et de Mayotte.',
		description:
			'À Saint-Denis de La Réunion, Ti Kaz Manman offre un toit, un suivi de grossesse et un accompagnement éducatif aux jeunes mères sans solution de logement. L’objectif : sortir de l’urgence et construire un projet de vie avec son bébé.',
		about:
			'Ti Kaz Manman (« la petite maison des mamans » en créole réunionnais) gère une maison d’accueil de quatorze studios et un service d’accompagnement à domicile. Sages-femmes, éducatrices et conseillères en insertion y travaillent en équipe.',
		descriptionHtml:
			'<p>Beaucoup de jeunes mères arrivent chez nous <strong>après une rupture familiale</strong>, parfois pendant leur grossesse.</p><h3>Ce que nous proposons</h3><ul><li>Un studio meublé pour la mère et l’enfant pendant six à dix-huit mois</li><li>Le suivi médical de la grossesse et des premiers mois du bébé</li><li>La reprise d’études ou d’une formation, avec une place en crèche</li></ul>',
		actions:
			'Chaque année, 40 mères et leurs bébés sont hébergés dans la maison d’accueil et 90 familles sont suivies à domicile à La Réunion et à Mayotte. L’association distribue aussi du lait infantile, des couches et du matériel de puériculture aux familles les plus démunies.',
		categorySlug: 'femme',
		certifications: ['EPIC_FONDATION', 'DONNONS'],
		sdgs: [1, 3, 5, 10],
		countries: ['FR'],
		regions: ['REU', 'MAY'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez une semaine de lait infantile et de couches à un nourrisson',
		impact100: 'Avec 100 €, vous financez cinq nuits d’hébergement pour une jeune mère et son bébé',
		palette: ['#ff9f80', '#2a9d8f'],
		slideCount: 4,
		foundedYear: 2004,
		city: 'Saint-Denis (La Réunion)',
	},
	{
		slug: 'les-tisserandes-du-sahel',
		name: 'Les Tisserandes du Sahel',
		purpose:
			'Prévenir l’excision et les mariages précoces par le dialogue communautaire et l’éducation des filles.',
		description:
			'Au Burkina Faso et au Sénégal, Les Tisserandes du Sahel réunissent chefs religieux, anciennes exciseuses, mères et pères pour faire évoluer les pratiques de l’intérieur. Les villages qui s’engagent publiquement à abandonner l’excision sont ensuite suivis pendant plusieurs années.',
		about:
			'L’association a été fondée à Montreuil par des femmes d’origine burkinabè et sénégalaise. Elle soutient des animatrices locales qui parlent la langue des villages et connaissent leurs codes : c’est la clé d’un changement qui dure.',
		descriptionHtml:
			'<h3>Changer les normes, village par village</h3><p>Nous ne venons pas « expliquer » : nous ouvrons des espaces de parole où chacun peut exprimer ses doutes.</p><ul><li>Causeries communautaires animées par des femmes du village</li><li>Reconversion des anciennes exciseuses vers le tissage</li><li><strong>Bourses scolaires</strong> pour maintenir les filles au collège</li><li>Prise en charge médicale des complications</li></ul>',
		actions:
			'Depuis sa création, 63 villages ont déclaré publiquement l’abandon de l’excision. L’association finance chaque année 300 bourses scolaires, forme des sages-femmes à la prise en charge des séquelles et accompagne les femmes excisées vivant en Île-de-France vers la chirurgie réparatrice.',
		categorySlug: 'femme',
		certifications: ['DON_EN_CONFIANCE'],
		sdgs: [5, 16, 4, 3],
		countries: ['BF', 'SN', 'FR'],
		regions: ['IDF'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez une causerie communautaire réunissant tout un village',
		impact100:
			'Avec 100 €, vous offrez une année de scolarité complète à une collégienne : frais, uniforme et fournitures',
		palette: ['#e9a03b', '#5c3c92'],
		slideCount: 3,
		foundedYear: 2001,
		city: 'Montreuil',
	},
	{
		slug: 'relais-urgence-levant',
		name: 'Relais Urgence Levant',
		purpose:
			'Apporter une aide alimentaire et médicale d’urgence aux familles touchées par les crises au Liban.',
		description:
			'Crise économique, explosion du port de Beyrouth, déplacements de population : au Liban, une famille sur deux ne mange plus à sa faim. Relais Urgence Levant distribue des colis alimentaires et soutient des dispensaires de quartier.',
		about:
			'Fondée à Marseille par des soignants franco-libanais, l’association travaille exclusivement avec des partenaires locaux : deux dispensaires à Beyrouth et à Tripoli, et un réseau de cuisines communautaires. Les achats sont faits sur place pour soutenir l’économie libanaise.',
		descriptionHtml:
			'<p>Nos équipes locales connaissent chaque famille aidée. <strong>Aucun colis n’est distribué sans visite préalable.</strong></p><h3>Nos programmes</h3><ul><li>Colis alimentaires mensuels pour 1 500 familles</li><li>Consultations et médicaments gratuits dans deux dispensaires</li><li>Cuisines communautaires servant des repas chauds</li></ul>',
		actions:
			'En 2023, l’association a distribué plus de 18 000 colis, financé 22 000 consultations médicales et soutenu quatre cuisines communautaires. Elle prend aussi en charge les traitements des malades chroniques (diabète, hypertension) dont les familles ne peuvent plus payer les médicaments.',
		categorySlug: 'humanitaire',
		certifications: ['DONNONS', 'EPIC_FONDATION'],
		sdgs: [2, 3, 1, 16],
		countries: ['LB'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://vimeo.com/482716395',
		impact30:
			'Avec 30 €, vous financez un colis alimentaire qui nourrit une famille de cinq personnes pendant une semaine',
		impact100: 'Avec 100 €, vous couvrez trois mois de traitement contre le diabète pour un patient',
		palette: ['#2a9d8f', '#e76f51'],
		slideCount: 4,
		foundedYear: 2020,
		city: 'Marseille',
	},
	{
		slug: 'tournesol-solidaire',
		name: 'Tournesol Solidaire',
		purpose:
			'Acheminer du matériel médical et de première nécessité vers les populations civiles en Ukraine.',
		description:
			'Depuis février 2022, Tournesol Solidaire organise des convois depuis Strasbourg vers les hôpitaux et les centres d’accueil de l’ouest de l’Ukraine. Tout est acheté selon les besoins exprimés par les partenaires sur place.',
		about:
			'L’association a été créée par un groupe d’amis franco-ukrainiens et de chauffeurs routiers alsaciens. Elle dispose d’un entrepôt à Strasbourg et travaille avec trois hôpitaux et une dizaine de centres pour personnes déplacées autour de Lviv et de Tchernivtsi.',
		descriptionHtml:
			'<h3>Des convois au plus près des besoins</h3><p>Chaque convoi part avec une liste validée par les soignants ukrainiens : <strong>pas de collecte au hasard</strong>, seulement ce qui manque vraiment.</p><ul><li>Matériel chirurgical, pansements, générateurs électriques</li><li>Kits d’hiver pour les familles déplacées</li><li>Accueil et orientation des réfugiés arrivés en Alsace</li></ul>',
		actions:
			'Plus de 70 convois sont partis de Strasbourg en deux ans, livrant près de 900 tonnes de matériel. L’association a équipé deux services de réanimation en générateurs et finance chaque hiver des poêles et du bois de chauffage pour les centres d’hébergement.',
		categorySlug: 'humanitaire',
		certifications: ['IDEAS', 'DONNONS'],
		sdgs: [3, 1, 16],
		countries: ['UA', 'PL', 'FR'],
		regions: ['GES'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30:
			'Avec 30 €, vous fournissez un kit d’hiver (couverture, bonnet, chaufferette) à un enfant déplacé',
		impact100: 'Avec 100 €, vous financez le carburant d’un convoi sur 300 kilomètres',
		palette: ['#ffd23f', '#1d5fa8'],
		slideCount: 3,
		foundedYear: 2022,
		city: 'Strasbourg',
	},
	{
		slug: 'kay-dlo',
		name: 'Kay Dlo',
		purpose: 'Donner accès à l’eau potable et à l’assainissement aux communautés rurales d’Haïti.',
		description:
			'« Kay dlo » veut dire « la maison de l’eau » en créole haïtien. L’association construit des citernes, des forages et des latrines avec les habitants des mornes, qui gèrent ensuite eux-mêmes les installations.',
		about:
			'Kay Dlo réunit des ingénieurs de l’eau bordelais et guadeloupéens et une équipe haïtienne basée à Jacmel. Chaque projet commence par la création d’un comité de l’eau élu par le village, formé à l’entretien et à la gestion d’une petite caisse de réparation.',
		descriptionHtml:
			'<p>Dans les zones où nous intervenons, les femmes et les enfants marchent en moyenne <strong>deux heures par jour</strong> pour rapporter de l’eau.</p><h3>Nos chantiers</h3><ul><li>Citernes de récupération d’eau de pluie pour les écoles</li><li>Forages équipés de pompes manuelles</li><li>Latrines et stations de lavage des mains</li><li>Formation des comités de l’eau</li></ul>',
		actions:
			'En dix ans, Kay Dlo a réalisé 140 points d’eau desservant environ 60 000 personnes dans le département du Sud-Est. Elle mène aussi des campagnes de prévention du choléra dans les écoles et teste la qualité de l’eau des installations deux fois par an.',
		categorySlug: 'humanitaire',
		certifications: ['IDEAS'],
		sdgs: [6, 3, 1],
		countries: ['HT'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez l’eau potable à une personne pendant dix ans grâce à un forage partagé',
		impact100: 'Avec 100 €, vous équipez une école de deux stations de lavage des mains',
		palette: ['#48cae4', '#023e8a'],
		slideCount: 3,
		foundedYear: 2011,
		city: 'Bordeaux',
	},
	{
		slug: 'secouristes-sans-relache',
		name: 'Secouristes Sans Relâche',
		purpose:
			'Intervenir en urgence auprès des populations sinistrées après une catastrophe naturelle, en France et à l’étranger.',
		description:
			'Cyclone, inondation, séisme : en moins de 72 heures, les équipes de Secouristes Sans Relâche sont sur place avec des unités de potabilisation, des abris et du matériel de premiers secours. Elles restent ensuite pour aider à la reconstruction.',
		about:
			'L’association toulousaine mobilise un réseau de 450 bénévoles formés : secouristes, logisticiens, infirmiers, électriciens. Elle est intervenue à Mayotte après le cyclone Chido, en Guadeloupe, à Madagascar et en Haïti, toujours en lien avec les autorités locales.',
		descriptionHtml:
			'<h3>Être prêt avant la catastrophe</h3><p>Nos stocks de matériel sont <strong>prépositionnés à Toulouse, en Guadeloupe et à Mayotte</strong> pour partir sans délai.</p><ul><li>Unités mobiles de traitement de l’eau</li><li>Tentes familiales et bâches de protection</li><li>Postes de soins avancés</li><li>Formation des habitants aux gestes qui sauvent</li></ul>',
		actions:
			'Chaque intervention d’urgence dure de trois à six semaines. Entre deux crises, l’association forme chaque année plus de 3 000 personnes aux premiers secours dans les territoires exposés aux cyclones et entretient ses stocks de matériel.',
		categorySlug: 'humanitaire',
		certifications: ['EPIC_FONDATION', 'DON_EN_CONFIANCE'],
		sdgs: [3, 13, 1, 6],
		countries: ['FR', 'MG', 'HT'],
		regions: ['OCC', 'MAY', 'GUA'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.youtube.com/watch?v=Zr7pQ1vW4sE',
		impact30: 'Avec 30 €, vous fournissez 1 500 litres d’eau potable à une famille sinistrée',
		impact100: 'Avec 100 €, vous offrez une tente familiale qui abrite six personnes',
		palette: ['#f94144', '#1b263b'],
		slideCount: 4,
		foundedYear: 2006,
		city: 'Toulouse',
	},
	{
		slug: 'les-cuisines-nomades',
		name: 'Les Cuisines Nomades',
		purpose:
			'Servir des repas chauds et équilibrés aux personnes exilées et sans abri sur le littoral du Nord.',
		description:
			'Un camion-cuisine, une équipe de bénévoles et des produits locaux : chaque soir, Les Cuisines Nomades servent plusieurs centaines de repas chauds aux personnes exilées qui survivent dans les campements du Calaisis et du Dunkerquois.',
		about:
			'L’association est née en 2016 autour d’un cuisinier de Boulogne-sur-Mer. Elle récupère les invendus de producteurs et de supermarchés, cuisine dans une cuisine centrale à Calais et distribue les repas sur les lieux de vie, en coordination avec les autres acteurs humanitaires.',
		descriptionHtml:
			'<p>Un repas chaud, c’est aussi un moment de dignité et de chaleur humaine. <strong>Nous cuisinons comme pour nos proches.</strong></p><h3>Au quotidien</h3><ul><li>Jusqu’à 800 repas servis chaque soir</li><li>Thé, pain et fruits distribués le matin</li><li>Recettes adaptées aux habitudes alimentaires des personnes accueillies</li></ul>',
		actions:
			'En 2023, l’association a servi plus de 210 000 repas. Elle a sauvé près de 60 tonnes d’invendus alimentaires et forme chaque année une vingtaine de personnes en insertion aux métiers de la restauration collective.',
		categorySlug: 'humanitaire',
		certifications: ['DO_GOOD', 'DONNONS'],
		sdgs: [2, 1, 10, 12],
		countries: ['FR'],
		regions: ['HDF'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous servez 20 repas chauds à des personnes exilées',
		impact100: 'Avec 100 €, vous financez une soirée complète de gaz et de carburant pour le camion-cuisine',
		palette: ['#ff7b00', '#3d405b'],
		slideCount: 3,
		foundedYear: 2016,
		city: 'Calais',
	},
	{
		slug: 'graines-de-paix-sahel',
		name: 'Graines de Paix Sahel',
		purpose:
			'Renforcer la sécurité alimentaire des familles paysannes du Sahel face au dérèglement climatique.',
		description:
			'Banques de semences, greniers communautaires, techniques agroécologiques : Graines de Paix Sahel aide les villages du Burkina Faso, du Niger et du Sénégal à mieux résister aux sécheresses et aux périodes de soudure.',
		about:
			'Basée à Dijon, l’association est animée par des agronomes retraités et des partenaires paysans sahéliens. Elle privilégie les variétés locales de mil et de sorgho et les techniques traditionnelles de conservation de l’eau, comme le zaï et les demi-lunes.',
		descriptionHtml:
			'<h3>Semer aujourd’hui pour manger demain</h3><p>Pendant la soudure, avant la récolte, de nombreuses familles réduisent leurs repas à un seul par jour. <strong>Un grenier bien géré change tout.</strong></p><ul><li>Greniers communautaires gérés par des groupements de femmes</li><li>Banques de semences locales adaptées à la sécheresse</li><li>Formation à l’agroécologie et au compostage</li></ul>',
		actions:
			'L’association accompagne 85 groupements villageois. Elle a aidé à construire 40 greniers et à réhabiliter 600 hectares de terres dégradées. Ses formations touchent chaque année près de 4 000 agriculteurs et agricultrices.',
		categorySlug: 'humanitaire',
		certifications: ['DON_EN_CONFIANCE'],
		sdgs: [2, 1, 13, 15],
		countries: ['BF', 'NE', 'SN'],
		regions: [],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30: 'Avec 30 €, vous fournissez les semences d’un hectare de mil résistant à la sécheresse',
		impact100: 'Avec 100 €, vous formez dix agriculteurs à la technique du zaï pour restaurer leurs terres',
		palette: ['#e9c46a', '#6a4c2a'],
		slideCount: 2,
		foundedYear: 1998,
		city: 'Dijon',
	},
]
