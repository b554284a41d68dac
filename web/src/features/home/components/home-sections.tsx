import type { SiteContentAnswer } from '@portfolio/contracts';
import { CompaniesSection } from './companies-section';
import { DocumentationSection } from './documentation-section';
import { Hero } from './hero';
import { PresentationSection } from './presentation-section';
import { SkillsSection } from './skills-section';
import { ToolsSection } from './tools-section';

/**
 * The home page's six sections from its content: the public page feeds them the published answer, the content
 * screen's preview a draft in the same shape, so the preview is the page as it will look. `pageLanguage` is the
 * language the page is read in (its interface texts, dates and sizes).
 */
export function HomeSections({ content, pageLanguage }: { content: SiteContentAnswer; pageLanguage: string }) {
  const { personName, hero, presentation, skills, tools, companies, documentation } = content;
  return (
    <>
      <Hero
        hero={hero}
        personName={personName}
        download={documentation.items.find((item) => item.file)?.file?.url}
        pageLanguage={pageLanguage}
      />
      <PresentationSection presentation={presentation} pageLanguage={pageLanguage} />
      <SkillsSection skills={skills} pageLanguage={pageLanguage} />
      <ToolsSection tools={tools} pageLanguage={pageLanguage} />
      <CompaniesSection companies={companies} pageLanguage={pageLanguage} />
      <DocumentationSection documentation={documentation} pageLanguage={pageLanguage} />
    </>
  );
}
