import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly index: number;
  readonly count: number;
  readonly title: string;
  readonly onMoveUp: () => void;
  readonly onMoveDown: () => void;
  readonly onRemove: () => void;
  /** Drag and drop is the optional shortcut; the buttons are the keyboard-accessible way. */
  readonly onDropAt?: (fromIndex: number) => void;
  /** Shown beside the title (whether the section is translated, when the content has a translation). */
  readonly mark?: ReactNode;
  readonly children: ReactNode;
}

const DRAG_TYPE = 'application/x-travelogue-section';

/** One section in the editor with its reorder and remove tools. */
export function SectionCard({ index, count, title, onMoveUp, onMoveDown, onRemove, onDropAt, mark, children }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const position = t('editor.section.position', { index: index + 1, count });

  const drop = (event: DragEvent) => {
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!Number.isInteger(from) || event.dataTransfer.types.indexOf(DRAG_TYPE) < 0) return;
    event.preventDefault();
    onDropAt?.(from);
  };

  return (
    <li
      className={`section-card${dragging ? ' section-card--dragging' : ''}`}
      aria-label={`${title} (${position})`}
      onDragOver={(event) => event.dataTransfer.types.includes(DRAG_TYPE) && event.preventDefault()}
      onDrop={drop}
    >
      <div
        className="section-card__head"
        draggable={onDropAt ? true : undefined}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(index));
          event.dataTransfer.effectAllowed = 'move';
          setDragging(true);
        }}
        onDragEnd={() => setDragging(false)}
      >
        <h3 className="section-card__title">
          {title} <span className="muted">· {position}</span>
        </h3>
        {mark}
        <div className="section-card__tools">
          <button
            type="button"
            className="icon-button"
            onClick={onMoveUp}
            disabled={index === 0}
            aria-label={t('editor.section.moveUp', { title, position })}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={onMoveDown}
            disabled={index === count - 1}
            aria-label={t('editor.section.moveDown', { title, position })}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            onClick={onRemove}
            aria-label={t('editor.section.remove', { title, position })}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      {children}
    </li>
  );
}
