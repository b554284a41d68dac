import { siteContentLimits, type LanguageContent } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { FieldFrame, inputClass, TextField, useFieldState } from './draft-fields';
import { HeadingFields } from './heading-fields';
import { ListEditor } from './list-editor';

type Companies = NonNullable<LanguageContent['companies']>;
type Company = Companies['items'][number];

/** A month as the contract spells it (`YYYY-MM`), which is what a month input gives. */
function MonthField({
  path,
  label,
  value,
  disabled,
  onChange,
}: {
  path: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { id, error } = useFieldState(path);
  return (
    <FieldFrame id={id} label={label}>
      <input
        id={id}
        type="month"
        dir="ltr"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium">
          {error}
        </p>
      )}
    </FieldFrame>
  );
}

function CompanyFields({ company, index, change }: { company: Company; index: number; change: (c: Company) => void }) {
  const { t } = useTranslation('admin-content');
  const at = `companies.items.${index}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        path={`${at}.name`}
        label={t('fields.companyName')}
        value={company.name}
        max={siteContentLimits.shortText}
        onChange={(name) => change({ ...company, name })}
      />
      <TextField
        path={`${at}.role`}
        label={t('fields.role')}
        value={company.role}
        max={siteContentLimits.shortText}
        onChange={(role) => change({ ...company, role })}
      />
      <MonthField
        path={`${at}.start`}
        label={t('fields.start')}
        value={company.start}
        onChange={(start) => change({ ...company, start })}
      />
      <div className="grid content-start gap-2">
        <MonthField
          path={`${at}.end`}
          label={t('fields.end')}
          value={company.end ?? ''}
          disabled={company.end === null}
          onChange={(end) => change({ ...company, end })}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={company.end === null}
            onChange={(event) => change({ ...company, end: event.target.checked ? null : company.start })}
            className="size-4 accent-primary"
          />
          {t('fields.current')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <TextField
          path={`${at}.description`}
          label={t('fields.description')}
          value={company.description}
          max={siteContentLimits.text}
          rows={2}
          onChange={(description) => change({ ...company, description })}
        />
      </div>
    </div>
  );
}

/** The six companies (spec §1): their texts and dates, and their order; never more or fewer. */
export function CompaniesEditor({ value, onChange }: { value: Companies; onChange: (value: Companies) => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4">
      <HeadingFields section="companies" value={value} onChange={onChange} />
      <ListEditor
        path="companies.items"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        itemName={(index) => t('fields.company', { number: index + 1 })}
        min={siteContentLimits.companies}
        max={siteContentLimits.companies}
        render={(company, index, change) => <CompanyFields company={company} index={index} change={change} />}
      />
    </div>
  );
}
