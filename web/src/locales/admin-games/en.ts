/**
 * English texts of `/admin/games`: the reference for the nine other languages. Its shape is `AdminGamesTexts`, so
 * every other language must have exactly these keys. The period picker's and pager's texts are the analytics' and
 * the mail screens' (loaded with this screen).
 */
const en = {
  meta: {
    title: 'Games · Admin',
  },
  screen: {
    title: 'Games',
    intro:
      'The games of the /games page: which are shown and in what order, their settings, their leaderboards, and what visitors do with them.',
  },
  names: {
    snake: 'Snake',
    '2048': '2048',
    memory: 'Memory',
  },
  settings: {
    title: 'Games on the page',
    intro: 'Shown games appear on /games in this order. Nothing changes for visitors until you save.',
    lastSaved: 'Last saved {{date}}.',
    neverSaved: 'Never saved: the page uses the default settings.',
    order: 'Order of the games',
    position: 'Position {{position}} of {{count}}',
    visible: 'Shown on /games',
    leaderboard: 'Public leaderboard',
    leaderboardHint: 'Visitors may add their score under a nickname; the server replays each game before accepting it.',
    moveUp: 'Move {{game}} up',
    moveDown: 'Move {{game}} down',
    moved: '{{game}} is now at position {{position}} of {{count}}.',
    speed: 'Speed',
    speed_slow: 'Slow',
    speed_normal: 'Normal',
    speed_fast: 'Fast',
    boardSize: 'Board size (cells on a side)',
    pairs: 'Pairs of cards',
    limits: 'From {{min}} to {{max}}.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Games settings saved',
    saveFailed: 'The settings could not be saved. Try again in a moment.',
    errors: {
      size: 'Enter a whole number from {{min}} to {{max}}.',
      games: 'Every game must appear exactly once: reload the page and try again.',
      form: 'These settings could not be saved as they are: reload the page and try again.',
    },
  },
  activity: {
    title: 'What visitors do',
    intro: 'Counted from anonymous events the games send: no visitor is identified.',
    plays: 'Plays',
    completions: 'Completed games',
    completionRate: '{{rate}} of plays',
    medianScore: 'Median score',
    medianMoves: 'Median moves',
    medianDuration: 'Median duration',
    none: 'None yet',
    legendPlays: 'Plays',
    legendCompletions: 'Completed',
    chartSummary: '{{game}}, {{from}} to {{to}}: {{plays}} plays, {{completions}} completed.',
    dayTitle: '{{day}}: {{plays}} plays, {{completions}} completed',
  },
  moderation: {
    title: 'Leaderboards',
    intro: 'Every entry of a board, newest first, even while the board is off.',
    game: 'Board',
    off: 'This board is off: visitors do not see it.',
    caption: 'Entries of the {{game}} leaderboard, newest first',
    total: 'Entries: {{count}}',
    empty: 'No entry on this board yet.',
    nickname: 'Nickname',
    score: 'Score',
    moves: 'Moves',
    duration: 'Duration',
    at: 'Added',
    actions: 'Actions',
    remove: 'Remove',
    removeLabel: 'Remove the entry of {{nickname}}',
    confirmTitle: 'Remove this entry?',
    confirmText: 'The score {{score}} of {{nickname}} leaves the {{game}} leaderboard. This cannot be undone.',
    cancel: 'Cancel',
    removed: 'Entry removed',
    removeFailed: 'The entry could not be removed. Try again in a moment.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AdminGamesTexts = Widen<typeof en>;

export default en satisfies AdminGamesTexts;
