import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '~/lib/api';
import { fetchTemplate } from '../templates-api';

/** The title of the template a creative was made from; "deleted template" once it is gone. */
export function TemplateTitle({ id }: { id: string }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setTitle(null);
    fetchTemplate(id, controller.signal).then(
      (template) => setTitle(template.title),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setTitle(error instanceof ApiError && error.status === 404 ? t('templates:details.deleted') : '—');
      },
    );
    return () => controller.abort();
  }, [id, t]);
  return <span data-testid="details-template">{title ?? '…'}</span>;
}
