import { describe, expect, it } from 'vitest';
import { languageCodes } from '@portfolio/contracts';
import { layoutTexts } from '../src/templates/layout-texts.ts';
import { compileMail, renderMail, slot, type MailContent } from '../src/templates/render-mail.ts';

const content = (over: Partial<MailContent> = {}): MailContent => ({
  language: 'en',
  preheader: 'A short preview',
  heading: 'Hello <world> & "friends"',
  paragraphs: ['First line\nsecond line', "It's <b>not</b> HTML"],
  ...over,
});

describe('the mail layout', () => {
  it('renders HTML with the language and its direction, and escapes every text', async () => {
    const { html, text } = await renderMail(content());
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain('Hello &lt;world&gt; &amp; &quot;friends&quot;');
    expect(html).toContain('First line<br />second line');
    expect(html).toContain('It&#39;s &lt;b&gt;not&lt;/b&gt; HTML');
    expect(html).not.toContain('<b>not</b>');
    expect(html).toContain('A short preview');
    expect(text).toBe('Hello <world> & "friends"\n\nFirst line\nsecond line\n\nIt\'s <b>not</b> HTML\n');
  });

  it('writes Arabic right to left, text aligned right', async () => {
    const { html } = await renderMail(content({ language: 'ar', heading: 'مرحبا' }));
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('direction:rtl');
    expect(html).toContain('text-align:right');
    expect(html).not.toMatch(/line-height:[0-9.]+;text-align:left/);
  });

  it('gives a button with its link written out, linked items, a footer and a translated unsubscribe link', async () => {
    const mail = content({
      language: 'fr',
      items: [{ title: 'Un article', url: 'https://portfolio.example/fr/blog/un?x=1&y=2', text: 'Son résumé' }],
      action: { label: 'Confirmer', url: 'https://portfolio.example/confirm?t=a&b' },
      footerLines: ['Vous recevez ce message parce que…'],
      unsubscribeUrl: 'https://portfolio.example/unsubscribe?t=z',
    });
    const { html, text } = await renderMail(mail);
    expect(html).toContain('href="https://portfolio.example/confirm?t=a&amp;b"');
    expect(html).toContain(layoutTexts.fr.copyLink);
    expect(html).toContain('href="https://portfolio.example/fr/blog/un?x=1&amp;y=2"');
    expect(html).toContain('>Se désabonner</a>');
    expect(text).toContain('Un article\nhttps://portfolio.example/fr/blog/un?x=1&y=2\nSon résumé');
    expect(text).toContain('Confirmer:\nhttps://portfolio.example/confirm?t=a&b');
    expect(text).toContain(
      '\n-- \nVous recevez ce message parce que…\nSe désabonner: https://portfolio.example/unsubscribe?t=z\n',
    );
  });

  it('refuses a link that is not http(s)', async () => {
    await expect(renderMail(content({ action: { label: 'x', url: 'javascript:alert(1)' } }))).rejects.toThrow(/http/);
  });

  it('renders once per content and fills per-recipient slots, escaped in HTML and as they are in text', async () => {
    const issue = content({
      paragraphs: [`Hi ${slot('firstName')},`],
      unsubscribeUrl: slot('unsubscribe'),
    });
    const compiled = await compileMail(issue);
    expect(await compileMail({ ...issue })).toBe(compiled);
    const mail = compiled.fill({ firstName: 'Ann <&>', unsubscribe: 'https://p.example/u?t=1&l=en' });
    expect(mail.html).toContain('Hi Ann &lt;&amp;&gt;,');
    expect(mail.html).toContain('href="https://p.example/u?t=1&amp;l=en"');
    expect(mail.text).toContain('Hi Ann <&>,');
    expect(mail.text).toContain('Unsubscribe: https://p.example/u?t=1&l=en');
    expect(mail.html).not.toMatch(/zslot/);
    expect(() => compiled.fill({ firstName: 'x' })).toThrow(/unsubscribe/);
  });

  it('leaves slot-like text that came from elsewhere alone', async () => {
    const { html } = await renderMail(content({ heading: 'zslot0000firstNamez' }), { firstName: 'X' });
    expect(html).toContain('zslot0000firstNamez');
  });

  it('has its own words in every language', () => {
    for (const language of languageCodes) {
      expect(layoutTexts[language].unsubscribe.length, language).toBeGreaterThan(0);
      if (language !== 'en') expect(layoutTexts[language], language).not.toEqual(layoutTexts.en);
    }
  });
});
