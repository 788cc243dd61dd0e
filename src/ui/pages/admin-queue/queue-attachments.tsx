import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueAttachment } from '../../../application/ports/moderation-api.port';
import { useStores } from '../../stores/stores-context';
import { adminErrorKey } from '../admin-shared/admin-errors';

/** An issue report's uploads as thumbnails: fetched with the moderator's token, shown from local object URLs. */
export function QueueAttachments({ attachments }: { readonly attachments: readonly QueueAttachment[] }) {
  const { t } = useTranslation();
  return (
    <ul className="queue-attachments" aria-label={t('admin.queue.attachments')}>
      {attachments.map((a, i) => (
        <li key={a.uploadId}>
          <Attachment attachment={a} index={i + 1} />
        </li>
      ))}
    </ul>
  );
}

function Attachment({ attachment, index }: { readonly attachment: QueueAttachment; readonly index: number }) {
  const { t } = useTranslation();
  const { services } = useStores();
  const [state, setState] = useState<{ url: string | null; errorKey: string | null }>({ url: null, errorKey: null });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    services.moderation.attachment(attachment.url).then(
      (blob) => {
        url = services.media.previewUrl(blob);
        if (live) setState({ url, errorKey: null });
        else services.media.revokePreview(url);
      },
      (error: unknown) => live && setState({ url: null, errorKey: adminErrorKey(error) }),
    );
    return () => {
      live = false;
      if (url) services.media.revokePreview(url);
    };
  }, [services, attachment.url]);

  const label = t('admin.queue.attachment', { index });
  if (state.errorKey)
    return (
      <span className="queue-attachments__failed">
        {label}: {t(state.errorKey)}
      </span>
    );
  if (!state.url) return <span className="queue-attachments__loading muted">{label}…</span>;
  const image = attachment.contentType === null || attachment.contentType.startsWith('image/');
  return (
    <a href={state.url} target="_blank" rel="noopener noreferrer">
      {image ? <img src={state.url} alt={label} width={96} height={96} /> : label}
    </a>
  );
}
