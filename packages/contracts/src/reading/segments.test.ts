import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages.ts';
import { readingBlockSeparator, readingSegmentCap, readingSegments } from './segments.ts';

const texts = (blocks: string[], lang: LanguageCode) => readingSegments(blocks, lang).segments.map((s) => s.text);

describe('readingSegments', () => {
  it('joins the blocks with the separator and gives ranges into the full text', () => {
    const { fullText, blockStarts, segments } = readingSegments(['A title', 'One. Two!', 'Three?'], 'en');
    expect(fullText).toBe(['A title', 'One. Two!', 'Three?'].join(readingBlockSeparator));
    expect(blockStarts).toEqual([0, 8, 18]);
    expect(segments).toEqual([
      { index: 0, block: 0, text: 'A title', start: 0, end: 7 },
      { index: 1, block: 1, text: 'One.', start: 8, end: 12 },
      { index: 2, block: 1, text: 'Two!', start: 13, end: 17 },
      { index: 3, block: 2, text: 'Three?', start: 18, end: 24 },
    ]);
    for (const segment of segments) expect(fullText.slice(segment.start, segment.end)).toBe(segment.text);
  });

  it('keeps an empty block in the text without a segment', () => {
    const { fullText, blockStarts, segments } = readingSegments(['One.', '', 'Two.'], 'en');
    expect(fullText).toBe('One.\n\nTwo.');
    expect(blockStarts).toEqual([0, 5, 6]);
    expect(segments.map((s) => [s.block, s.text])).toEqual([
      [0, 'One.'],
      [2, 'Two.'],
    ]);
  });

  it('reads English abbreviations, numbers, initialisms, ellipses and quotes', () => {
    expect(
      texts(
        [
          'Dr. Smith paid $3.14 for it, e.g. Python books. The U.S. economy grew. It came from the U.S. Then it left.',
          'Wait... what? "Really?" she asked. J. R. R. Tolkien wrote it. See Fig. 3 for more (and pp. 12-14). Done!',
          'Visit example.com. It works… Or not?! Yes.',
        ],
        'en',
      ),
    ).toEqual([
      'Dr. Smith paid $3.14 for it, e.g. Python books.',
      'The U.S. economy grew.',
      'It came from the U.S.',
      'Then it left.',
      'Wait... what?',
      '"Really?" she asked.',
      'J. R. R. Tolkien wrote it.',
      'See Fig. 3 for more (and pp. 12-14).',
      'Done!',
      'Visit example.com.',
      'It works…',
      'Or not?!',
      'Yes.',
    ]);
  });

  it('reads French, with its spaced marks and guillemets', () => {
    expect(
      texts(
        ['Mme Dupont est là. Vraiment\u202f? Oui\u00a0! Il a dit « Bonjour ! » puis il est parti. M. Martin arrive.'],
        'fr',
      ),
    ).toEqual([
      'Mme Dupont est là.',
      'Vraiment\u202f?',
      'Oui\u00a0!',
      'Il a dit « Bonjour ! » puis il est parti.',
      'M. Martin arrive.',
    ]);
  });

  it('reads Spanish, with its opening marks', () => {
    expect(texts(['¿Cómo estás? ¡Muy bien! La Sra. García llegó ayer. ¿Qué? dijo él.'], 'es')).toEqual([
      '¿Cómo estás?',
      '¡Muy bien!',
      'La Sra. García llegó ayer.',
      '¿Qué? dijo él.',
    ]);
  });

  it('reads German ordinals and abbreviations', () => {
    expect(
      texts(['Am 3. Oktober kam Dr. Weber, z.B. mit dem Zug. Es regnete. Das kostet 5. Danach nichts.'], 'de'),
    ).toEqual(['Am 3. Oktober kam Dr. Weber, z.B. mit dem Zug.', 'Es regnete.', 'Das kostet 5.', 'Danach nichts.']);
  });

  it('reads Italian and Portuguese', () => {
    expect(texts(['Il Sig. Rossi è arrivato. Perché? Non lo so!'], 'it')).toEqual([
      'Il Sig. Rossi è arrivato.',
      'Perché?',
      'Non lo so!',
    ]);
    expect(texts(['O Sr. Silva chegou. Você vem? Sim, claro.'], 'pt')).toEqual([
      'O Sr. Silva chegou.',
      'Você vem?',
      'Sim, claro.',
    ]);
  });

  it('reads Japanese and Chinese, whose stops take no space after them', () => {
    expect(texts(['今日は晴れです。明日は雨でしょうか？「そうです。」と彼は言った!次へ'], 'ja')).toEqual([
      '今日は晴れです。',
      '明日は雨でしょうか？',
      '「そうです。」',
      'と彼は言った!',
      '次へ',
    ]);
    expect(texts(['我们今天学习。你明白吗？太好了！版本是3.14。'], 'zh')).toEqual([
      '我们今天学习。',
      '你明白吗？',
      '太好了！',
      '版本是3.14。',
    ]);
  });

  it('reads Arabic punctuation', () => {
    expect(texts(['مرحبا بكم. كيف حالك؟ أنا بخير! هذا نص۔ النهاية'], 'ar')).toEqual([
      'مرحبا بكم.',
      'كيف حالك؟',
      'أنا بخير!',
      'هذا نص۔',
      'النهاية',
    ]);
    expect(texts(['كيف حالك؟أنا بخير.'], 'ar')).toEqual(['كيف حالك؟', 'أنا بخير.']);
  });

  it('reads Russian initials and abbreviations', () => {
    expect(texts(['А. С. Пушкин родился в 1799 г. в Москве. Он писал стихи, т.е. поэзию. Это всё.'], 'ru')).toEqual([
      'А. С. Пушкин родился в 1799 г. в Москве.',
      'Он писал стихи, т.е. поэзию.',
      'Это всё.',
    ]);
  });

  it('keeps a list number with its item, and ends a sentence on a one-letter word', () => {
    expect(texts(['1. Open the file. 2. Save it.', '2.3. Details follow.'], 'en')).toEqual([
      '1. Open the file.',
      '2. Save it.',
      '2.3. Details follow.',
    ]);
    expect(texts(['So did I. Then we left. See p. 12 and S. King.'], 'en')).toEqual([
      'So did I.',
      'Then we left.',
      'See p. 12 and S. King.',
    ]);
    expect(texts(['Он говорил со мной и с ним и я. Потом ушёл.'], 'ru')).toEqual([
      'Он говорил со мной и с ним и я.',
      'Потом ушёл.',
    ]);
    expect(texts(['Fuimos Juan y. Luego nada.'], 'es')).toEqual(['Fuimos Juan y.', 'Luego nada.']);
  });

  it('cuts a long sentence at a pause, else at a space, else at the cap', () => {
    const cap = readingSegmentCap('en');
    const clause = 'word '.repeat(20) + 'end, ';
    const long = clause.repeat(10).trim() + '.';
    const cut = texts([long], 'en');
    expect(cut.length).toBeGreaterThan(1);
    for (const piece of cut) expect(piece.length).toBeLessThanOrEqual(cap);
    for (const piece of cut.slice(0, -1)) expect(piece.endsWith(',')).toBe(true);
    expect(cut.join(' ')).toBe(long);

    const spaced = texts(['word '.repeat(200).trim()], 'en');
    for (const piece of spaced) expect(piece.length).toBeLessThanOrEqual(cap);
    expect(spaced.join(' ')).toBe('word '.repeat(200).trim());

    const unbroken = 'x'.repeat(cap * 2 + 5);
    expect(texts([unbroken], 'en')).toEqual(['x'.repeat(cap), 'x'.repeat(cap), 'xxxxx']);

    const chinese = '我们今天学习，'.repeat(40);
    const pieces = texts([chinese], 'zh');
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(readingSegmentCap('zh'));
    expect(pieces.join('')).toBe(chinese);
  });

  it('never cuts a surrogate pair', () => {
    const cap = readingSegmentCap('en');
    const emoji = '😀'.repeat(cap);
    for (const piece of texts([emoji], 'en')) {
      expect(piece.length).toBeLessThanOrEqual(cap);
      expect(piece).toBe(piece.toWellFormed());
    }
  });
});
