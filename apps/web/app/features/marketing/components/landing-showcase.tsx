import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { introVideo, type LandingMedia } from '@brandloom/shared/site/landing-media';
import { localizedPath } from '@brandloom/shared/site/site-pages';
import { fill } from '@brandloom/shared/site/site-strings';
import { Check, Globe } from '~/components/icons';
import { nativeLanguageNames } from '~/lib/language';
import { faqEntries, type LandingStrings } from '../landing-faq';
import { Palette, Sparkles } from './illustration-icons';

/**
 * The landing's story told with the product's own output (decision 0050): the chat exchange and
 * the creatives the brand compositor made from it at build time, a sample brand's kit, the
 * animator's clip, the intro video and the FAQ. Nothing here needs JavaScript — native video
 * controls and <details> — so the home page keeps it as prerendered markup (PrerenderedMarkup)
 * and this module loads only when the page is rendered client-side.
 */

type LanguageMedia = LandingMedia['languages'][Language];

export interface ShowcaseProps {
  strings: LandingStrings;
  language: Language;
  /** Null when the build made no media (a dev server before `npm run build`): words only. */
  media: { brand: LandingMedia['brand']; brandKit: LandingMedia['brandKit']; own: LanguageMedia } | null;
}

function SectionIntro({
  eyebrow,
  title,
  body,
  centred = false,
}: {
  eyebrow: string;
  title: string;
  body?: string;
  centred?: boolean;
}) {
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      <p className="font-semibold text-primary text-sm tracking-tight">{eyebrow}</p>
      <h2 className="mt-3 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h2>
      {body && <p className="mt-4 text-pretty text-lg text-muted-foreground leading-relaxed">{body}</p>}
    </div>
  );
}

/** Column widths in proportion to each ratio, so the three creatives stand at one height. */
const ratioColumns: Record<string, string> = { '1:1': '3fr', '2:3': '2fr', '3:2': '4.5fr' };
const formatKeys = { '1:1': 'square', '2:3': 'portrait', '3:2': 'landscape' } as const;

function ChatToCreative({ strings, media }: ShowcaseProps) {
  const { chat } = strings;
  const brand = media?.brand.name ?? '';
  const creatives = media?.own.creatives ?? [];
  return (
    <section
      id="chat-to-creative"
      aria-labelledby="chat-title"
      className="scroll-mt-20 border-border/60 border-t"
    >
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
        <div id="chat-title">
          <SectionIntro centred eyebrow={chat.eyebrow} title={chat.title} body={chat.body} />
        </div>
        <figure className="mx-auto mt-14 max-w-5xl rounded-2xl border border-border bg-muted/30 p-4 shadow-sm sm:p-8">
          <ol className="space-y-6" aria-label={chat.eyebrow}>
            {media && (
              <li className="flex justify-end">
                <div className="max-w-xl">
                  <p className="mb-1 text-right font-medium text-muted-foreground text-xs">{chat.you}</p>
                  <p className="rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-primary-foreground leading-relaxed">
                    {media.own.prompt}
                  </p>
                </div>
              </li>
            )}
            <li>
              <p className="mb-1 font-medium text-muted-foreground text-xs">{chat.assistant}</p>
              <p className="inline-block rounded-2xl rounded-tl-sm border border-border bg-background px-4 py-3 leading-relaxed">
                {fill(chat.reply, { brand })}
              </p>
              {creatives.length > 0 && (
                <ul
                  className="mt-4 grid grid-cols-2 items-end gap-3 sm:gap-4 md:[grid-template-columns:var(--columns)]"
                  style={
                    {
                      '--columns': creatives.map((creative) => ratioColumns[creative.ratio]).join(' '),
                    } as React.CSSProperties
                  }
                >
                  {creatives.map((creative) => (
                    <li
                      key={creative.src}
                      className={creative.ratio === '3:2' ? 'col-span-2 md:col-span-1' : undefined}
                    >
                      <img
                        src={creative.src}
                        width={creative.width}
                        height={creative.height}
                        alt={fill(chat.alt, { brand, headline: creative.headline })}
                        loading="lazy"
                        decoding="async"
                        className="h-auto w-full rounded-lg border border-border/60 shadow-sm"
                      />
                      <p className="mt-2 font-medium text-muted-foreground text-xs">
                        {chat.formats[formatKeys[creative.ratio]]}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </ol>
          <figcaption className="mt-6 text-muted-foreground text-sm">{chat.note}</figcaption>
        </figure>
      </div>
    </section>
  );
}

const brandPoints = [
  { key: 'kit', icon: Palette },
  { key: 'scan', icon: Globe },
  { key: 'exact', icon: Sparkles },
] as const;

function MadeForBrands({ strings, media }: ShowcaseProps) {
  const { brands } = strings;
  const brand = media?.brand.name ?? '';
  return (
    <section id="brands" aria-labelledby="brands-title" className="scroll-mt-20 bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-24 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:items-center">
        <div>
          <div id="brands-title">
            <SectionIntro eyebrow={brands.eyebrow} title={brands.title} body={brands.body} />
          </div>
          <ul className="mt-10 space-y-6">
            {brandPoints.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-border bg-background text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold tracking-tight">{brands.points[key].title}</h3>
                  <p className="mt-1 text-muted-foreground leading-relaxed">{brands.points[key].body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {media && (
          <figure>
            <div className="grid gap-4 sm:grid-cols-[1.2fr_1fr] sm:items-start">
              <div className="rounded-2xl border border-border bg-background p-4 shadow-sm">
                <p className="font-semibold text-sm">
                  {brands.kitTitle} · {brand}
                </p>
                <img
                  src={media.brandKit.src}
                  width={media.brandKit.width}
                  height={media.brandKit.height}
                  alt={fill(brands.kitAlt, { brand })}
                  loading="lazy"
                  decoding="async"
                  className="mt-3 h-auto w-full rounded-lg border border-border/60"
                />
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="text-muted-foreground">{brands.colours}</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {media.brand.colors.map((colour) => (
                        <span
                          key={colour}
                          className="inline-flex items-center gap-1.5 rounded-md border border-border px-1.5 py-0.5 font-mono text-xs"
                        >
                          <span
                            aria-hidden
                            className="size-3 rounded-sm border border-border/60"
                            style={{ background: colour }}
                          />
                          {colour}
                        </span>
                      ))}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{brands.fonts}</dt>
                    <dd className="mt-1">
                      {brands.headingFont} {media.brand.fonts.heading} · {brands.bodyFont}{' '}
                      {media.brand.fonts.body}
                    </dd>
                  </div>
                </dl>
              </div>
              <img
                src={media.own.brandCreative.src}
                width={media.own.brandCreative.width}
                height={media.own.brandCreative.height}
                alt={fill(brands.creativeAlt, { brand, headline: media.own.brandCreative.headline })}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-2xl border border-border/60 shadow-sm"
              />
            </div>
            <figcaption className="mt-4 text-muted-foreground text-sm">
              {fill(brands.sample, { brand })}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}

function VideoCreatives({ strings, media }: ShowcaseProps) {
  const { video } = strings;
  const clip = media?.own.video;
  return (
    <section id="video" aria-labelledby="video-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-24 sm:px-6 md:grid-cols-[auto_1fr] md:items-center md:gap-20">
        {clip && media && (
          <figure className="mx-auto w-56 sm:w-64 md:order-none">
            <video
              controls
              muted
              loop
              playsInline
              preload="none"
              poster={clip.poster}
              width={clip.width}
              height={clip.height}
              aria-label={fill(video.clipLabel, { brand: media.brand.name })}
              className="h-auto w-full rounded-[1.75rem] border-4 border-foreground/90 bg-black shadow-xl"
            >
              <source src={clip.src} type="video/mp4" />
            </video>
            <figcaption className="mt-3 text-center text-muted-foreground text-xs">
              {fill(video.clipLabel, { brand: media.brand.name })}
            </figcaption>
          </figure>
        )}
        <div>
          <div id="video-title">
            <SectionIntro eyebrow={video.eyebrow} title={video.title} body={video.body} />
          </div>
          <ul className="mt-8 space-y-3">
            {(['formats', 'credits', 'download'] as const).map((key) => (
              <li key={key} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
                <span className="text-muted-foreground leading-relaxed">{video.points[key]}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The first half: chat to creative, made for brands, video creatives (before the features). */
export function ShowcaseStory(props: ShowcaseProps) {
  return (
    <>
      <ChatToCreative {...props} />
      <MadeForBrands {...props} />
      <VideoCreatives {...props} />
    </>
  );
}

function IntroVideo({ strings, language }: ShowcaseProps) {
  const { intro } = strings;
  return (
    <section id="intro-video" aria-labelledby="intro-title" className="scroll-mt-20 bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
        <div id="intro-title">
          <SectionIntro centred eyebrow={intro.eyebrow} title={intro.title} body={intro.body} />
        </div>
        <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-2xl border border-border bg-black shadow-xl">
          {/* preload="none": the page downloads the poster only; the film starts on play. */}
          <video
            data-testid="intro-video"
            controls
            playsInline
            preload="none"
            poster={introVideo.poster}
            width={introVideo.width}
            height={introVideo.height}
            aria-label={intro.videoLabel}
            className="block h-auto w-full"
          >
            <source src={introVideo.webm} type="video/webm" />
            <source src={introVideo.mp4} type="video/mp4" />
            {/* The page's language first and on by default; the others to choose from. */}
            <track
              kind="captions"
              srcLang={language}
              label={nativeLanguageNames[language]}
              src={introVideo.captions(language)}
              default
            />
            {languages
              .filter((code) => code !== language)
              .map((code) => (
                <track
                  key={code}
                  kind="captions"
                  srcLang={code}
                  label={nativeLanguageNames[code]}
                  src={introVideo.captions(code)}
                />
              ))}
          </video>
        </div>
      </div>
    </section>
  );
}

function Faq({ strings, language }: ShowcaseProps) {
  const { faq } = strings;
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-24 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 id="faq-title" className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
            {faq.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{faq.subtitle}</p>
          <a
            href={localizedPath(language, '/help')}
            className="mt-4 inline-flex font-medium text-primary underline-offset-4 hover:underline"
          >
            {faq.helpLink}
          </a>
        </div>
        <div className="divide-y divide-border rounded-2xl border border-border">
          {faqEntries(strings).map(({ question, answer }) => (
            // Native disclosure: opens with Enter or Space, announced as expandable, no script needed.
            <details key={question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium">
                {question}
                <span
                  aria-hidden
                  className="text-muted-foreground text-xl leading-none transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-muted-foreground leading-relaxed">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The second half: the intro video and the FAQ (after the features, before the plans). */
export function ShowcaseProof(props: ShowcaseProps) {
  return (
    <>
      <IntroVideo {...props} />
      <Faq {...props} />
    </>
  );
}
