import type { CustomStyle } from '@brandloom/shared/styles';
import { presetStyles } from '@brandloom/shared/styles';
import { CircleAlert, Palette, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '~/components/ui/button';
import { NextPageButton } from '~/components/ui/next-page-button';
import { appTitle } from '~/features/app-shell/app-meta';
import { DeleteStyleDialog } from '~/features/styles/components/delete-style-dialog';
import { StyleCard } from '~/features/styles/components/style-card';
import { type EditorTarget, StyleEditor } from '~/features/styles/components/style-editor';
import { UpgradePrompt } from '~/features/styles/components/upgrade-prompt';
import { useStyles } from '~/features/styles/styles-queries';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('styles:title');

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * The styles manager (spec §1, §6): the presets with their sample ads for everyone; the user's own
 * styles to add, edit and delete on paid plans, and an upgrade prompt on Free.
 */
export default function Styles() {
  const { t } = useT();
  const styles = useStyles();
  const list = styles.data;
  const [editing, setEditing] = useState<EditorTarget>(null);
  const [deleting, setDeleting] = useState<CustomStyle | null>(null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-8">
        <h1 className="font-semibold text-2xl tracking-tight">{t('styles:title')}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{t('styles:subtitle')}</p>
      </header>

      {styles.isPending && (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('styles:loading')}</span>
          <div className={gridClass}>
            {presetStyles.slice(0, 8).map((preset) => (
              <div
                key={preset.id}
                aria-hidden
                className="aspect-[4/6] animate-pulse rounded-2xl border border-border bg-muted/50"
              />
            ))}
          </div>
        </div>
      )}

      {styles.isError && !list && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden className="size-4 text-destructive" />
            {t('styles:loadFailed')}
          </p>
          <Button variant="outline" onClick={() => void styles.refetch()}>
            {t('styles:retry')}
          </Button>
        </div>
      )}

      {list && (
        <div className="flex flex-col gap-12">
          <Section
            id="custom-styles"
            title={t('styles:customTitle')}
            description={t('styles:customDescription')}
            action={
              list.canManageCustom &&
              list.custom.length > 0 && (
                <Button onClick={() => setEditing('new')}>
                  <Plus aria-hidden className="size-4" />
                  {t('styles:newStyle')}
                </Button>
              )
            }
          >
            {!list.canManageCustom && <UpgradePrompt />}
            {list.canManageCustom && list.custom.length === 0 && (
              <div
                data-testid="styles-empty"
                className="flex flex-col items-center rounded-2xl border border-border border-dashed px-6 py-10 text-center"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Palette aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{t('styles:empty.title')}</h3>
                <p className="mt-1 max-w-sm text-muted-foreground text-sm">{t('styles:empty.description')}</p>
                <Button className="mt-5" onClick={() => setEditing('new')}>
                  <Plus aria-hidden className="size-4" />
                  {t('styles:newStyle')}
                </Button>
              </div>
            )}
            {list.custom.length > 0 && (
              <ul className={gridClass}>
                {list.custom.map((style) => (
                  <li key={style.id}>
                    <StyleCard
                      id={style.id}
                      name={style.name}
                      description={style.description}
                      headline={style.name}
                      look={style}
                      actions={
                        list.canManageCustom && (
                          <>
                            <Button
                              variant="outline"
                              size="sm"
                              className="flex-1"
                              onClick={() => setEditing(style)}
                              aria-label={t('styles:card.edit', { name: style.name })}
                            >
                              <Pencil aria-hidden className="size-3.5" />
                              {t('styles:card.editAction')}
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon-sm"
                              onClick={() => setDeleting(style)}
                              aria-label={t('styles:card.delete', { name: style.name })}
                              className="text-muted-foreground hover:text-destructive"
                            >
                              <Trash2 aria-hidden className="size-4" />
                            </Button>
                          </>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <NextPageButton query={styles} label={t('styles:more')} />
          </Section>

          <Section
            id="preset-styles"
            title={t('styles:presetsTitle')}
            description={t('styles:presetsDescription')}
          >
            <ul className={gridClass}>
              {presetStyles.map((preset) => (
                <li key={preset.id}>
                  <StyleCard
                    id={preset.id}
                    name={t(`styles:presets.${preset.id}.name`)}
                    description={t(`styles:presets.${preset.id}.description`)}
                    headline={t(`styles:presets.${preset.id}.headline`)}
                    look={preset}
                  />
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}

      <StyleEditor target={editing} onClose={() => setEditing(null)} />
      <DeleteStyleDialog style={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function Section({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg">
            {title}
          </h2>
          <p className="mt-0.5 text-muted-foreground text-sm">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
