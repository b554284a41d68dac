import type { DocumentFile, LanguageContent } from '@portfolio/contracts';

/** The language's content with `file` as the PDF of the document `key` (unchanged when it has no such document). */
export function withFile(content: LanguageContent, key: string, file: DocumentFile): LanguageContent {
  const documentation = content.documentation;
  if (!documentation) return content;
  return {
    ...content,
    documentation: {
      ...documentation,
      items: documentation.items.map((item) => (item.key === key ? { ...item, file } : item)),
    },
  };
}
