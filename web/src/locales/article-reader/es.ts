import type { ArticleReaderTexts } from './en';

const es: ArticleReaderTexts = {
  articleReader: {
    title: 'Escuchar este artículo',
    play: 'Reproducir',
    pause: 'Pausa',
    stop: 'Detener',
    previous: 'Frase anterior',
    next: 'Frase siguiente',
    voice: 'Voz',
    female: 'Femenina',
    male: 'Masculina',
    volume: 'Volumen',
    speed: 'Velocidad',
    progress: 'Posición en el artículo',
    progressValue: 'frase {{current}} de {{total}}',
    recorded: 'Audio grabado',
    browser: 'La voz de tu navegador',
    engine: 'Leyendo con: {{engine}}',
    loading: 'Preparando la lectura…',
    noSpeech: 'Tu navegador no puede leer en voz alta.',
    noVoices: 'Tu navegador no tiene ninguna voz para leer este artículo.',
    offerRecorded: 'Hay una grabación de este artículo.',
    playRecorded: 'Escuchar la grabación',
    noFemaleVoice: 'No hay voz femenina para este idioma: lo lee una voz masculina.',
    noMaleVoice: 'No hay voz masculina para este idioma: lo lee una voz femenina.',
    audioFailed: 'No se pudo cargar el audio grabado: lee la voz de tu navegador.',
    resumeFrom: 'Continúa en la frase {{current}}.',
    shortcuts: 'Atajos de teclado',
    shortcutPlay: 'Alt + Mayús + P: reproducir o pausar',
    shortcutStop: 'Alt + Mayús + S: detener',
    shortcutPrevious: 'Alt + Mayús + coma: frase anterior',
    shortcutNext: 'Alt + Mayús + punto: frase siguiente',
  },
};

export default es;
