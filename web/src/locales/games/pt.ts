import { siteTextsPt } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const pt: GamesTexts = {
  meta: {
    gamesTitle: siteTextsPt.games.title,
    gamesDescription: siteTextsPt.games.description,
  },
  games: {
    title: 'Jogos',
    intro: 'Três pequenos jogos para fazer uma pausa. Os seus recordes ficam neste dispositivo.',
    choose: 'Escolha um jogo',
    score: 'Pontuação',
    best: 'Recorde',
    moves: 'Jogadas',
    time: 'Tempo',
    start: 'Começar',
    restart: 'Novo jogo',
    pause: 'Pausar',
    resume: 'Continuar',
    paused: 'Em pausa',
    gameOver: 'Fim de jogo',
    won: 'Você venceu!',
    newBest: 'Novo recorde!',
    saveFailedTitle: 'Recorde não salvo',
    saveFailed: 'Este navegador recusou guardá-lo. O jogo continua.',
    up: 'Cima',
    down: 'Baixo',
    left: 'Esquerda',
    right: 'Direita',
    directions: 'Botões de direção',
    snake: {
      name: 'Snake',
      description: 'Coma, cresça e não morda o próprio rabo.',
      help: 'Setas ou W A S D para dirigir, Espaço para pausar. Na tela sensível ao toque, deslize sobre o tabuleiro ou use os botões.',
      board: 'Tabuleiro da cobra',
      ready: 'Pressione Enter ou Começar para jogar.',
    },
    game2048: {
      name: '2048',
      description: 'Deslize as peças e junte os números iguais até chegar a 2048.',
      help: 'Setas ou W A S D para deslizar as peças. Na tela sensível ao toque, deslize sobre o tabuleiro ou use os botões.',
      board: 'Tabuleiro do 2048',
      empty: 'vazia',
    },
    memory: {
      name: 'Memória',
      description: 'Encontre os oito pares com o menor número de jogadas.',
      help: 'Tab ou as setas para passar de uma carta a outra, Enter ou Espaço para virar uma. Na tela sensível ao toque, toque numa carta.',
      board: 'Cartas da memória',
      hidden: 'Carta {{index}}, virada para baixo',
      shown: 'Carta {{index}}: {{symbol}}',
      matched: 'Carta {{index}}: {{symbol}}, encontrada',
      symbols: {
        apple: 'maçã',
        banana: 'banana',
        cherries: 'cerejas',
        grapes: 'uvas',
        lemon: 'limão',
        peach: 'pêssego',
        pear: 'pera',
        strawberry: 'morango',
      },
    },
  },
};

export default pt;
