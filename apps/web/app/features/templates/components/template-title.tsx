import { isApiStatus } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { useTemplate } from '../templates-queries';

/** The title of the template a creative was made from; "deleted template" once it is gone. */
export function TemplateTitle({ id }: { id: string }) {
  const { t } = useT();
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
