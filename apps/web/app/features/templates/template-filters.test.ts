import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  defaultTemplateFilters,
  filtersFromParams,
  hasNarrowingFilters,
  paramsWithFilters,
  templateQuery,
} from './template-filters';

describe('template filters', () => {
  it('reads the address, ignoring values the library does not know', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(defaultTemplateFilters);
    expect(
      filtersFromParams(
        new URLSearchParams('tab=favorites&q=+sale+&category=pets&aspect=portrait&featured=1&page=3'),
      ),
    ).toEqual({
      view: 'favorites',
      search: 'sale',
      category: 'pets',
      format: null,
      aspect: 'portrait',
      featured: true,
      page: 3,
    });
    expect(
      filtersFromParams(new URLSearchParams('tab=mine&category=cars&aspect=round&featured=yes&page=-2')),
    ).toEqual(defaultTemplateFilters);
  });

  it('lets an ad format decide the aspect', () => {
    expect(filtersFromParams(new URLSearchParams('format=instagram-story&aspect=square'))).toMatchObject({
      format: 'instagram-story',
      aspect: 'portrait',
    });
    const story = changeFilters(defaultTemplateFilters, { format: 'instagram-story' });
    expect(story).toMatchObject({ format: 'instagram-story', aspect: 'portrait' });
    // Another aspect than the format's drops the format; clearing the format keeps its aspect.
    expect(changeFilters(story, { aspect: 'landscape' })).toMatchObject({
      format: null,
      aspect: 'landscape',
    });
    expect(changeFilters(story, { aspect: null })).toMatchObject({ format: null, aspect: null });
    expect(changeFilters(story, { format: null })).toMatchObject({ format: null, aspect: 'portrait' });
  });

  it('goes back to page 1 on any change but the page', () => {
    const third = { ...defaultTemplateFilters, page: 3 };
    expect(changeFilters(third, { category: 'home' }).page).toBe(1);
    expect(changeFilters(third, { search: 'gift' }).page).toBe(1);
    expect(changeFilters(third, { page: 4 }).page).toBe(4);
  });

  it('writes the filters back without defaults, keeping other parameters', () => {
    const filters = changeFilters(defaultTemplateFilters, {
      search: 'summer sale',
      format: 'x-post',
      featured: true,
    });
    expect(paramsWithFilters(new URLSearchParams('page=4&other=1'), filters).toString()).toBe(
      'other=1&q=summer+sale&format=x-post&featured=1',
    );
    const back = paramsWithFilters(new URLSearchParams(), { ...filters, page: 2 });
    expect(filtersFromParams(back)).toEqual({ ...filters, page: 2 });
  });

  it('knows when the list is narrowed and what to ask the API', () => {
    expect(hasNarrowingFilters({ ...defaultTemplateFilters, view: 'recent', page: 2 })).toBe(false);
    expect(hasNarrowingFilters({ ...defaultTemplateFilters, featured: true })).toBe(true);
    expect(templateQuery({ ...defaultTemplateFilters, category: 'pets', featured: true }, 12)).toEqual({
      view: 'all',
      search: undefined,
      category: 'pets',
      format: undefined,
      aspect: undefined,
      featured: 'true',
      page: 1,
      pageSize: 12,
    });
  });
});
