import { siteTextsEs } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const es: GamesTexts = {
  meta: {
    gamesTitle: siteTextsEs.games.title,
    gamesDescription: siteTextsEs.games.description,
  },
  games: {
    title: 'Juegos',
    intro: 'Tres pequeños juegos para tomar un descanso. Tus mejores puntuaciones se quedan en este dispositivo.',
    choose: 'Elige un juego',
    score: 'Puntuación',
    best: 'Récord',
    moves: 'Movimientos',
    time: 'Tiempo',
    start: 'Empezar',
    restart: 'Nueva partida',
    pause: 'Pausa',
    resume: 'Reanudar',
    paused: 'En pausa',
    gameOver: 'Fin de la partida',
    won: '¡Has ganado!',
    newBest: '¡Nuevo récord!',
    saveFailedTitle: 'Récord no guardado',
    saveFailed: 'Este navegador no ha permitido guardarlo. La partida continúa.',
    up: 'Arriba',
    down: 'Abajo',
    left: 'Izquierda',
    right: 'Derecha',
    directions: 'Botones de dirección',
    snake: {
      name: 'Snake',
      description: 'Come, crece y no te muerdas la cola.',
      help: 'Flechas o W A S D para dirigir, Espacio para pausar. En pantalla táctil, desliza sobre el tablero o usa los botones.',
      board: 'Tablero de la serpiente',
      ready: 'Pulsa Intro o Empezar para jugar.',
    },
    game2048: {
      name: '2048',
      description: 'Desliza las fichas y une los números iguales hasta llegar a 2048.',
      help: 'Flechas o W A S D para deslizar las fichas. En pantalla táctil, desliza sobre el tablero o usa los botones.',
      board: 'Tablero del 2048',
      empty: 'vacía',
    },
    memory: {
      name: 'Memoria',
      description: 'Encuentra las ocho parejas en el menor número de movimientos.',
      help: 'Tab o las flechas para moverte entre las cartas, Intro o Espacio para girar una. En pantalla táctil, toca una carta.',
      board: 'Cartas de memoria',
      hidden: 'Carta {{index}}, boca abajo',
      shown: 'Carta {{index}}: {{symbol}}',
      matched: 'Carta {{index}}: {{symbol}}, encontrada',
      symbols: {
        apple: 'manzana',
        banana: 'plátano',
        cherries: 'cerezas',
        grapes: 'uvas',
        lemon: 'limón',
        peach: 'melocotón',
        pear: 'pera',
        strawberry: 'fresa',
      },
    },
  },
};

export default es;
