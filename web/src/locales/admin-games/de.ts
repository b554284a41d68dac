import type { AdminGamesTexts } from './en';

const de: AdminGamesTexts = {
  meta: {
    title: 'Spiele · Verwaltung',
  },
  screen: {
    title: 'Spiele',
    intro:
      'Die Spiele der Seite /games: welche angezeigt werden und in welcher Reihenfolge, ihre Einstellungen, ihre Bestenlisten und was Besucher damit machen.',
  },
  names: {
    snake: 'Snake',
    '2048': '2048',
    memory: 'Memory',
  },
  settings: {
    title: 'Spiele auf der Seite',
    intro:
      'Angezeigte Spiele erscheinen auf /games in dieser Reihenfolge. Für Besucher ändert sich nichts, bis Sie speichern.',
    lastSaved: 'Zuletzt gespeichert {{date}}.',
    neverSaved: 'Nie gespeichert: Die Seite verwendet die Standardeinstellungen.',
    order: 'Reihenfolge der Spiele',
    position: 'Position {{position}} von {{count}}',
    visible: 'Auf /games angezeigt',
    leaderboard: 'Öffentliche Bestenliste',
    leaderboardHint:
      'Besucher können ihre Punktzahl unter einem Spitznamen eintragen; der Server spielt jede Partie nach, bevor er sie annimmt.',
    moveUp: '{{game}} nach oben verschieben',
    moveDown: '{{game}} nach unten verschieben',
    moved: '{{game}} steht jetzt an Position {{position}} von {{count}}.',
    speed: 'Geschwindigkeit',
    speed_slow: 'Langsam',
    speed_normal: 'Mittel',
    speed_fast: 'Schnell',
    boardSize: 'Spielfeldgröße (Felder pro Seite)',
    pairs: 'Kartenpaare',
    limits: 'Von {{min}} bis {{max}}.',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    saved: 'Spieleinstellungen gespeichert',
    saveFailed: 'Die Einstellungen konnten nicht gespeichert werden. Versuchen Sie es gleich noch einmal.',
    errors: {
      size: 'Geben Sie eine ganze Zahl von {{min}} bis {{max}} ein.',
      games: 'Jedes Spiel muss genau einmal vorkommen: Laden Sie die Seite neu und versuchen Sie es noch einmal.',
      form: 'Diese Einstellungen können so nicht gespeichert werden: Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    },
  },
  activity: {
    title: 'Was Besucher tun',
    intro: 'Gezählt aus anonymen Ereignissen, die die Spiele senden: Kein Besucher wird identifiziert.',
    plays: 'Partien',
    completions: 'Beendete Partien',
    completionRate: '{{rate}} der Partien',
    medianScore: 'Median der Punktzahl',
    medianMoves: 'Median der Züge',
    medianDuration: 'Median der Dauer',
    none: 'Noch keine',
    legendPlays: 'Partien',
    legendCompletions: 'Beendet',
    chartSummary: '{{game}}, {{from}} bis {{to}}: {{plays}} Partien, {{completions}} beendet.',
    dayTitle: '{{day}}: {{plays}} Partien, {{completions}} beendet',
  },
  moderation: {
    title: 'Bestenlisten',
    intro: 'Alle Einträge einer Bestenliste, die neuesten zuerst, auch wenn die Bestenliste ausgeschaltet ist.',
    game: 'Bestenliste',
    off: 'Diese Bestenliste ist ausgeschaltet: Besucher sehen sie nicht.',
    caption: 'Einträge der Bestenliste von {{game}}, die neuesten zuerst',
    total: 'Einträge: {{count}}',
    empty: 'Noch kein Eintrag in dieser Bestenliste.',
    nickname: 'Spitzname',
    score: 'Punktzahl',
    moves: 'Züge',
    duration: 'Dauer',
    at: 'Hinzugefügt',
    actions: 'Aktionen',
    remove: 'Entfernen',
    removeLabel: 'Den Eintrag von {{nickname}} entfernen',
    confirmTitle: 'Diesen Eintrag entfernen?',
    confirmText:
      'Die Punktzahl {{score}} von {{nickname}} verschwindet aus der Bestenliste von {{game}}. Das lässt sich nicht rückgängig machen.',
    cancel: 'Abbrechen',
    removed: 'Eintrag entfernt',
    removeFailed: 'Der Eintrag konnte nicht entfernt werden. Versuchen Sie es gleich noch einmal.',
  },
};

export default de;
