import type { SiteContentAnswer } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { otherLanguage } from './other-language';

export function ToolsSection({ tools, pageLanguage }: { tools: SiteContentAnswer['tools']; pageLanguage: string }) {
  return (
    <Section id="tools" title={tools.title} intro={tools.intro} lang={otherLanguage(tools.lang, pageLanguage)}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tools.groups.map(({ name, tools: names }, index) => (
          <div key={index}>
            <h3 className="font-semibold">{name}</h3>
            {/* Product names are written the same in every language, left to right. */}
            <ul className="mt-3 flex flex-wrap gap-2">
              {names.map((tool, at) => (
                <li key={at} dir="ltr" className="rounded-full border bg-card px-3 py-1 text-sm">
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
