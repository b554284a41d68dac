import { siteTextsIt } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const it: GamesTexts = {
  meta: {
    gamesTitle: siteTextsIt.games.title,
    gamesDescription: siteTextsIt.games.description,
  },
  games: {
    title: 'Giochi',
    intro: 'Tre piccoli giochi per fare una pausa. I tuoi record restano su questo dispositivo.',
    choose: 'Scegli un gioco',
    score: 'Punteggio',
    best: 'Record',
    moves: 'Mosse',
    time: 'Tempo',
    start: 'Inizia',
    restart: 'Nuova partita',
    pause: 'Pausa',
    resume: 'Riprendi',
    paused: 'In pausa',
    gameOver: 'Partita finita',
    won: 'Hai vinto!',
    newBest: 'Nuovo record!',
    saveFailedTitle: 'Record non salvato',
    saveFailed: 'Questo browser ha rifiutato di salvarlo. La partita continua.',
    up: 'Su',
    down: 'Giù',
    left: 'Sinistra',
    right: 'Destra',
    directions: 'Pulsanti di direzione',
    snake: {
      name: 'Snake',
      description: 'Mangia, cresci e non morderti la coda.',
      help: 'Frecce o W A S D per sterzare, Spazio per la pausa. Sullo schermo tattile, scorri sul tabellone o usa i pulsanti.',
      board: 'Tabellone del serpente',
      ready: 'Premi Invio o Inizia per giocare.',
    },
    game2048: {
      name: '2048',
      description: 'Fai scorrere le tessere e unisci i numeri uguali fino a raggiungere 2048.',
      help: 'Frecce o W A S D per far scorrere le tessere. Sullo schermo tattile, scorri sul tabellone o usa i pulsanti.',
      board: 'Tabellone del 2048',
      empty: 'vuota',
    },
    memory: {
      name: 'Memory',
      description: 'Trova le otto coppie con il minor numero di mosse.',
      help: 'Tab o le frecce per spostarti tra le carte, Invio o Spazio per girarne una. Sullo schermo tattile, tocca una carta.',
      board: 'Carte del memory',
      hidden: 'Carta {{index}}, coperta',
      shown: 'Carta {{index}}: {{symbol}}',
      matched: 'Carta {{index}}: {{symbol}}, trovata',
      symbols: {
        apple: 'mela',
        banana: 'banana',
        cherries: 'ciliegie',
        grapes: 'uva',
        lemon: 'limone',
        peach: 'pesca',
        pear: 'pera',
        strawberry: 'fragola',
      },
    },
  },
};

export default it;
