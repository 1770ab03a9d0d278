/**
 * The contact form (help page, decision 0047): what a visitor sends and the limits the server
 * keeps. Bots are refused without a third-party captcha: a field people never see must stay empty,
 * and a signed form token must be older than a person can fill the form in (and not stale).
 * Plain constants, no zod: the help page imports them (its JavaScript budget); the schema is
 * contact-schema.ts.
 */
export const contactTopics = ['general', 'billing', 'technical', 'privacy', 'partnership'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactNameMaxLength = 100;
export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 5000;

/** The hidden field a person leaves empty; named so that browsers' autofill has no reason to fill it. */
export const contactTrapField = 'contact_reference';

export const contactLimits = {
  /** A form sent sooner than this after it was opened was not typed by a person. */
  minFillMs: 3000,
  /** A form token older than this is refused: reload the page. */
  tokenMaxAgeMs: 24 * 60 * 60 * 1000,
  /** Messages per client address and window. */
  perAddress: 5,
  windowMs: 60 * 60 * 1000,
} as const;
