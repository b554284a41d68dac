import { siteTextsFr } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const fr: GamesTexts = {
  meta: {
    gamesTitle: siteTextsFr.games.title,
    gamesDescription: siteTextsFr.games.description,
  },
  games: {
    title: 'Jeux',
    intro: 'Trois petits jeux pour faire une pause. Vos meilleurs scores restent sur cet appareil.',
    choose: 'Choisissez un jeu',
    score: 'Score',
    best: 'Record',
    moves: 'Coups',
    time: 'Temps',
    start: 'Commencer',
    restart: 'Nouvelle partie',
    pause: 'Pause',
    resume: 'Reprendre',
    paused: 'En pause',
    gameOver: 'Partie terminée',
    won: 'Gagné !',
    newBest: 'Nouveau record !',
    saveFailedTitle: 'Record non enregistré',
    saveFailed: "Ce navigateur a refusé de l'enregistrer. La partie continue.",
    up: 'Haut',
    down: 'Bas',
    left: 'Gauche',
    right: 'Droite',
    directions: 'Boutons de direction',
    snake: {
      name: 'Snake',
      description: 'Mangez, grandissez, et ne vous mordez pas la queue.',
      help: 'Flèches ou W A S D pour diriger, Espace pour mettre en pause. Sur écran tactile, glissez sur le plateau ou utilisez les boutons.',
      board: 'Plateau du serpent',
      ready: 'Appuyez sur Entrée ou Commencer pour jouer.',
    },
    game2048: {
      name: '2048',
      description: 'Faites glisser les tuiles et fusionnez les nombres égaux jusqu’à atteindre 2048.',
      help: 'Flèches ou W A S D pour faire glisser les tuiles. Sur écran tactile, glissez sur le plateau ou utilisez les boutons.',
      board: 'Plateau du 2048',
      empty: 'vide',
    },
    memory: {
      name: 'Memory',
      description: 'Retrouvez les huit paires en un minimum de coups.',
      help: 'Tab ou les flèches pour passer d’une carte à l’autre, Entrée ou Espace pour en retourner une. Sur écran tactile, touchez une carte.',
      board: 'Cartes du Memory',
      hidden: 'Carte {{index}}, face cachée',
      shown: 'Carte {{index}} : {{symbol}}',
      matched: 'Carte {{index}} : {{symbol}}, trouvée',
      symbols: {
        apple: 'pomme',
        banana: 'banane',
        cherries: 'cerises',
        grapes: 'raisin',
        lemon: 'citron',
        peach: 'pêche',
        pear: 'poire',
        strawberry: 'fraise',
      },
    },
  },
};

export default fr;
