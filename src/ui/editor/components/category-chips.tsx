import { useTranslation } from 'react-i18next';
import type { EditorCategory } from '../../../application/ports/content-api.port';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';

interface Props {
  readonly categories: readonly EditorCategory[];
  readonly selected: readonly string[];
  readonly onToggle: (categoryId: string) => void;
}

/** Category chips, at most CONTENT_LIMITS.categoriesMax; names in the interface language. */
export function CategoryChips({ categories, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const full = selected.length >= CONTENT_LIMITS.categoriesMax;
  if (categories.length === 0) return null;
  return (
    <fieldset className="stack editor__fieldset">
      <legend className="editor__label">{t('editor.categories.title')}</legend>
      <p className="field__hint">{t('editor.categories.hint', { max: CONTENT_LIMITS.categoriesMax })}</p>
      <div className="chips">
        {categories.map((category) => {
          const on = selected.includes(category.categoryId);
          return (
            <button
              key={category.categoryId}
              type="button"
              className="chip"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onToggle(category.categoryId)}
            >
              {i18n.language === 'th' ? category.names.th : category.names.en}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
