import { EditorView, type KeyBinding } from '@codemirror/view';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rightToLeftLanguages, type LanguageCode } from '@portfolio/contracts';
import { editorState } from '../markdown/editor-setup';
import { image, type MarkdownCommand } from '../markdown/toolbar-commands';
import { MarkdownToolbar, tools, type Tool } from './markdown-toolbar';

interface Props {
  lang: LanguageCode;
  /** The text when the editor opens; from then on the editor holds it and reports every change. */
  initial: string;
  label: string;
  onChange: (markdown: string) => void;
  /** Ctrl+S: save now, as a checkpoint. */
  onSave: () => void;
  /** The image tool: the caller lets the administrator pick one, then inserts it with `insert`. */
  onImageRequest: (insert: (alt: string, src: string) => void) => void;
}

/** Runs a toolbar command on the editor's main selection, as one undoable step. */
function run(view: EditorView, command: MarkdownCommand) {
  const { from, to } = view.state.selection.main;
  const edit = command(view.state.doc.toString(), { from, to });
  view.dispatch({
    changes: { from: edit.from, to: edit.to, insert: edit.insert },
    selection: edit.selection,
    scrollIntoView: true,
    userEvent: 'input',
  });
  view.focus();
}

/**
 * The Markdown text of one language version, on CodeMirror: its toolbar and shortcuts, the version's language and
 * direction (Arabic right to left), labelled for screen readers. Uncontrolled: CodeMirror keeps the text and the
 * undo history; the caller hears of each change.
 */
export function MarkdownEditor({ lang, initial, label, onChange, onSave, onImageRequest }: Props) {
  const { t } = useTranslation('admin-editor');
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read when a key is pressed: the editor is built once.
  const handlers = useRef({ onChange, onSave, onImageRequest });
  useEffect(() => {
    handlers.current = { onChange, onSave, onImageRequest };
  }, [onChange, onSave, onImageRequest]);

  const act = (tool: Tool, target: EditorView) => {
    if (tool.command) run(target, tool.command);
    else if (tool.id === 'save') handlers.current.onSave();
    else handlers.current.onImageRequest((alt, src) => run(target, image(alt, src)));
  };
  const actRef = useRef(act);
  useEffect(() => {
    actRef.current = act;
  });

  useEffect(() => {
    const bindings: KeyBinding[] = tools.map((tool) => ({
      key: tool.keys,
      preventDefault: true,
      run: (target) => {
        actRef.current(tool, target);
        return true;
      },
    }));
    const editor = new EditorView({
      parent: host.current!,
      state: editorState({
        doc: initial,
        lang,
        dir: rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr',
        label,
        describedBy: hintId,
        bindings,
        onChange: (text) => handlers.current.onChange(text),
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Built once per version: the text then lives in the editor (the caller remounts it for another text).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="overflow-hidden rounded-md border">
      <MarkdownToolbar onTool={(tool) => view.current && act(tool, view.current)} />
      <div ref={host} />
      <p id={hintId} className="border-t bg-card px-3 py-1 text-xs text-muted-foreground">
        {t('write.hint')}
      </p>
    </div>
  );
}
