import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../src/templates/render-mail.ts';

const loadedModules = () => Object.keys(createRequire(import.meta.url).cache);

describe('the MJML compiler', () => {
  it('runs outside the service process, which never loads its modules', async () => {
    const { html } = await renderMail({ language: 'en', preheader: 'p', heading: 'A heading', paragraphs: ['Hello'] });
    expect(html).toContain('A heading');
    expect(loadedModules().filter((file) => /[\\/]node_modules[\\/]mjml/.test(file))).toEqual([]);
  });

  it('reports a compilation failure to its caller and compiles again afterwards', async () => {
    const items = [{ title: 'An article', url: 'javascript:alert(1)' }];
    await expect(renderMail({ language: 'en', preheader: 'p', heading: 'h', paragraphs: [], items })).rejects.toThrow();
    const { text } = await renderMail({ language: 'fr', preheader: 'p', heading: 'Encore', paragraphs: ['x'] });
    expect(text).toContain('Encore');
  });
});
