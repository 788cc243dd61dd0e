import { useTranslation } from 'react-i18next';
import type { EditorConflict } from '../../../application/content/editor-session-state';
import type { ContentDocument } from '../../../domain/content/content';
import { textOf } from './rich-text-html';

interface Props {
  readonly conflict: EditorConflict;
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
}

function Summary({ heading, document }: { readonly heading: string; readonly document: ContentDocument }) {
  const { t } = useTranslation();
  const firstText = document.sections.find((s) => s.type === 'text');
  const excerpt = firstText && firstText.type === 'text' ? textOf(firstText.html).slice(0, 140) : '';
  return (
    <div className="conflict__version">
      <h3>{heading}</h3>
      <p>
        <strong>{document.title.trim() || t('myContents.untitled')}</strong>
      </p>
      <p className="muted">{t('editor.conflict.sections', { count: document.sections.length })}</p>
      {excerpt ? <p className="conflict__excerpt">{excerpt}</p> : null}
    </div>
  );
}

/**
 * Another tab or device saved first (409): say so, show both,
 * and let the person choose. Nothing is dropped: taking the other version keeps mine as a copy to restore.
 * There is no "close": autosave waits for the choice.
 */
export function ConflictDialog({ conflict, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation();
  const changed = conflict.changed.map((field) => t(`editor.conflict.field.${field}`)).join(', ');
  return (
    <div className="modal">
      <div
        className="modal__box card stack"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="conflict-title"
        aria-describedby="conflict-text"
      >
        <h2 id="conflict-title">{t('editor.conflict.title')}</h2>
        <p id="conflict-text">{t('editor.conflict.text')}</p>
        {changed ? <p className="muted">{t('editor.conflict.changed', { fields: changed })}</p> : null}
        <div className="conflict__versions">
          <Summary heading={t('editor.conflict.mine')} document={conflict.mine} />
          <Summary heading={t('editor.conflict.theirs')} document={conflict.theirs} />
        </div>
        <p className="field__hint">{t('editor.conflict.safe')}</p>
        <div className="modal__actions row">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an opened dialog takes the focus (WAI-ARIA dialog pattern) */}
          <button type="button" className="button" onClick={onKeepMine} autoFocus>
            {t('editor.conflict.keepMine')}
          </button>
          <button type="button" className="button button--secondary" onClick={onTakeTheirs}>
            {t('editor.conflict.takeTheirs')}
          </button>
        </div>
      </div>
    </div>
  );
}
