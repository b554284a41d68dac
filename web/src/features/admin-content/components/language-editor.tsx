import type {
  DocumentFile,
  LanguageCode,
  LanguageContent,
  LanguageStatus,
  SiteSectionName,
} from '@portfolio/contracts';
import type { ReactNode } from 'react';
import { CompaniesEditor } from './companies-editor';
import { DocumentsEditor } from './documents-editor';
import { HeroEditor } from './hero-editor';
import { PresentationEditor } from './presentation-editor';
import { SectionCard } from './section-card';
import { SkillsEditor } from './skills-editor';
import { ToolsEditor } from './tools-editor';

/**
 * Every section of one language's draft, each in its card. A section the language lacks can be started from the
 * English draft's, which the administrator then translates.
 */
export function LanguageEditor({
  lang,
  value,
  english,
  status,
  savedKeys,
  onChange,
  onUploaded,
}: {
  lang: LanguageCode;
  value: LanguageContent;
  english: LanguageContent;
  status: LanguageStatus | undefined;
  savedKeys: ReadonlySet<string>;
  onChange: (value: LanguageContent) => void;
  onUploaded: (key: string, file: DocumentFile, revision: number) => void;
}) {
  const card = (name: SiteSectionName, editor: ReactNode) => {
    const start = english[name];
    return (
      <SectionCard
        name={name}
        missing={!value[name]}
        outOfDate={lang !== 'en' && (status?.outOfDate.includes(name) ?? false)}
        onStart={lang !== 'en' && start ? () => onChange({ ...value, [name]: structuredClone(start) }) : undefined}
      >
        {editor}
      </SectionCard>
    );
  };
  const set =
    <N extends SiteSectionName>(name: N) =>
    (section: LanguageContent[N]) =>
      onChange({ ...value, [name]: section });

  return (
    <div className="grid gap-6">
      {card('hero', value.hero && <HeroEditor value={value.hero} onChange={set('hero')} />)}
      {card(
        'presentation',
        value.presentation && <PresentationEditor value={value.presentation} onChange={set('presentation')} />,
      )}
      {card('skills', value.skills && <SkillsEditor value={value.skills} onChange={set('skills')} />)}
      {card('tools', value.tools && <ToolsEditor value={value.tools} onChange={set('tools')} />)}
      {card('companies', value.companies && <CompaniesEditor value={value.companies} onChange={set('companies')} />)}
      {card(
        'documentation',
        value.documentation && (
          <DocumentsEditor
            value={value.documentation}
            onChange={set('documentation')}
            lang={lang}
            savedKeys={savedKeys}
            onUploaded={onUploaded}
          />
        ),
      )}
    </div>
  );
}
