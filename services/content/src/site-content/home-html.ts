import type { LanguageCode, SiteContentAnswer } from '@portfolio/contracts';
import { escapeHtml } from '../documents/escape.ts';
import { element } from '../documents/page-html.ts';

type Section = { lang: LanguageCode };
/** A section written in another language than the page's says so, for screen readers and search engines. */
const opening = (id: string, section: Section, page: LanguageCode) =>
  section.lang === page ? `<section id="${id}">` : `<section id="${id}" lang="${section.lang}">`;

const heading = (section: { title: string; intro?: string }) =>
  element('h2', section.title) + (section.intro ? element('p', section.intro) : '');

const months = new Map<LanguageCode, Intl.DateTimeFormat>();
function monthIn(lang: LanguageCode, month: string): string {
  let format = months.get(lang);
  if (!format)
    months.set(lang, (format = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return `<time datetime="${escapeHtml(month)}">${escapeHtml(format.format(new Date(`${month}-01T00:00:00Z`)))}</time>`;
}

/**
 * The home page's sections as plain semantic HTML, for readers that run no script: the hero, then each section in
 * the order the SPA shows them, every text escaped. `latest` is the block of latest articles, written last as the
 * SPA shows them below the fold: after the hero, its list laying out moved every section under it on the first
 * screen (a layout shift that cost / its Lighthouse score).
 */
export function homeSectionsHtml(site: SiteContentAnswer, page: LanguageCode, latest: string): string {
  const { hero, presentation, skills, tools, companies, documentation } = site;
  const resume = documentation.items.find((item) => item.file)?.file;
  return [
    hero.lang === page ? '<header>' : `<header lang="${hero.lang}">`,
    element('p', hero.greeting),
    element('h1', site.personName),
    element('p', hero.role),
    element('p', hero.tagline),
    element('p', hero.location),
    resume ? `<p><a href="${escapeHtml(resume.url)}" download>${escapeHtml(hero.primaryAction)}</a></p>` : '',
    '</header>',
    opening('presentation', presentation, page),
    element('h2', presentation.title),
    ...presentation.paragraphs.map((paragraph) => element('p', paragraph)),
    '</section>',
    opening('skills', skills, page),
    heading(skills),
    `<ul>${skills.items.map((item) => `<li>${element('h3', item.title)}${element('p', item.description)}</li>`).join('')}</ul>`,
    '</section>',
    opening('tools', tools, page),
    heading(tools),
    ...tools.groups.map(
      (group) => `${element('h3', group.name)}<ul>${group.tools.map((tool) => element('li', tool)).join('')}</ul>`,
    ),
    '</section>',
    opening('experience', companies, page),
    heading(companies),
    `<ul>${companies.items
      .map(
        (company) =>
          `<li>${element('h3', `${company.role} · ${company.name}`)}<p>${monthIn(page, company.start)} – ${
            company.end ? monthIn(page, company.end) : ''
          }</p>${element('p', company.description)}</li>`,
      )
      .join('')}</ul>`,
    '</section>',
    opening('documents', documentation, page),
    heading(documentation),
    `<ul>${documentation.items
      .map((item) => {
        const title = item.file
          ? `<a href="${escapeHtml(item.file.url)}" download hreflang="${item.file.lang}">${escapeHtml(item.title)}</a>`
          : escapeHtml(item.title);
        return `<li><h3>${title}</h3>${element('p', item.description)}</li>`;
      })
      .join('')}</ul>`,
    '</section>',
    latest,
  ].join('');
}
