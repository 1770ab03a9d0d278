import { describe, expect, it } from 'vitest';
import { cardUsable, checkCard } from './test-cards.ts';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe('the local checkout card rules', () => {
  it('pays with 4242 4242 4242 4242 and keeps only the last four digits and the expiry', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ card: { last4: '4242', expMonth: 12, expYear: 2030 } });
    expect(card('4242-4242-4242-4242', '01/2031')).toEqual({
      card: { last4: '4242', expMonth: 1, expYear: 2031 },
    });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ refusal: 'declined' });
  });

  it('refuses an expired date, a bad CVC, a mistyped number and an incomplete expiry', () => {
    expect(card('4242424242424242', '10/26')).toEqual({ refusal: 'expired' });
    expect(card('4242424242424242', '12/30', '12')).toEqual({ refusal: 'badCvc' });
    expect(card('4242424242424243')).toEqual({ refusal: 'badNumber' });
    expect(card('4242')).toEqual({ refusal: 'badNumber' });
    expect(card('4242424242424242', '13/30')).toEqual({ refusal: 'badExpiry' });
    expect(card('4242424242424242', '1230')).toEqual({ refusal: 'badExpiry' });
  });

  it('takes a card as good through the last day of its expiry month', () => {
    expect(cardUsable({ expMonth: 11, expYear: 2026 }, now)).toBe(true);
    expect(cardUsable({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
