import type { Template, TemplatePage } from '@brandloom/shared/templates';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '~/lib/api';
import { type TemplateFilters, templateQuery } from './template-filters';
import { fetchTemplates } from './templates-api';

export type TemplatesState =
  | { status: 'loading'; data?: TemplatePage }
  | { status: 'ready'; data: TemplatePage }
  | { status: 'error'; error: ApiError; data?: TemplatePage };

/**
 * One page of templates for `filters`. The page on screen stays (dimmed by the caller) while the
 * next one loads; `replace` and `remove` put a change in place without reading the page again.
 */
export function useTemplates(filters: TemplateFilters, pageSize?: number) {
  const [state, setState] = useState<TemplatesState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const key = JSON.stringify(templateQuery(filters, pageSize));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query, `reloads` reads it again
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    fetchTemplates(JSON.parse(key), controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK_ERROR', String(error));
        setState((previous) => ({ status: 'error', error: apiError, data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [key, reloads]);

  const edit = useCallback(
    (change: (page: TemplatePage) => TemplatePage) =>
      setState((current) =>
        current.data ? ({ ...current, data: change(current.data) } as TemplatesState) : current,
      ),
    [],
  );
  const replace = useCallback(
    (template: Template) =>
      edit((page) => ({
        ...page,
        templates: page.templates.map((item) => (item.id === template.id ? template : item)),
      })),
    [edit],
  );
  const remove = useCallback(
    (id: string) =>
      edit((page) => ({
        ...page,
        templates: page.templates.filter((item) => item.id !== id),
        total: Math.max(0, page.total - 1),
      })),
    [edit],
  );
  return { state, reload, replace, remove };
}
