import { siteContentLimits, type LanguageContent } from '@portfolio/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesOf } from '../list-edit';
import { TextField } from './draft-fields';
import { HeadingFields } from './heading-fields';
import { ListEditor } from './list-editor';

type Tools = NonNullable<LanguageContent['tools']>;
type Group = Tools['groups'][number];

/** The longest text the tools box takes: every tool at its longest, one per line. */
const toolsTextLength = siteContentLimits.toolsPerGroup * 61;

/** A group's tools as typed (blank lines while typing are kept on screen), saved one per line. */
function ToolsBox({ path, tools, onChange }: { path: string; tools: string[]; onChange: (tools: string[]) => void }) {
  const { t } = useTranslation('admin-content');
  const [text, setText] = useState(() => tools.join('\n'));
  return (
    <TextField
      path={path}
      label={t('fields.tools')}
      value={text}
      max={toolsTextLength}
      rows={5}
      dir="ltr"
      onChange={(typed) => {
        setText(typed);
        onChange(linesOf(typed));
      }}
    />
  );
}

export function ToolsEditor({ value, onChange }: { value: Tools; onChange: (value: Tools) => void }) {
  const { t } = useTranslation('admin-content');
  const name = (index: number) => t('fields.group', { number: index + 1 });
  return (
    <div className="grid gap-4">
      <HeadingFields section="tools" value={value} onChange={onChange} />
      <ListEditor
        path="tools.groups"
        items={value.groups}
        onChange={(groups) => onChange({ ...value, groups })}
        itemName={name}
        newItem={(): Group => ({ name: '', tools: [] })}
        addLabel={t('list.addGroup')}
        min={1}
        max={siteContentLimits.toolGroups}
        render={(group, index, change) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              path={`tools.groups.${index}.name`}
              label={t('fields.groupName')}
              value={group.name}
              max={siteContentLimits.shortText}
              onChange={(groupName) => change({ ...group, name: groupName })}
            />
            <ToolsBox
              path={`tools.groups.${index}.tools`}
              tools={group.tools}
              onChange={(tools) => change({ ...group, tools })}
            />
          </div>
        )}
      />
    </div>
  );
}
