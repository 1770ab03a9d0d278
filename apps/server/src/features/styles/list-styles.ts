import type { Language } from '@brandloom/shared/i18n/languages';
import { type PresetStyleView, presetStyles, type StyleList } from '@brandloom/shared/styles';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { translator } from '../../lib/translate.ts';
import { canManageCustomStyles } from './ensure-custom-styles-allowed.ts';
import { listUserStyles } from './styles.repository.ts';

const presetViewsByLanguage = new Map<Language, PresetStyleView[]>();

/**
 * Every preset with its name and description in `language`; translated once per language, as
 * translating them was most of a styles page's own CPU (0070). Shared between requests: read only.
 */
export function presetViews(language: Language): PresetStyleView[] {
  let views = presetViewsByLanguage.get(language);
  if (!views) {
    views = translatedPresets(language);
    presetViewsByLanguage.set(language, views);
  }
  return views;
}

function translatedPresets(language: Language): PresetStyleView[] {
  const { t } = translator(language);
  return presetStyles.map(({ layout: _layout, ...preset }) => ({
    ...preset,
    colors: [...preset.colors],
    fonts: [...preset.fonts],
    designElements: [...preset.designElements],
    kind: 'preset',
    name: t(`presets.${preset.id}.name`, { ns: 'styles' }),
    description: t(`presets.${preset.id}.description`, { ns: 'styles' }),
  }));
}

/**
 * GET /api/styles: the presets, a page of the user's own styles (`limit` after `cursor`), and
 * whether their plan lets them manage those.
 */
export async function listStyles(
  db: Database,
  userId: string,
  language: Language,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<StyleList> {
  const [rows, canManageCustom] = await Promise.all([
    listUserStyles(db, userId, limit + 1, decodeCursor(cursor)),
    canManageCustomStyles(db, userId),
  ]);
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.position);
  return {
    presets: presetViews(language),
    custom: page.map((row) => row.style),
    nextCursor,
    canManageCustom,
  };
}
