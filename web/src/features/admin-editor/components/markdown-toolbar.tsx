import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Save,
  SquareCode,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ariaShortcut, shortcutLabel } from '../markdown/shortcuts';
import {
  bold,
  bulletList,
  codeBlock,
  heading,
  inlineCode,
  italic,
  link,
  numberedList,
  quote,
  type MarkdownCommand,
} from '../markdown/toolbar-commands';

export type ToolId =
  | 'bold'
  | 'italic'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'link'
  | 'inlineCode'
  | 'codeBlock'
  | 'bulletList'
  | 'numberedList'
  | 'quote'
  | 'image'
  | 'save';

export interface Tool {
  id: ToolId;
  keys: string;
  Icon: LucideIcon;
  /** A Markdown command on the text; the image and save tools act outside the text. */
  command?: MarkdownCommand;
}

/**
 * The toolbar's tools and their shortcuts. Shortcuts the browser keeps for itself (Ctrl+1…9, Ctrl+Shift+I) are
 * avoided: headings take Alt as well, lists follow the usual Ctrl+Shift+7 / 8.
 */
export const tools: readonly Tool[] = [
  { id: 'bold', keys: 'Mod-b', Icon: Bold, command: bold },
  { id: 'italic', keys: 'Mod-i', Icon: Italic, command: italic },
  { id: 'h2', keys: 'Mod-Alt-2', Icon: Heading2, command: heading(2) },
  { id: 'h3', keys: 'Mod-Alt-3', Icon: Heading3, command: heading(3) },
  { id: 'h4', keys: 'Mod-Alt-4', Icon: Heading4, command: heading(4) },
  { id: 'link', keys: 'Mod-k', Icon: Link, command: link },
  { id: 'inlineCode', keys: 'Mod-e', Icon: Code, command: inlineCode },
  { id: 'codeBlock', keys: 'Mod-Alt-c', Icon: SquareCode, command: codeBlock },
  { id: 'bulletList', keys: 'Mod-Shift-8', Icon: List, command: bulletList },
  { id: 'numberedList', keys: 'Mod-Shift-7', Icon: ListOrdered, command: numberedList },
  { id: 'quote', keys: 'Mod-Shift-9', Icon: TextQuote, command: quote },
  { id: 'image', keys: 'Mod-Alt-i', Icon: ImagePlus },
  { id: 'save', keys: 'Mod-s', Icon: Save },
];

/** The formatting buttons above the text, each named with its shortcut. */
export function MarkdownToolbar({ onTool }: { onTool: (tool: Tool) => void }) {
  const { t } = useTranslation('admin-editor');
  const action = (id: ToolId) =>
    id === 'h2' || id === 'h3' || id === 'h4' ? t('toolbar.heading', { level: id.slice(1) }) : t(`toolbar.${id}`);
  return (
    <div role="group" aria-label={t('toolbar.label')} className="flex flex-wrap gap-1 border-b bg-card p-1">
      {tools.map((tool) => {
        const name = t('toolbar.shortcut', { action: action(tool.id), keys: shortcutLabel(tool.keys) });
        return (
          <Button
            key={tool.id}
            type="button"
            variant="ghost"
            size="icon"
            title={name}
            aria-label={name}
            aria-keyshortcuts={ariaShortcut(tool.keys)}
            // The text keeps the focus and its selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTool(tool)}
          >
            <tool.Icon aria-hidden />
          </Button>
        );
      })}
    </div>
  );
}
