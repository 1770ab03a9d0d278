import { useTranslation } from 'react-i18next';
import { isApiStatus } from '~/lib/api';
import { useTemplate } from '../templates-queries';

/** The title of the template a creative was made from; "deleted template" once it is gone. */
export function TemplateTitle({ id }: { id: string }) {
  const { t } = useTranslation();
  const template = useTemplate(id);
  const title = template.data
    ? template.data.title
    : template.isError
      ? isApiStatus(template.error, 404)
        ? t('templates:details.deleted')
        : '—'
      : null;
  return <span data-testid="details-template">{title ?? '…'}</span>;
}
