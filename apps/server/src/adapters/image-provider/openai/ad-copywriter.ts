import type OpenAI from 'openai';
import { z } from 'zod';
import { loadBrandLayer, type ParsedBrief, phrasebooks } from '../../../brand-layer/index.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { AdCopy, ImageRequest } from '../image-provider.ts';
import { languageNames } from './image-prompt.ts';
import { openAiDefaults } from './openai-defaults.ts';

/** Generous caps: the brand layer shrinks text to fit; these only catch a model that rambles. */
const adCopySchema = z.object({
  headline: z.string().trim().min(1).max(90),
  subline: z.string().trim().min(1).max(180).nullable(),
  callToAction: z.string().trim().min(1).max(40).nullable(),
});

/** The same shape as a strict JSON schema for structured output (every key required, null allowed). */
const adCopyJsonSchema = {
  type: 'object',
  properties: {
    headline: { type: 'string', description: 'At most 8 words.' },
    subline: { type: ['string', 'null'], description: 'At most 16 words, or null.' },
    callToAction: { type: ['string', 'null'], description: '2 to 4 words for a button, or null.' },
  },
  required: ['headline', 'subline', 'callToAction'],
  additionalProperties: false,
};

function instructions(request: Pick<ImageRequest, 'language'>): string {
  return [
    'You write the copy of one advertisement image: a headline (at most 8 words), a sub-line (at most 16 words, or null) and a call to action for a button (2 to 4 words, or null).',
    `Write in ${languageNames[request.language]}, every field, even where the idea is in another language; in the brand's tone of voice, for its audience.`,
    'Write an advertisement, not the idea re-worded: lead with the benefit or the offer. Write offers exactly as given under "Offer in this ad".',
    'Design words (style, format, channel, motion) steer the picture only: never put them in the copy.',
    'Text the user wrote in quotes is used exactly as written, character for character: as the headline, unless it is clearly a sub-line or a call to action.',
    'No emoji, no hashtags, no quotation marks around the text, no invented prices, discounts or claims beyond the brief.',
  ].join('\n');
}

/** The idea as the offline parser reads it (decision 0033), so both copywriters work from one brief. */
function briefLines(parsed: ParsedBrief, language: ImageRequest['language']): (string | null)[] {
  const book = phrasebooks[language];
  const design = Object.values(parsed.design).flat();
  return [
    parsed.subject && `Subject: ${parsed.subject}`,
    parsed.offers.length > 0 && `Offer in this ad: ${parsed.offers.map(book.offer).join(' + ')}`,
    parsed.when && `When: ${parsed.when}`,
    parsed.code && `Promo code: ${parsed.code}`,
    parsed.audience && `For: ${parsed.audience}`,
    `Button, for example: ${book.callToAction[parsed.callToAction]}`,
    parsed.quotes.length > 0 && `Keep verbatim: ${parsed.quotes.map((quote) => `"${quote}"`).join(', ')}`,
    design.length > 0 && `Design words, not copy: ${design.join(', ')}`,
  ].map((line) => line || null);
}

function brief(
  request: Pick<ImageRequest, 'prompt' | 'brand' | 'style' | 'language'>,
  parsed: ParsedBrief,
): string {
  const { brand, style } = request;
  const lines = [
    `Idea: ${request.prompt}`,
    ...briefLines(parsed, request.language),
    brand && `Brand: ${brand.name}`,
    brand?.brief.description && `About the brand: ${brand.brief.description}`,
    brand?.brief.toneOfVoice && `Tone of voice: ${brand.brief.toneOfVoice}`,
    brand?.brief.audience && `Audience: ${brand.brief.audience}`,
    brand?.brief.offer && `Offer: ${brand.brief.offer}`,
    style && `Visual style: ${style.name}`,
  ];
  return lines.filter(Boolean).join('\n');
}

function withDeadline(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, deadline]) : deadline;
}

export interface AdCopyOptions {
  /** A chat model that supports structured output (json_schema). */
  model?: string;
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Headline, sub-line and call to action written by a chat model from the parsed brief, in the
 * brand's tone and the creative's one language (`request.language`). Any failure (network, refusal, bad JSON, quoted text not kept verbatim) gives
 * null, so the brand layer derives the copy from the prompt instead: copy never fails a creative.
 */
export async function writeAdCopy(
  client: OpenAI,
  request: Pick<ImageRequest, 'prompt' | 'language' | 'brand' | 'style' | 'signal'>,
  { model = openAiDefaults.copyModel, timeoutMs = openAiDefaults.copyTimeoutMs, logger }: AdCopyOptions = {},
): Promise<AdCopy | null> {
  const { parseBrief } = await loadBrandLayer();
  const parsed = parseBrief(request.prompt);
  try {
    const completion = await client.chat.completions.create(
      {
        model,
        messages: [
          { role: 'system', content: instructions(request) },
          { role: 'user', content: brief(request, parsed) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'ad_copy', strict: true, schema: adCopyJsonSchema },
        },
      },
      // A deadline of our own also covers reading the body, which the SDK's timeout does not.
      { signal: withDeadline(request.signal, timeoutMs) },
    );
    const choice = completion.choices[0];
    if (!choice?.message.content || choice.message.refusal || choice.finish_reason !== 'stop')
      throw new Error(`no usable answer (finish reason ${choice?.finish_reason ?? 'none'})`);
    const copy = adCopySchema.parse(JSON.parse(choice.message.content));
    const written = [copy.headline, copy.subline, copy.callToAction].join('\n');
    const dropped = parsed.quotes.filter((quote) => !written.includes(quote));
    if (dropped.length > 0) throw new Error(`quoted text not kept verbatim: ${dropped.join(', ')}`);
    return copy;
  } catch (error) {
    logger?.warn({ err: error, model }, 'Ad copy model failed; the brand layer derives the copy');
    return null;
  }
}
