import { type TemplateCategory, templateCategories } from '@brandloom/shared/templates';
import type { CategoryCatalog, ThemeIntent, ThemeText } from '../features/templates/catalog/catalog-types.ts';

/**
 * A stand-in catalogue (22 categories × 7 themes) until the written one lands: enough for the
 * library's rules, with accents in the German and French texts for the search.
 */
const intents: ThemeIntent[] = ['sale', 'event', 'testimonial', 'shop', 'app', 'general', 'general'];

function texts(category: TemplateCategory, index: number): Record<'en' | 'de' | 'fr' | 'es', ThemeText> {
  const name = `${category} ${index + 1}`;
  return {
    en: {
      title: `Party offer ${name}`,
      prompt: `Make an ad for our party offer ${name}`,
      headline: 'Party time',
      subline: '20% off this weekend',
      cta: 'Shop now',
    },
    de: {
      title: `Grüße zum Fest ${name}`,
      prompt: `Erstelle eine Anzeige für unser Geschäft ${name}`,
      headline: 'Zeit für Grüße',
      subline: '20 % Rabatt am Wochenende',
      cta: 'Jetzt shoppen',
    },
    fr: {
      title: `Offre de fête ${name}`,
      prompt: `Crée une pub pour notre fête ${name}`,
      headline: 'C’est la fête',
      subline: '20 % de remise ce week-end',
      cta: 'Acheter',
    },
    es: {
      title: `Oferta de fiesta ${name}`,
      prompt: `Haz un anuncio para nuestra fiesta ${name}`,
      headline: 'Hora de fiesta',
      subline: '20 % de descuento este fin de semana',
      cta: 'Comprar',
    },
  };
}

export const fixtureCategoryCatalogs: CategoryCatalog[] = templateCategories.map((category) => ({
  category,
  palettes: [
    ['#9b1c1c', '#14532d', '#d4a017'],
    ['#fdf6e3', '#2f4f4f', '#e07a5f'],
    ['#1f2937', '#f59e0b', '#10b981'],
    ['#0f766e', '#ccfbf1', '#f97316'],
  ],
  themes: intents.map((intent, index) => ({
    key: `${category}-fixture-${index + 1}`,
    intent,
    scene: `a bright studio scene for ${category}`,
    text: texts(category, index),
  })),
}));
