import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { DocumentHead } from './document-head';

const head = () => ({
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
  ogUrl: document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
});

function renderArticle(canonicalUrl?: string) {
  render(
    <MemoryRouter initialEntries={['/blog/republished']}>
      <DocumentHead
        title="Republished"
        description="First published elsewhere."
        canonicalPath="/blog/republished"
        canonicalUrl={canonicalUrl}
        alternates={[]}
        ogType="article"
        lang="en"
      />
    </MemoryRouter>,
  );
}

describe('DocumentHead', () => {
  beforeAll(async () => {
    await initI18n('en');
    // The head the server wrote for an article first published elsewhere: its canonical link names the original,
    // its og:url is the site's own address (SITE_ORIGIN, not this window's origin).
    document.head.innerHTML =
      '<link rel="canonical" href="https://original.example/posts/first" />' +
      '<meta property="og:url" content="https://portfolio.example/blog/first" />';
  });
  afterEach(cleanup);

  it("names an article's original address in the canonical link, keeps og:url the site's own", () => {
    renderArticle('https://original.example/posts/republished');
    expect(head()).toEqual({
      canonical: 'https://original.example/posts/republished',
      ogUrl: 'https://portfolio.example/blog/republished',
    });
  });

  it("uses the page's own address as the canonical one when there is no original", () => {
    renderArticle();
    expect(head()).toEqual({
      canonical: 'https://portfolio.example/blog/republished',
      ogUrl: 'https://portfolio.example/blog/republished',
    });
  });
});
