import { type CatalogueCharity } from './types.ts'

/** Partner charities, part 3: categories Solidarité and Animaux. */
export const charitiesPart3: CatalogueCharity[] = [
	{
		slug: 'la-cle-des-toits',
		name: 'La Clé des Toits',
		purpose: 'Héberger les personnes sans domicile et les accompagner jusqu’à un logement durable.',
		description:
			'La Clé des Toits gère des places d’hébergement d’urgence et des appartements relais dans la métropole bordelaise. Son principe : un toit d’abord, puis un accompagnement sur mesure vers l’emploi, les soins et un logement à soi.',
		about:
			'Fondée par un ancien éducateur de rue, l’association loue et rénove des logements auprès de propriétaires solidaires. Travailleurs sociaux, infirmiers et bénévoles accompagnent chaque personne selon ses besoins, sans condition préalable.',
		descriptionHtml:
			'<h3>Un toit d’abord</h3><p>On ne reconstruit pas sa vie à la rue. <strong>Le logement est le point de départ</strong>, pas la récompense.</p><ul><li>Hébergement d’urgence ouvert toute l’année</li><li>Appartements relais pour sortir de la rue</li><li>Accompagnement social, médical et professionnel</li><li>Gestion locative solidaire auprès de propriétaires privés</li></ul>',
		actions:
			'L’association héberge chaque nuit 260 personnes et a permis l’an dernier à 140 ménages d’accéder à un logement pérenne. Elle mobilise aussi des propriétaires privés en leur garantissant les loyers et l’entretien des biens.',
		categorySlug: 'solidarite',
		certifications: ['DON_EN_CONFIANCE', 'IDEAS'],
		sdgs: [1, 10, 3],
		countries: ['FR'],
		regions: ['NAQ'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez deux nuits d’hébergement d’urgence à une personne sans abri',
		impact100:
			'Avec 100 €, vous financez le kit d’installation (literie, vaisselle, produits d’entretien) d’une personne qui entre dans son logement',
		palette: ['#f28482', '#335c67'],
		slideCount: 3,
		foundedYear: 1994,
		city: 'Bordeaux',
	},
	{
		slug: 'les-assiettes-partagees',
		name: 'Les Assiettes Partagées',
		purpose: 'Offrir des repas de qualité à petit prix et rompre l’isolement autour d’une même table.',
		description:
			'Dans ses restaurants solidaires de Lille et de Rouen, chacun paie selon ses moyens, dès 1 €. Étudiants précaires, retraités isolés, familles, salariés du quartier : tout le monde mange le même bon plat, cuisiné avec des produits frais et locaux.',
		about:
			'Les Assiettes Partagées ont ouvert leur premier restaurant à Lille-Moulins. Les cuisines sont tenues par des chefs et des salariés en insertion ; les clients qui le peuvent paient un « repas suspendu » pour ceux qui ne le peuvent pas.',
		descriptionHtml:
			'<p>Un repas, ce n’est pas seulement se nourrir : <strong>c’est retrouver une place parmi les autres</strong>.</p><h3>Comment ça marche</h3><ul><li>Un menu unique, complet et de saison</li><li>Prix libre à partir de 1 €, sans justificatif</li><li>Repas suspendus offerts par les clients et les donateurs</li><li>Ateliers cuisine et anti-gaspillage</li></ul>',
		actions:
			'Les deux restaurants servent plus de 95 000 repas par an, dont plus de la moitié à 1 €. L’association emploie 22 personnes en parcours d’insertion et distribue aussi des plats à emporter aux familles hébergées à l’hôtel par les services sociaux.',
		categorySlug: 'solidarite',
		certifications: ['DONNONS', 'DO_GOOD'],
		sdgs: [2, 1, 12],
		countries: ['FR'],
		regions: ['HDF', 'NOR'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://vimeo.com/731904528',
		impact30: 'Avec 30 €, vous financez 15 repas chauds servis à 1 €',
		impact100: 'Avec 100 €, vous offrez un mois de déjeuners à un étudiant en situation de précarité',
		palette: ['#f4a259', '#5b8e7d'],
		slideCount: 4,
		foundedYear: 2014,
		city: 'Lille',
	},
	{
		slug: 'mains-tendues-du-massif',
		name: 'Mains Tendues du Massif',
		purpose: 'Rompre l’isolement des personnes âgées vivant dans les villages du Massif central.',
		description:
			'Dans les hameaux d’Auvergne et du Limousin, de nombreux aînés passent des semaines sans parler à personne. Mains Tendues du Massif organise des visites régulières, des appels de convivialité et des après-midi partagés.',
		about:
			'L’association s’appuie sur 600 bénévoles de tous âges, recrutés dans les villages mêmes. Une coordinatrice par département forme les bénévoles, assure le lien avec les mairies et les services d’aide à domicile, et veille à ce que chaque binôme tienne dans la durée.',
		descriptionHtml:
			'<h3>Un lien qui compte</h3><p>Une visite par semaine, <strong>toujours la même personne</strong> : la confiance se construit avec le temps.</p><ul><li>Visites à domicile en binôme</li><li>Appels téléphoniques de convivialité</li><li>Goûters, sorties et transports solidaires</li><li>Ateliers numériques pour garder le contact avec la famille</li></ul>',
		actions:
			'Plus de 1 400 personnes âgées reçoivent chaque semaine une visite ou un appel. L’association organise aussi un réseau de transport solidaire pour les rendez-vous médicaux et les courses, qui a assuré 9 000 trajets l’an dernier.',
		categorySlug: 'solidarite',
		certifications: ['IDEAS'],
		sdgs: [3, 10, 1],
		countries: ['FR'],
		regions: ['ARA', 'NAQ'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez un mois de visites hebdomadaires pour une personne âgée isolée',
		impact100: 'Avec 100 €, vous offrez une tablette configurée pour les appels vidéo avec la famille',
		palette: ['#bc6c25', '#dda15e'],
		slideCount: 2,
		foundedYear: 2005,
		city: 'Aurillac',
	},
	{
		slug: 'veilleurs-de-nuit-nantais',
		name: 'Les Veilleurs de Nuit Nantais',
		purpose:
			'Aller à la rencontre des personnes sans abri la nuit pour leur apporter chaleur, repas et écoute.',
		description:
			'Chaque soir de l’année, les maraudes des Veilleurs de Nuit parcourent les rues de Nantes et de Saint-Nazaire. Soupe chaude, duvets, produits d’hygiène, mais surtout du temps pour parler et orienter vers les bons services.',
		about:
			'L’association compte 380 bénévoles répartis en équipes de quatre, toujours formés avant leur première maraude. Elle travaille avec le SAMU social, les accueils de jour et les centres de soins pour que chaque rencontre puisse déboucher sur une solution.',
		descriptionHtml:
			'<p>La rue isole. <strong>Notre première mission est de créer du lien</strong>, nuit après nuit.</p><h3>Chaque soir</h3><ul><li>Boissons chaudes et repas préparés par nos bénévoles</li><li>Duvets, chaussettes, kits d’hygiène</li><li>Orientation vers l’hébergement et les soins</li><li>Accompagnement physique vers les administrations</li></ul>',
		actions:
			'Les maraudes assurent plus de 32 000 rencontres par an et distribuent environ 40 000 repas. Pendant les vagues de froid, l’association ouvre avec la ville une halte de nuit de 40 places.',
		categorySlug: 'solidarite',
		certifications: ['DO_GOOD'],
		sdgs: [1, 2, 3],
		countries: ['FR'],
		regions: ['PDL'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez un duvet grand froid à une personne qui dort dehors',
		impact100: 'Avec 100 €, vous financez 60 repas chauds distribués lors des maraudes',
		palette: ['#3d348b', '#f7b801'],
		slideCount: 3,
		foundedYear: 1999,
		city: 'Nantes',
	},
	{
		slug: 'panier-solidaire-corse',
		name: 'Le Panier Solidaire Corse',
		purpose:
			'Permettre aux familles à petits revenus de faire leurs courses dignement dans des épiceries solidaires.',
		description:
			'En Corse, le coût de la vie est parmi les plus élevés de France. Le Panier Solidaire Corse gère trois épiceries solidaires où les familles orientées par les services sociaux achètent leurs produits à 20 % de leur prix.',
		about:
			'Les épiceries d’Ajaccio, de Bastia et de Corte sont approvisionnées par des dons, des achats et des partenariats avec des producteurs insulaires. Chaque famille est accompagnée par une conseillère pour réaliser un projet : régler une dette, passer le permis, partir en vacances.',
		descriptionHtml:
			'<h3>Faire ses courses comme tout le monde</h3><p>Choisir ses produits, payer à la caisse : <strong>la dignité passe aussi par là</strong>.</p><ul><li>Produits frais, d’hygiène et d’épicerie à 20 % du prix</li><li>Fruits et légumes de producteurs corses</li><li>Ateliers cuisine et budget</li><li>Accompagnement vers un projet personnel</li></ul>',
		actions:
			'Les trois épiceries accueillent près de 900 familles par an. L’association a noué des partenariats avec 35 producteurs de l’île et récupère les invendus de huit grandes surfaces. Les ateliers cuisine réunissent chaque mois une centaine de participants.',
		categorySlug: 'solidarite',
		certifications: ['EPIC_FONDATION'],
		sdgs: [2, 1, 12],
		countries: ['FR'],
		regions: ['COR'],
		privateRate: 75,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30:
			'Avec 30 €, vous offrez un panier de fruits et légumes corses à une famille pendant deux semaines',
		impact100:
			'Avec 100 €, vous permettez à une famille de quatre personnes de faire ses courses pendant un mois',
		palette: ['#e07a5f', '#3d5a80'],
		slideCount: 2,
		foundedYear: 2010,
		city: 'Ajaccio',
	},
	{
		slug: 'octet-solidaire',
		name: 'Octet Solidaire',
		purpose: 'Réduire la fracture numérique en équipant et en formant les personnes qui en sont exclues.',
		description:
			'Une démarche administrative sur deux se fait désormais en ligne. Octet Solidaire reconditionne les ordinateurs donnés par les entreprises, les remet à petit prix aux foyers modestes et les accompagne pour apprendre à s’en servir.',
		about:
			'L’association a deux ateliers, à Montpellier et à Saint-Ouen, où des techniciens et des salariés en insertion effacent, réparent et réinstallent les machines avec des logiciels libres. Des médiateurs numériques animent des permanences dans les centres sociaux.',
		descriptionHtml:
			'<p>Sans ordinateur ni connexion, <strong>chercher un emploi ou faire ses devoirs devient un parcours d’obstacles</strong>.</p><h3>Nos services</h3><ul><li>Ordinateurs reconditionnés à partir de 50 €</li><li>Formations gratuites : courriel, démarches en ligne, sécurité</li><li>Permanences d’aide aux démarches administratives</li><li>Collecte de matériel auprès des entreprises</li></ul>',
		actions:
			'L’an dernier, l’association a reconditionné 4 300 ordinateurs et formé 2 600 personnes, surtout des seniors, des demandeurs d’emploi et des familles monoparentales. Elle évite chaque année plus de 30 tonnes de déchets électroniques.',
		categorySlug: 'solidarite',
		certifications: ['DONNONS', 'IDEAS'],
		sdgs: [4, 10, 12],
		countries: ['FR'],
		regions: ['OCC', 'IDF'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez une formation de dix heures aux outils numériques pour un senior',
		impact100:
			'Avec 100 €, vous offrez un ordinateur reconditionné à une famille dont les enfants n’en avaient pas',
		palette: ['#4cc9f0', '#480ca8'],
		slideCount: 3,
		foundedYear: 2017,
		city: 'Montpellier',
	},
	{
		slug: 'refuge-des-quatre-vents',
		name: 'Refuge des Quatre Vents',
		purpose: 'Recueillir, soigner et faire adopter les chiens et chats abandonnés.',
		description:
			'Au cœur du Périgord, le Refuge des Quatre Vents accueille chaque année des centaines de chiens et de chats abandonnés ou saisis pour maltraitance. Ils y sont soignés, sociabilisés puis confiés à des familles soigneusement choisies.',
		about:
			'Le refuge dispose de 80 boxes, d’une chatterie et d’une infirmerie vétérinaire. Une équipe de huit soigneurs et plus de 150 bénévoles promènent, nourrissent et câlinent les pensionnaires. Les animaux âgés ou malades y restent aussi longtemps qu’il le faut.',
		descriptionHtml:
			'<h3>Une seconde chance pour chaque animal</h3><p>Aucun animal n’est euthanasié faute de place. <strong>Chacun attend sa famille, même les plus âgés.</strong></p><ul><li>Soins vétérinaires, stérilisation et identification</li><li>Éducation canine pour faciliter l’adoption</li><li>Familles d’accueil pour les chatons et les convalescents</li><li>Suivi après adoption</li></ul>',
		actions:
			'En 2023, le refuge a accueilli 640 animaux et réalisé 590 adoptions. Il mène aussi des campagnes de stérilisation à prix réduit dans les communes rurales et intervient dans les écoles pour prévenir les abandons.',
		categorySlug: 'animaux',
		certifications: ['DONNONS'],
		sdgs: [15, 3, 12],
		countries: ['FR'],
		regions: ['NAQ'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous nourrissez un chien du refuge pendant un mois',
		impact100: 'Avec 100 €, vous financez la stérilisation, les vaccins et l’identification d’un chat',
		palette: ['#c08552', '#4b2e2b'],
		slideCount: 3,
		foundedYear: 1987,
		city: 'Périgueux',
	},
	{
		slug: 'les-ailes-du-marais',
		name: 'Les Ailes du Marais',
		purpose: 'Soigner la faune sauvage en détresse et la relâcher dans son milieu naturel.',
		description:
			'Hérons heurtés par des voitures, chouettes prises dans des clôtures, goélands mazoutés : le centre de soins des Ailes du Marais recueille chaque année des milliers d’animaux sauvages blessés en Vendée et sur la côte atlantique.',
		about:
			'Situé en bordure du Marais poitevin, le centre est habilité à détenir et soigner la faune sauvage. Une vétérinaire, quatre soigneurs capacitaires et des bénévoles assurent les soins, le nourrissage et la rééducation en volières avant le relâcher.',
		descriptionHtml:
			'<p>Chaque animal soigné est <strong>rendu à la nature</strong> dès qu’il en est capable.</p><h3>Le parcours d’un pensionnaire</h3><ul><li>Accueil et premier examen, 7 jours sur 7</li><li>Soins vétérinaires et hospitalisation</li><li>Rééducation en volières de vol ou en bassins</li><li>Relâcher sur le lieu de découverte</li></ul>',
		actions:
			'Le centre a pris en charge plus de 3 200 animaux l’an dernier, dont 140 espèces différentes. Il répond à une permanence téléphonique pour conseiller les particuliers et forme les agents des collectivités aux bons gestes face à un animal blessé.',
		categorySlug: 'animaux',
		certifications: ['DON_EN_CONFIANCE', 'DO_GOOD'],
		sdgs: [15, 14, 13],
		countries: ['FR'],
		regions: ['PDL', 'NAQ'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'ASSOCIATION',
		videoUrl: null,
		impact30: 'Avec 30 €, vous financez les soins et la nourriture d’un jeune hérisson jusqu’à son relâcher',
		impact100: 'Avec 100 €, vous permettez le nettoyage et la réhabilitation d’un oiseau marin mazouté',
		palette: ['#95d5b2', '#2d6a4f'],
		slideCount: 4,
		foundedYear: 1992,
		city: 'Luçon',
	},
	{
		slug: 'veilleurs-des-plages-de-mayotte',
		name: 'Les Veilleurs des Plages de Mayotte',
		purpose: 'Protéger les tortues marines qui viennent pondre sur les plages de Mayotte et de La Réunion.',
		description:
			'Mayotte est l’un des plus importants sites de ponte de tortues vertes de l’océan Indien, mais le braconnage et l’urbanisation les menacent. Les Veilleurs des Plages surveillent les sites de ponte la nuit et sensibilisent les habitants.',
		about:
			'Créée par des habitants de Petite-Terre, l’association forme des écogardes issus des villages voisins des plages. Elle collabore avec les chercheurs et les services de l’État pour le suivi scientifique des populations de tortues.',
		descriptionHtml:
			'<h3>Des nuits de veille sur les plages</h3><p>Une tortue verte met <strong>plus de vingt ans</strong> à atteindre l’âge de pondre. Chaque femelle protégée compte.</p><ul><li>Patrouilles nocturnes sur les sites de ponte</li><li>Comptage et marquage des tortues</li><li>Sorties pédagogiques pour les écoles</li><li>Emplois d’écogardes pour les jeunes des villages</li></ul>',
		actions:
			'Les écogardes de l’association surveillent douze plages et ont observé plus de 4 000 montées de tortues l’an dernier. Les actes de braconnage ont reculé de moitié sur les plages suivies depuis 2019.',
		categorySlug: 'animaux',
		certifications: ['EPIC_FONDATION'],
		sdgs: [14, 15, 4],
		countries: ['FR'],
		regions: ['MAY', 'REU'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: 'https://www.youtube.com/watch?v=tN5wRk0YhJ8',
		impact30: 'Avec 30 €, vous financez une nuit de patrouille d’un écogarde sur une plage de ponte',
		impact100: 'Avec 100 €, vous offrez une sortie d’observation des tortues à une classe de CM2',
		palette: ['#2ec4b6', '#011627'],
		slideCount: 3,
		foundedYear: 2012,
		city: 'Dzaoudzi',
	},
	{
		slug: 'le-pre-des-anciens',
		name: 'Le Pré des Anciens',
		purpose: 'Offrir une retraite paisible aux chevaux, ânes et poneys maltraités ou abandonnés.',
		description:
			'Chevaux de course réformés, ânes saisis pour maltraitance, poneys de club trop âgés : Le Pré des Anciens les accueille dans ses 60 hectares de prairies bourguignonnes, les soigne et leur offre une fin de vie digne.',
		about:
			'Le sanctuaire est tenu par une famille d’éleveurs et une équipe de bénévoles passionnés. Il travaille avec les services vétérinaires pour recueillir les équidés saisis, et propose des parrainages aux donateurs qui veulent suivre un pensionnaire.',
		descriptionHtml:
			'<p>Un cheval peut vivre plus de trente ans. <strong>Beaucoup sont abandonnés bien avant.</strong></p><h3>Au sanctuaire</h3><ul><li>Soins vétérinaires, parage et dentisterie</li><li>Prairies, abris et foin de qualité toute l’année</li><li>Placement en famille d’accueil pour les plus jeunes</li><li>Journées portes ouvertes et médiation animale</li></ul>',
		actions:
			'Le sanctuaire héberge en permanence environ 110 équidés. L’an dernier, il a accueilli 34 animaux saisis et placé 20 chevaux en familles d’accueil. Il reçoit aussi des groupes d’établissements médico-sociaux pour des séances de médiation animale.',
		categorySlug: 'animaux',
		certifications: ['IDEAS', 'DONNONS'],
		sdgs: [15, 12],
		countries: ['FR'],
		regions: ['BFC'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous offrez une semaine de foin à trois chevaux',
		impact100:
			'Avec 100 €, vous financez la visite du maréchal-ferrant et du dentiste équin pour un pensionnaire',
		palette: ['#a98467', '#6c584c'],
		slideCount: 2,
		foundedYear: 2002,
		city: 'Autun',
	},
	{
		slug: 'chats-libres-de-la-canebiere',
		name: 'Chats Libres de la Canebière',
		purpose:
			'Stériliser et suivre les colonies de chats errants pour améliorer leur bien-être et limiter leur prolifération.',
		description:
			'Un couple de chats non stérilisés peut donner naissance à des dizaines de chatons en deux ans. Chats Libres de la Canebière capture, stérilise et relâche les chats errants de Marseille et nourrit les colonies avec des bénévoles référents.',
		about:
			'L’association travaille en convention avec la ville et avec des vétérinaires partenaires qui pratiquent des tarifs solidaires. Elle place à l’adoption les chatons et les chats sociables, et suit plus de 200 colonies identifiées.',
		descriptionHtml:
			'<h3>Des chats libres et en bonne santé</h3><p>La stérilisation est <strong>la seule solution durable</strong> pour réguler les populations de chats errants.</p><ul><li>Capture, stérilisation, identification et relâcher</li><li>Nourrissage et abris dans les colonies</li><li>Adoption des chatons et des chats sociables</li><li>Médiation avec les riverains</li></ul>',
		actions:
			'L’an dernier, l’association a fait stériliser 1 150 chats et placé 380 chatons à l’adoption. Ses bénévoles référents nourrissent et surveillent chaque jour les colonies, et signalent les animaux malades aux vétérinaires partenaires.',
		categorySlug: 'animaux',
		certifications: ['DO_GOOD'],
		sdgs: [15, 3, 11],
		countries: ['FR'],
		regions: ['PAC'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous nourrissez une colonie de dix chats pendant deux semaines',
		impact100: 'Avec 100 €, vous financez la stérilisation et l’identification de deux chattes',
		palette: ['#f3722c', '#277da1'],
		slideCount: 3,
		foundedYear: 2008,
		city: 'Marseille',
	},
	{
		slug: 'abeilles-des-cretes',
		name: 'Abeilles des Crêtes',
		purpose: 'Préserver les pollinisateurs sauvages et l’abeille noire dans le massif des Vosges.',
		description:
			'Sans pollinisateurs, pas de myrtilles, de pommes ni de prairies fleuries. Abeilles des Crêtes protège l’abeille noire locale et les pollinisateurs sauvages en semant des prairies mellifères et en accompagnant les apiculteurs amateurs.',
		about:
			'L’association réunit apiculteurs, botanistes et agriculteurs des hautes Vosges. Elle gère un conservatoire de l’abeille noire sur les crêtes et sème chaque année des prairies fleuries avec les communes et les exploitants.',
		descriptionHtml:
			'<p>L’abeille noire est adaptée depuis des millénaires au climat rude des montagnes. <strong>Elle est aujourd’hui menacée par les croisements et les pesticides.</strong></p><h3>Nos actions</h3><ul><li>Conservatoire de l’abeille noire</li><li>Semis de prairies mellifères et hôtels à insectes</li><li>Formation des apiculteurs amateurs</li><li>Inventaires participatifs des pollinisateurs sauvages</li></ul>',
		actions:
			'Le conservatoire compte 180 colonies d’abeilles noires. L’association a semé 45 hectares de prairies fleuries, installé 300 nichoirs à abeilles sauvages et formé 400 apiculteurs amateurs aux pratiques respectueuses.',
		categorySlug: 'animaux',
		certifications: ['DO_GOOD', 'EPIC_FONDATION'],
		sdgs: [15, 2, 13],
		countries: ['FR'],
		regions: ['GES'],
		privateRate: 66,
		enterpriseRate: 60,
		receiptType: 'GENERATED',
		videoUrl: null,
		impact30: 'Avec 30 €, vous semez 300 m² de prairie fleurie pour les pollinisateurs',
		impact100: 'Avec 100 €, vous installez une ruche d’abeilles noires au conservatoire',
		palette: ['#ffc300', '#3c1518'],
		slideCount: 2,
		foundedYear: 2013,
		city: 'Gérardmer',
	},
]
