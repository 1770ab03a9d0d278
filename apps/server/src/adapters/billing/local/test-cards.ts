import type { PaymentCard } from '../../../db/schema.ts';

/**
 * The local provider's cards, like a processor's test mode: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined; any other number passing the Luhn check pays too. An expiry
 * in the past, or a CVC that is not 3 digits, is refused.
 */
const declinedTestCard = '4000000000000002';

export type CardRefusal = 'declined' | 'expired' | 'badCvc' | 'badNumber' | 'badExpiry';

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether the card at `expMonth`/`expYear` still works at `now` (a card is good through its month's end). */
export function cardUsable(card: Pick<PaymentCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) > now.getTime();
}

/** The card to keep on file, or why it is refused. */
export function checkCard(input: CardInput, now: Date): { card: PaymentCard } | { refusal: CardRefusal } {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { refusal: 'badNumber' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  if (!expiry?.[2] || expMonth < 1 || expMonth > 12) return { refusal: 'badExpiry' };
  const expYear = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (!cardUsable({ expMonth, expYear }, now)) return { refusal: 'expired' };
  if (!/^\d{3}$/.test(input.cvc.trim())) return { refusal: 'badCvc' };
  if (digits === declinedTestCard) return { refusal: 'declined' };
  return { card: { last4: digits.slice(-4), expMonth, expYear } };
}
