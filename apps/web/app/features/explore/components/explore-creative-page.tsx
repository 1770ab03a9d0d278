import { ArrowLeft, Heart, Repeat2, Wand2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { isApiStatus } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { saveRedirectPath } from '~/lib/redirect-path';
import { toast } from '~/lib/toast';
import { useExploreCreative, useExploreViewer, useLikeCreative, useSignedIn } from '../explore-queries';
import { aspectOf } from './explore-card';
import { ReportDialog } from './report-dialog';

/** Where "Use this prompt" leads: the composer, which counts the remix and fills itself in. */
const remixHref = (id: string) => `/app/create?remix=${id}`;

/**
 * /explore/<id>: one public creative, large, with its prompt and format; "Use this prompt" for
 * everyone (signed-out visitors sign in first and come back), like and report when signed in.
 */
export default function ExploreCreativePage({ id }: { id: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const creative = useExploreCreative(id);
  const signedIn = useSignedIn().data === true;
  const viewer = useExploreViewer(id, signedIn);
  const like = useLikeCreative(id);

  if (creative.isPending) {
    return (
      <div className="mx-auto my-10 h-96 w-full max-w-5xl animate-pulse rounded-2xl bg-muted" aria-busy />
    );
  }
  if (creative.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        {isApiStatus(creative.error, 404) ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p data-testid="explore-not-found">{t('explore:notFound')}</p>
            <Link to="/explore" className={buttonVariants({ variant: 'outline' })}>
              {t('explore:back')}
            </Link>
          </div>
        ) : (
          <LoadFailed
            title={t('explore:loadFailed')}
            message={creative.error.message}
            retryLabel={t('explore:retry')}
            onRetry={() => void creative.refetch()}
          />
        )}
      </div>
    );
  }
  const item = creative.data;
  const liked = viewer.data?.liked === true;
  /** Signed-out visitors sign up first and come back to `path`. */
  const signUpFor = (path: string) => {
    saveRedirectPath(path);
    navigate('/auth/signup');
  };
  const toggleLike = () => {
    if (!signedIn) return signUpFor(`/explore/${id}`);
    like.mutate(!liked, {
      onError: (error) => toast({ title: error.message || t('explore:likeFailed'), variant: 'destructive' }),
    });
  };
  const facts = [
    { label: t('explore:format'), value: item.ratio },
    item.quality
      ? { label: t('explore:quality'), value: t(`create:composer.qualities.${item.quality}`) }
      : null,
    item.placement
      ? { label: t('explore:placement'), value: t(`formats:placements.${item.placement}`) }
      : null,
    item.templateCategory
      ? { label: t('explore:template'), value: t(`templates:category.${item.templateCategory}`) }
      : null,
  ].filter((fact) => fact !== null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/explore"
        className="mb-4 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('explore:back')}
      </Link>
      <article className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
        <div className="flex items-start justify-center rounded-2xl bg-muted p-2 sm:p-4">
          {item.videoUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: ad videos carry their copy on screen and have no speech
            <video
              src={item.videoUrl}
              poster={item.imageUrl ?? undefined}
              controls
              playsInline
              className="max-h-[75vh] w-auto max-w-full rounded-xl"
              style={{ aspectRatio: aspectOf(item.ratio) }}
            />
          ) : (
            item.imageUrl && (
              <img
                src={item.imageUrl}
                alt={item.prompt}
                className="max-h-[75vh] w-auto max-w-full rounded-xl object-contain"
                style={{ aspectRatio: aspectOf(item.ratio) }}
                data-testid="explore-image"
              />
            )
          )}
        </div>
        <div className="flex flex-col gap-5">
          <p className="text-muted-foreground text-sm">
            {item.username ? t('explore:by', { username: item.username }) : t('explore:anonymous')}
          </p>
          <section aria-labelledby="explore-prompt">
            <h1 id="explore-prompt" className="font-medium text-muted-foreground text-sm">
              {t('explore:prompt')}
            </h1>
            <p className="mt-1 whitespace-pre-wrap text-lg" data-testid="explore-prompt">
              {item.prompt}
            </p>
          </section>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2">
            <Link
              to={remixHref(id)}
              onClick={(event) => {
                if (signedIn) return;
                event.preventDefault();
                signUpFor(remixHref(id));
              }}
              className={buttonVariants({ size: 'lg' })}
              data-testid="explore-remix"
            >
              <Wand2 className="size-4" aria-hidden />
              {t('explore:remix')}
            </Link>
            <p className="text-muted-foreground text-xs">{t('explore:remixHint')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant={liked ? 'default' : 'outline'}
              aria-pressed={liked}
              onClick={toggleLike}
              disabled={like.isPending}
              data-testid="explore-like"
              title={signedIn ? undefined : t('explore:signInToLike')}
            >
              <Heart className={liked ? 'size-4 fill-current' : 'size-4'} aria-hidden />
              {liked ? t('explore:unlike') : t('explore:like')}
              <span data-testid="explore-like-count">{item.likeCount}</span>
            </Button>
            <span className="flex items-center gap-1 text-muted-foreground text-sm">
              <Repeat2 className="size-4" aria-hidden />
              {t('explore:remixes', { count: item.remixCount })}
            </span>
            {signedIn && <ReportDialog creativeId={id} />}
          </div>
        </div>
      </article>
    </div>
  );
}
