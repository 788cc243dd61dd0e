import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedHref } from '../../../domain/content/rich-text';
import { toAllowedHtml } from './rich-text-html';
import './editor.css';

interface Props {
  readonly label: string;
  readonly html: string;
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  /** The language of the words typed, when it may differ from the interface's (a translation). */
  readonly lang?: string;
}

type Command = { readonly key: string; readonly run: () => void; readonly shortcut?: string };

/**
 * A text section: a contenteditable with a small toolbar (bold, italic, link, heading, list, quote).
 * The DOM is the source of truth while typing (React never rewrites it under the caret); each input
 * hands the allow-listed HTML up, and only an outside change (conflict resolution, another version)
 * replaces what is shown. execCommand is deprecated but remains the one editing primitive every
 * browser ships with undo support; a missing command is simply a no-op.
 */
export function RichTextEditor({ label, html, onChange, onBlur, lang }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const savedRange = useRef<Range | null>(null);

  // A layout effect, so the check runs in the same task as the render it belongs to. A passive effect may run a
  // frame later (Preact defers it to the next animation frame), after further keystrokes: it would then compare a
  // stale `html` with the newest emitted text and write the stale text back, moving the caret to the start.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && html !== lastEmitted.current) {
      element.innerHTML = html;
      lastEmitted.current = html;
    }
  }, [html]);

  const emit = () => {
    if (!ref.current) return;
    const next = toAllowedHtml(ref.current);
    lastEmitted.current = next;
    onChange(next);
  };

  const exec = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand?.(command, false, value);
    emit();
  };

  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setLinkUrl('https://');
    setLinking(true);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    setLinking(false);
    if (!isAllowedHref(url)) return;
    ref.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    exec('createLink', url);
  };

  const commands: Command[] = [
    { key: 'bold', run: () => exec('bold'), shortcut: 'b' },
    { key: 'italic', run: () => exec('italic'), shortcut: 'i' },
    { key: 'heading', run: () => exec('formatBlock', '<h2>') },
    { key: 'subheading', run: () => exec('formatBlock', '<h3>') },
    { key: 'bulletList', run: () => exec('insertUnorderedList') },
    { key: 'numberList', run: () => exec('insertOrderedList') },
    { key: 'quote', run: () => exec('formatBlock', '<blockquote>') },
    { key: 'paragraph', run: () => exec('formatBlock', '<p>') },
    { key: 'link', run: openLink, shortcut: 'k' },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const command = commands.find((c) => c.shortcut === event.key.toLowerCase());
    if (command) {
      event.preventDefault();
      command.run();
    }
  };

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('editor.richText.toolbar')} aria-controls={id}>
        {commands.map((command) => (
          <button
            key={command.key}
            type="button"
            className={`rich-text__tool rich-text__tool--${command.key}`}
            title={t(`editor.richText.${command.key}`)}
            aria-label={t(`editor.richText.${command.key}`)}
            // Keep the selection in the text while clicking a tool.
            onMouseDown={(event) => event.preventDefault()}
            onClick={command.run}
          >
            {command.key === 'link' ? (
              <LinkIcon />
            ) : (
              <span aria-hidden="true">{t(`editor.richText.icon.${command.key}`)}</span>
            )}
          </button>
        ))}
      </div>
      {linking ? (
        <div className="rich-text__link row">
          <label className="visually-hidden" htmlFor={`${id}-link`}>
            {t('editor.richText.linkUrl')}
          </label>
          <input
            id={`${id}-link`}
            type="url"
            value={linkUrl}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the link field opens on the Link button's press and takes the focus
            autoFocus
            placeholder="https://"
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(false);
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={applyLink}
            disabled={!isAllowedHref(linkUrl.trim())}
          >
            {t('editor.richText.applyLink')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setLinking(false)}>
            {t('editor.cancel')}
          </button>
        </div>
      ) : null}
      <div
        id={id}
        ref={ref}
        className="rich-text__area"
        lang={lang}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        data-placeholder={t('editor.richText.placeholder')}
        onInput={emit}
        onBlur={() => {
          emit();
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        onPaste={(event) => {
          // Pasted HTML goes through the allow-list as it lands, not only on the next keystroke.
          const pasted = event.clipboardData.getData('text/html');
          if (!pasted) return;
          event.preventDefault();
          document.execCommand?.('insertHTML', false, toAllowedHtml(pasted));
          emit();
        }}
      />
    </div>
  );
}

/** Drawn rather than an emoji: not every system font has 🔗. */
function LinkIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </svg>
  );
}
