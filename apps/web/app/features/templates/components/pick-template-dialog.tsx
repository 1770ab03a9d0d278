import type { Template } from '@brandloom/shared/templates';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { PickerDialog } from '~/components/ui/picker-dialog';
import { useT } from '~/lib/i18n-context';
import { changeFilters, defaultTemplateFilters, type TemplateFilters } from '../template-filters';
import { useTemplates } from '../templates-queries';
import { useTemplateActions } from '../use-template-actions';
import { TemplateCard, templatesPlanName } from './template-card';
import { TemplateFilterBar } from './template-filter-bar';
import { TemplateResults } from './template-results';

/**
 * Spec §2 pick-a-template: the library's cards with search, category, aspect and "featured only",
 * a page at a time. One template is picked; locked ones show their plan badge and cannot be.
 */
export function PickTemplateDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (template: Template) => void;
}) {
  const { t } = useT();
  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('templates:picker.title')}
      description={t('templates:picker.description')}
      testId="pick-template-dialog"
      className="max-w-4xl"
    >
      <TemplateChoices onPick={onPick} />
    </PickerDialog>
  );
}

function TemplateChoices({ onPick }: { onPick: (template: Template) => void }) {
  const { t } = useT();
  const [filters, setFilters] = useState<TemplateFilters>(defaultTemplateFilters);
  const { state, reload } = useTemplates(filters);
  const actions = useTemplateActions();
  const change = (changes: Partial<TemplateFilters>) =>
    setFilters((current) => changeFilters(current, changes));

  return (
    <>
      <TemplateFilterBar className="px-5 pt-4" filters={filters} onChange={change} />
      <TemplateResults
        className="min-h-40 flex-1 overflow-y-auto px-5 py-4"
        state={state}
        filters={filters}
        onChange={change}
        onRetry={reload}
        gridClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        renderCard={(template) => (
          <TemplateCard
            template={template}
            onToggleFavorite={() => void actions.toggleFavorite(template)}
            action={
              <Button
                size="sm"
                variant={template.locked ? 'outline' : 'default'}
                className="w-full"
                disabled={template.locked}
                onClick={() => onPick(template)}
                aria-label={
                  template.locked ? undefined : t('composer:picker.select', { name: template.title })
                }
                data-testid="template-pick"
              >
                {template.locked
                  ? t('templates:picker.locked', { plan: templatesPlanName })
                  : t('templates:picker.pick')}
              </Button>
            }
          />
        )}
      />
    </>
  );
}
