import { siteTextsFr } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const fr: HomeTexts = {
  meta: {
    homeTitle: siteTextsFr.home.title,
    homeDescription: siteTextsFr.home.description,
  },
  hero: {
    greeting: 'Bonjour, je suis',
    role: siteTextsFr.role,
    tagline: siteTextsFr.tagline,
    location: 'Basée à Lyon, France · ouverte au télétravail',
    primaryAction: 'Télécharger mon CV',
    secondaryAction: 'Jouer à un jeu',
  },
  presentation: {
    title: 'À propos de moi',
    paragraph1:
      "Depuis douze ans, je transforme des idées en produits web : tableaux de bord pour des réseaux d'énergie, parcours de réservation pour voyageurs, outils bancaires que des milliers de conseillers ouvrent chaque matin.",
    paragraph2:
      "J'aime les petites équipes, le code clair et les résultats mesurables. J'écris les tests d'abord quand les règles sont subtiles, et je mesure avant d'optimiser.",
    paragraph3:
      "En dehors du travail, j'accompagne des développeurs débutants, je parle d'accessibilité dans des meetups locaux et je crée de petits jeux comme ceux de ce site.",
  },
  skills: {
    title: 'Compétences',
    intro: "Ce que j'apporte à une équipe, jour après jour.",
    frontend: {
      title: 'Architecture front-end',
      description:
        'Des applications React qui restent rapides en grandissant : routage, chargement des données, état et design systems.',
    },
    backend: {
      title: 'API et services',
      description:
        'Des services Node.js aux contrats clairs, validés à la frontière, avec un stockage qui résiste aux pannes.',
    },
    devops: {
      title: 'Livraison et exploitation',
      description:
        'Conteneurs, intégration continue et observabilité, pour que chaque mise en production soit un non-événement.',
    },
    accessibility: {
      title: 'Accessibilité',
      description:
        "Des interfaces utilisables au clavier, avec un lecteur d'écran ou un zoom à 400 %, vérifiées à chaque modification.",
    },
    performance: {
      title: 'Performance web',
      description:
        'Des budgets pour le JavaScript et les images, du chargement différé et des Core Web Vitals suivis en production.',
    },
    testing: {
      title: 'Tests',
      description:
        'Des tests unitaires là où vit la logique, des tests de bout en bout dans un vrai navigateur là où les gens cliquent.',
    },
  },
  tools: {
    title: 'Outils',
    intro: "Les outils que j'utilise en premier, et que je connais assez pour les enseigner.",
    languages: 'Langages',
    frameworks: 'Frameworks et bibliothèques',
    data: 'Bases de données',
    infrastructure: 'Infrastructure',
    quality: 'Qualité',
  },
  companies: {
    title: 'Expériences',
    intro: 'Six entreprises, six produits très différents.',
    present: "aujourd'hui",
    company1: {
      role: 'Développeuse full-stack senior',
      description:
        "Pilote le tableau de bord d'analyse utilisé par trois cents clients ; a divisé par deux son temps de chargement.",
    },
    company2: {
      role: 'Développeuse full-stack',
      description:
        "A réalisé des applications web sur mesure pour des musées et des services publics, avec un audit d'accessibilité à chaque version.",
    },
    company3: {
      role: 'Développeuse front-end',
      description:
        "A réécrit le parcours de réservation d'une start-up du voyage en application web progressive qui fonctionne hors ligne.",
    },
    company4: {
      role: 'Ingénieure logiciel',
      description:
        'A développé des outils bancaires internes pour les conseillers, avec des revues de sécurité strictes et une traçabilité complète.',
    },
    company5: {
      role: 'Développeuse web',
      description: 'A créé des écrans de supervision en temps réel pour des parcs solaires et éoliens.',
    },
    company6: {
      role: 'Développeuse junior',
      description:
        'A appris le métier sur des sites vitrines et des boutiques en ligne pour des créateurs indépendants.',
    },
  },
  documentation: {
    title: 'Documents',
    intro: 'Téléchargez ces documents pour en savoir plus sur ma façon de travailler.',
    download: 'Télécharger',
    details: 'PDF · {{size}} · en anglais',
    resume: {
      title: 'CV',
      description: 'Deux pages : expériences, compétences, formation et langues.',
    },
    architecture: {
      title: "Guide d'architecture",
      description: 'Les principes que je suis pour concevoir des applications web durables.',
    },
    caseStudy: {
      title: "Étude de cas : réservation hors ligne d'abord",
      description:
        'Comment un parcours de réservation de voyage a continué de fonctionner dans les trains et les aéroports.',
    },
  },
};

export default fr;
