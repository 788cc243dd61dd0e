import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../application/moderation/draft-problems';

interface Props {
  readonly label: string;
  readonly th: string;
  readonly en: string;
  readonly onChange: (lang: 'th' | 'en', value: string) => void;
  readonly maxLength: number;
  readonly problems?: readonly FieldProblem[];
  readonly multiline?: boolean;
  /** Spoken before each language's label ("Option 2"), when the legend alone is not enough. */
  readonly name?: string;
}

/** A text in Thai and English side by side (one column on a phone); its problems under both. */
export function LocalizedField({ label, th, en, onChange, maxLength, problems = [], multiline = false, name }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  const input = (lang: 'th' | 'en', value: string) => {
    const props = {
      id: `${id}-${lang}`,
      value,
      maxLength,
      lang,
      'aria-invalid': problems.length > 0 || undefined,
      'aria-describedby': errorId,
      onChange: (event: { target: { value: string } }) => onChange(lang, event.target.value),
    };
    return multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />;
  };
  return (
    <fieldset className="stack">
      <legend>{label}</legend>
      <div className="admin-pair">
        {(['th', 'en'] as const).map((lang) => (
          <div className="field" key={lang}>
            <label htmlFor={`${id}-${lang}`}>
              {name
                ? t('admin.form.inLanguageNamed', { name, language: t(`admin.form.language.${lang}`) })
                : t(`admin.form.language.${lang}`)}
            </label>
            {input(lang, lang === 'th' ? th : en)}
          </div>
        ))}
      </div>
      <FieldProblems id={errorId} problems={problems} />
    </fieldset>
  );
}

/** The translated problems of one field. */
export function FieldProblems({ id, problems }: { readonly id?: string; readonly problems: readonly FieldProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div id={id} className="field__error">
      {problems.map((p) => (
        <p key={`${p.field}-${p.messageKey}`}>{t(p.messageKey, p.values)}</p>
      ))}
    </div>
  );
}
