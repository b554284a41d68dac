import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in fr (the texts the web app's dictionaries carried before #19). */
export const seedFr: LanguageContent = {
  hero: {
    greeting: 'Bonjour, je suis',
    role: 'Développeuse full-stack TypeScript',
    tagline:
      "Je conçois des applications web rapides et accessibles, de la première esquisse à la mise en production, en pensant d'abord aux personnes qui les utilisent.",
    location: 'Basée à Lyon, France · ouverte au télétravail',
    primaryAction: 'Télécharger mon CV',
    secondaryAction: 'Jouer à un jeu',
  },
  presentation: {
    title: 'À propos de moi',
    paragraphs: [
      "Depuis douze ans, je transforme des idées en produits web : tableaux de bord pour des réseaux d'énergie, parcours de réservation pour voyageurs, outils bancaires que des milliers de conseillers ouvrent chaque matin.",
      "J'aime les petites équipes, le code clair et les résultats mesurables. J'écris les tests d'abord quand les règles sont subtiles, et je mesure avant d'optimiser.",
      "En dehors du travail, j'accompagne des développeurs débutants, je parle d'accessibilité dans des meetups locaux et je crée de petits jeux comme ceux de ce site.",
    ],
  },
  skills: {
    title: 'Compétences',
    intro: "Ce que j'apporte à une équipe, jour après jour.",
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Architecture front-end',
        description:
          'Des applications React qui restent rapides en grandissant : routage, chargement des données, état et design systems.',
      },
      {
        icon: 'server',
        title: 'API et services',
        description:
          'Des services Node.js aux contrats clairs, validés à la frontière, avec un stockage qui résiste aux pannes.',
      },
      {
        icon: 'rocket',
        title: 'Livraison et exploitation',
        description:
          'Conteneurs, intégration continue et observabilité, pour que chaque mise en production soit un non-événement.',
      },
      {
        icon: 'accessibility',
        title: 'Accessibilité',
        description:
          "Des interfaces utilisables au clavier, avec un lecteur d'écran ou un zoom à 400 %, vérifiées à chaque modification.",
      },
      {
        icon: 'gauge',
        title: 'Performance web',
        description:
          'Des budgets pour le JavaScript et les images, du chargement différé et des Core Web Vitals suivis en production.',
      },
      {
        icon: 'flask-conical',
        title: 'Tests',
        description:
          'Des tests unitaires là où vit la logique, des tests de bout en bout dans un vrai navigateur là où les gens cliquent.',
      },
    ],
  },
  tools: {
    title: 'Outils',
    intro: "Les outils que j'utilise en premier, et que je connais assez pour les enseigner.",
    groups: [
      {
        name: 'Langages',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Frameworks et bibliothèques',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Bases de données',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infrastructure',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Qualité',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Expériences',
    intro: 'Six entreprises, six produits très différents.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Développeuse full-stack senior',
        start: '2022-03',
        end: null,
        description:
          "Pilote le tableau de bord d'analyse utilisé par trois cents clients ; a divisé par deux son temps de chargement.",
      },
      {
        name: 'Atelier Numérique',
        role: 'Développeuse full-stack',
        start: '2019-09',
        end: '2022-02',
        description:
          "A réalisé des applications web sur mesure pour des musées et des services publics, avec un audit d'accessibilité à chaque version.",
      },
      {
        name: 'Voyageo',
        role: 'Développeuse front-end',
        start: '2017-06',
        end: '2019-08',
        description:
          "A réécrit le parcours de réservation d'une start-up du voyage en application web progressive qui fonctionne hors ligne.",
      },
      {
        name: 'Banque Horizon',
        role: 'Ingénieure logiciel',
        start: '2015-10',
        end: '2017-05',
        description:
          'A développé des outils bancaires internes pour les conseillers, avec des revues de sécurité strictes et une traçabilité complète.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Développeuse web',
        start: '2014-01',
        end: '2015-09',
        description: 'A créé des écrans de supervision en temps réel pour des parcs solaires et éoliens.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Développeuse junior',
        start: '2012-09',
        end: '2013-12',
        description:
          'A appris le métier sur des sites vitrines et des boutiques en ligne pour des créateurs indépendants.',
      },
    ],
  },
  documentation: {
    title: 'Documents',
    intro: 'Téléchargez ces documents pour en savoir plus sur ma façon de travailler.',
    items: [
      {
        key: 'resume',
        title: 'CV',
        description: 'Deux pages : expériences, compétences, formation et langues.',
        file: null,
      },
      {
        key: 'architecture',
        title: "Guide d'architecture",
        description: 'Les principes que je suis pour concevoir des applications web durables.',
        file: null,
      },
      {
        key: 'case-study',
        title: "Étude de cas : réservation hors ligne d'abord",
        description:
          'Comment un parcours de réservation de voyage a continué de fonctionner dans les trains et les aéroports.',
        file: null,
      },
    ],
  },
};
