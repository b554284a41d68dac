import { siteTextsDe } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const de: GamesTexts = {
  meta: {
    gamesTitle: siteTextsDe.games.title,
    gamesDescription: siteTextsDe.games.description,
  },
  games: {
    title: 'Spiele',
    intro: 'Drei kleine Spiele für eine Pause. Ihre Bestleistungen bleiben auf diesem Gerät.',
    choose: 'Wählen Sie ein Spiel',
    score: 'Punkte',
    best: 'Rekord',
    moves: 'Züge',
    time: 'Zeit',
    start: 'Starten',
    restart: 'Neues Spiel',
    pause: 'Pause',
    resume: 'Fortsetzen',
    paused: 'Pausiert',
    gameOver: 'Spiel vorbei',
    won: 'Gewonnen!',
    newBest: 'Neuer Rekord!',
    saveFailedTitle: 'Rekord nicht gespeichert',
    saveFailed: 'Dieser Browser hat das Speichern verweigert. Das Spiel geht weiter.',
    up: 'Hoch',
    down: 'Runter',
    left: 'Links',
    right: 'Rechts',
    directions: 'Richtungstasten',
    snake: {
      name: 'Snake',
      description: 'Fressen, wachsen und nicht in den eigenen Schwanz beißen.',
      help: 'Pfeiltasten oder W A S D zum Lenken, Leertaste für Pause. Auf dem Touchscreen über das Spielfeld wischen oder die Tasten nutzen.',
      board: 'Spielfeld der Schlange',
      ready: 'Drücken Sie die Eingabetaste oder Starten, um zu spielen.',
    },
    game2048: {
      name: '2048',
      description: 'Schieben Sie die Kacheln und verbinden Sie gleiche Zahlen, bis Sie 2048 erreichen.',
      help: 'Pfeiltasten oder W A S D zum Schieben der Kacheln. Auf dem Touchscreen über das Spielfeld wischen oder die Tasten nutzen.',
      board: 'Spielfeld von 2048',
      empty: 'leer',
    },
    memory: {
      name: 'Memory',
      description: 'Finden Sie die acht Paare mit möglichst wenigen Zügen.',
      help: 'Tab oder die Pfeiltasten, um zwischen den Karten zu wechseln, Eingabe oder Leertaste, um eine umzudrehen. Auf dem Touchscreen eine Karte antippen.',
      board: 'Memory-Karten',
      hidden: 'Karte {{index}}, verdeckt',
      shown: 'Karte {{index}}: {{symbol}}',
      matched: 'Karte {{index}}: {{symbol}}, gefunden',
      symbols: {
        apple: 'Apfel',
        banana: 'Banane',
        cherries: 'Kirschen',
        grapes: 'Trauben',
        lemon: 'Zitrone',
        peach: 'Pfirsich',
        pear: 'Birne',
        strawberry: 'Erdbeere',
      },
    },
  },
};

export default de;
