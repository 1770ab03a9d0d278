import { imageModels, videoModels } from '@brandloom/shared/models';
import type { Profile } from '~/features/profile';
import { useT } from '~/lib/i18n-context';
import { useSaveSettings } from '../settings-queries';
import { SettingsPanel } from './settings-panel';

type ModelList = typeof imageModels | typeof videoModels;

/** Preferred image and video models, as native radio groups (arrow keys and screen readers work). */
export function ModelsSection({ profile }: { profile: Profile }) {
  const { t } = useT();
  const { save, saving } = useSaveSettings();

  const group = (
    legend: string,
    name: string,
    models: ModelList,
    value: string,
    onChange: (id: string) => void,
  ) => (
    <fieldset className="flex flex-col gap-2" disabled={saving} data-testid={`settings-${name}`}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      {models.map((model) => (
        <label
          key={model.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3.5 transition-colors hover:bg-muted/50 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={model.id}
            checked={value === model.id}
            onChange={() => onChange(model.id)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2 font-medium text-sm">
              {model.label}
              {model.offline && (
                <span className="rounded-full bg-muted px-2 py-0.5 font-normal text-muted-foreground text-xs">
                  {t('settings:models.offline')}
                </span>
              )}
            </span>
            <span className="mt-0.5 block text-muted-foreground text-sm">
              {t(`settings:models.descriptions.${model.key}`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <SettingsPanel title={t('settings:models.title')} description={t('settings:models.description')}>
      <div className="grid gap-6 lg:grid-cols-2">
        {group(t('settings:models.image'), 'image-model', imageModels, profile.profile.imageModel, (id) =>
          save({ imageModel: id as Profile['profile']['imageModel'] }),
        )}
        {group(t('settings:models.video'), 'video-model', videoModels, profile.profile.videoModel, (id) =>
          save({ videoModel: id as Profile['profile']['videoModel'] }),
        )}
      </div>
    </SettingsPanel>
  );
}
