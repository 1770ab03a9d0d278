import { describe, expect, it } from 'vitest';
import { parseBrief } from './parse-brief.ts';

describe('the brief parser', () => {
  it('finds text in straight, curly, German and French quotes, and none in apostrophes', () => {
    expect(
      parseBrief('Banner "Summer Sale" with “50% off” and „Jetzt kaufen“ or « Achetez »').quotes,
    ).toEqual(['Summer Sale', '50% off', 'Jetzt kaufen', 'Achetez']);
    expect(parseBrief("it's a sale, no quotes here").quotes).toEqual([]);
  });

  it('reads the whole brief: subject, offer, deadline, code, audience, button and design words', () => {
    expect(
      parseBrief(
        'Bold animated Instagram story: up to €20 off yoga mats for beginners with code ZEN20 until Sunday',
      ),
    ).toMatchObject({
      subject: 'yoga mats',
      offers: [{ kind: 'amount', value: 20, currency: 'EUR', upTo: true }],
      when: 'until Sunday',
      code: 'ZEN20',
      audience: 'beginners',
      callToAction: 'shop',
      design: { style: ['bold'], format: ['story'], channel: ['instagram'], motion: ['animated'] },
    });
  });

  it('tells prices, free shipping and two-for-one from discounts', () => {
    expect(parseBrief('Sneakers ab 49,99 €').offers).toEqual([
      { kind: 'price', value: 49.99, currency: 'EUR', from: true },
    ]);
    expect(parseBrief('Livraison offerte et 2 pour 1 sur les glaces').offers).toEqual([
      { kind: 'free-shipping' },
      { kind: 'two-for-one' },
    ]);
  });

  it('reads video direction as motion words, never as a subject', () => {
    const brief = parseBrief('Slow zoom in, headline slides up');
    expect(brief.design.motion).toEqual(['slow zoom', 'slides up']);
    expect(brief.subject).toBeNull();
  });
});
