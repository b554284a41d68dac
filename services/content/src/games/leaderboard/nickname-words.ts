/**
 * Words a public board does not show, in the site's languages: insults, slurs, sexual terms. Matched on the
 * nickname's normalised form (`nickname.ts`), so each is written plainly here, once. A modest list by design: it
 * stops the obvious, and the administrator removes the rest.
 *
 * `anywhere`: distinctive enough to refuse wherever they appear, joined words and separators included.
 * `whole`: words that hide inside innocent ones ("computer", "grape", "cocktail", "centipede", "Niigata", the name
 * Khawla), refused only as a word of their own or as the whole nickname.
 */
export const nicknameWords = {
  anywhere: [
    // English
    'fuck',
    'shit',
    'bitch',
    'asshole',
    'bastard',
    'whore',
    'faggot',
    'motherfucker',
    'hitler',
    'wanker',
    // French
    'putain',
    'connard',
    'connasse',
    'enculé',
    'merde',
    'bâtard',
    'nique ta mère',
    // Spanish
    'mierda',
    'cabrón',
    'pendejo',
    'gilipollas',
    'maricón',
    'hijo de puta',
    // German
    'scheiße',
    'scheisse',
    'arschloch',
    'fotze',
    'hurensohn',
    'wichser',
    'schlampe',
    // Italian
    'vaffanculo',
    'stronzo',
    'puttana',
    'minchia',
    'coglione',
    'frocio',
    // Portuguese
    'caralho',
    'buceta',
    'filho da puta',
    'arrombado',
    // Russian
    'пизд',
    'бляд',
    'мудак',
    'пидор',
    'ебан',
    'ебал',
    'залуп',
    // Japanese
    '死ね',
    'ちんこ',
    'まんこ',
    'きちがい',
    'キチガイ',
    // Chinese
    '操你妈',
    '傻逼',
    '他妈的',
    '婊子',
    '鸡巴',
    // Arabic
    'شرموطة',
    'منيوك',
    'عاهرة',
  ],
  whole: [
    'cunt',
    'dick',
    'cock',
    'pussy',
    'rape',
    'nazi',
    'retard',
    'nigger',
    'slut',
    'fag',
    'nigga',
    'pédé',
    'خول',
    'pute',
    'salope',
    'nique',
    'puta',
    'puto',
    'coño',
    'zorra',
    'hure',
    'cazzo',
    'troia',
    'porra',
    'viado',
    'foda',
    'хуй',
    'сука',
    'くそ',
    'كس',
    'زب',
  ],
};
