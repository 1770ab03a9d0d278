import { defaultVideoModel } from '@brandloom/shared/models';
import { planRules } from '@brandloom/shared/plans';
import type { Template } from '@brandloom/shared/templates';
import type { UpgradeReason } from '@brandloom/shared/upgrades';
import { Frame, PanelLeft, Sparkles } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { OutOfCreditsDialog } from '~/components/upgrade/out-of-credits-dialog';
import { UpgradeDialog } from '~/components/upgrade/upgrade-dialog';
import { appTitle } from '~/features/app-shell/app-meta';
import { useUpgradeHref } from '~/features/billing';
import { useBrandChoices } from '~/features/brands/brands-queries';
import { Composer, type ComposerPreset } from '~/features/create/components/composer';
import { ConversationList } from '~/features/create/components/conversation-list';
import { CreativeCard } from '~/features/create/components/creative-card';
import type { VideoBase } from '~/features/create/components/video-options';
import {
  type ConversationMessage,
  type Creative,
  fetchCreative,
  type GenerationCall,
  type GenerationRequest,
  useConversation,
  useConversations,
  useQueueCreatives,
} from '~/features/create/create-queries';
import { useCredits } from '~/features/credits/credits-queries';
import { remixCreative } from '~/features/explore/explore-queries';
import { useProfile } from '~/features/profile/profile-queries';
import { useStyleChoices } from '~/features/styles/styles-queries';
import { TemplateUpgradeDialog } from '~/features/templates/components/template-upgrade-dialog';
import { fetchTemplate } from '~/features/templates/templates-queries';
import { ApiError } from '~/lib/api';
import { loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

export const meta = () => appTitle('create:title');

/** The creatives group's strings (cards' actions, editor, brand check), which no other /app page loads. */
export async function clientLoader() {
  await loadAppI18n('creatives');
  return null;
}

const exampleKeys = ['sale', 'launch', 'quote'] as const;

interface CardActions {
  onRegenerate: (creative: Creative) => void;
  onAutoFix: (creative: Creative) => void;
  onMakeVariants: (creative: Creative, count: number) => void;
  /** Opens the composer in video mode with this finished image as the base. */
  onAnimate: (creative: Creative) => void;
}

/** The creative a resize group was laid out from (0057); null for a prompt's message. */
function resizedFrom(message: ConversationMessage): string | null {
  const [first] = message.creatives;
  return first?.resizeOf && message.creatives.every((creative) => creative.resizeOf) ? first.resizeOf : null;
}

/** The chat's messages in order, each resize group right after the message of its original. */
function withResizesUnderOriginals(messages: ConversationMessage[]): ConversationMessage[] {
  const groups = messages.filter((message) => resizedFrom(message) !== null);
  const placed = new Set<ConversationMessage>();
  const ordered = messages.flatMap((message) => {
    if (resizedFrom(message) !== null) return [];
    const ids = new Set(message.creatives.map((creative) => creative.id));
    const under = groups.filter((group) => ids.has(resizedFrom(group) ?? ''));
    for (const group of under) placed.add(group);
    return [message, ...under];
  });
  // A group whose original left the chat keeps its own place at the end.
  return [...ordered, ...groups.filter((group) => !placed.has(group))];
}

function Message({ message, actions }: { message: ConversationMessage; actions: CardActions }) {
  const { t } = useT();
  // A resize for placements is no prompt of the user's: its creatives show as one group (0057).
  const resized = resizedFrom(message) !== null;
  return (
    <li className="space-y-3" data-testid={resized ? 'chat-resize-group' : 'chat-message'}>
      {resized ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Frame aria-hidden className="size-4" />
          {t('formats:resize.group', { count: message.creatives.length })}
        </p>
      ) : (
        <p className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground text-sm">
          {message.prompt}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {message.creatives.map((creative) => (
          <li key={creative.id}>
            <CreativeCard
              creative={creative}
              onRegenerate={() => actions.onRegenerate(creative)}
              onAutoFix={() => actions.onAutoFix(creative)}
              onMakeVariants={(count) => actions.onMakeVariants(creative, count)}
              onAnimate={() => actions.onAnimate(creative)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * /app/create: the chat. Each prompt becomes a message with its creatives, which move live from
 * queued to completed; chats are saved and listed on the side.
 */
export default function Create() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('c');
  const videoBaseId = params.get('videoBase');
  const templateParam = params.get('template');
  // Explore's "Use this prompt" arrives as ?remix=id (0058).
  const remixParam = params.get('remix');
  // The format finder's "create at this size" arrives as ?placement=id.
  const placementParam = params.get('placement');
  const profile = useProfile().data;
  const credits = useCredits();
  const brands = useBrandChoices();
  const styles = useStyleChoices();
  const choices = useMemo(
    () => ({
      brands: brands.data?.brands ?? [],
      presetStyles: styles.data?.presets ?? [],
      customStyles: styles.data?.custom ?? [],
    }),
    [brands.data, styles.data],
  );
  const conversations = useConversations();
  const conversation = useConversation(conversationId);
  const queueCreatives = useQueueCreatives();
  const [prompt, setPrompt] = useState('');
  const [outOfCredits, setOutOfCredits] = useState<string | null>(null);
  // A quality or style the plan does not allow: the server's message and what would unlock it.
  const [upgrade, setUpgrade] = useState<{ reason: UpgradeReason; message: string } | null>(null);
  const [chatsOpen, setChatsOpen] = useState(false);
  const [mode, setMode] = useState<'image' | 'video'>('image');
  const [videoBase, setVideoBase] = useState<VideoBase | null>(null);
  const [template, setTemplate] = useState<Template | null>(null);
  const [lockedTemplate, setLockedTemplate] = useState<Template | null>(null);
  const [remixPreset, setRemixPreset] = useState<ComposerPreset | null>(null);
  const threadEnd = useRef<HTMLDivElement>(null);
  const creditsUpgrade = useUpgradeHref({ kind: mode === 'video' ? 'video' : 'credits' });
  const planUpgrade = useUpgradeHref(upgrade?.reason ?? { kind: 'customStyles' });
  const messageCount = conversation.data?.messages.length ?? 0;

  useEffect(() => {
    if (messageCount > 0) threadEnd.current?.scrollIntoView({ block: 'end' });
  }, [messageCount]);
  /** Opens the composer in video mode with this finished image as the base. */
  const animate = useCallback((creative: Pick<Creative, 'id' | 'prompt' | 'thumbnailUrl'>) => {
    setVideoBase({
      kind: 'creative',
      id: creative.id,
      name: creative.prompt,
      thumbnailUrl: creative.thumbnailUrl,
    });
    setMode('video');
    document.querySelector<HTMLTextAreaElement>('[data-testid="composer-prompt"]')?.focus();
  }, []);
  // The library's "Animate" arrives as ?videoBase=id: load that creative as the base.
  useEffect(() => {
    if (!videoBaseId) return;
    const controller = new AbortController();
    fetchCreative(videoBaseId, controller.signal)
      .then(animate)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toast({ title: t('video:baseLoadFailed'), variant: 'destructive' });
        return error;
      })
      .finally(() =>
        setParams(
          (current) => {
            current.delete('videoBase');
            return current;
          },
          { replace: true },
        ),
      );
    return () => controller.abort();
  }, [videoBaseId, setParams, t, animate]);
  /** The next image prompt starts from `picked`; an empty prompt box gets its prompt to edit. */
  const pickTemplate = useCallback((picked: Template) => {
    if (picked.locked) return setLockedTemplate(picked);
    setTemplate(picked);
    setPrompt((current) => (current.trim() ? current : picked.prompt));
  }, []);
  // The templates library's "Use template" arrives as ?template=id: load it and pick it.
  useEffect(() => {
    if (!templateParam) return;
    const controller = new AbortController();
    fetchTemplate(templateParam, controller.signal)
      .then(pickTemplate)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast({ title: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setParams(
          (current) => {
            current.delete('template');
            return current;
          },
          { replace: true },
        );
      });
    return () => controller.abort();
  }, [templateParam, setParams, pickTemplate]);

  // A remix starts from the public creative's prompt, ratio, quality and template; the brand stays
  // the user's own. The server counts the remix once per user.
  useEffect(() => {
    if (!remixParam) return;
    const controller = new AbortController();
    remixCreative(remixParam, controller.signal)
      .then(async (remix) => {
        const picked = remix.templateId
          ? await fetchTemplate(remix.templateId, controller.signal).catch(() => null)
          : null;
        if (controller.signal.aborted) return;
        if (picked && !picked.locked) setTemplate(picked);
        setPrompt(remix.prompt);
        setRemixPreset({ id: remixParam, ratio: remix.ratio, quality: remix.quality });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast({
          title: error instanceof Error ? error.message : t('create:remixFailed'),
          variant: 'destructive',
        });
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setParams(
          (current) => {
            current.delete('remix');
            return current;
          },
          { replace: true },
        );
      });
    return () => controller.abort();
  }, [remixParam, setParams, t]);

  /** Queues creatives and shows what went wrong, the way the spec words it. */
  const queue = async (call: GenerationCall): Promise<boolean> => {
    try {
      const { creatives } = await queueCreatives.mutateAsync(call);
      const newId = creatives[0]?.conversationId;
      if (newId && newId !== conversationId) navigate(`/app/create?c=${newId}`);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.code === 'OUT_OF_CREDITS') setOutOfCredits(apiError.message);
      else if (apiError?.code === 'TEMPLATE_NOT_IN_PLAN') {
        setUpgrade({ reason: { kind: 'template' }, message: apiError.message });
      } else if (apiError?.code === 'UPGRADE_REQUIRED') {
        const quality =
          call.kind === 'prompt' && call.request.mode !== 'video' ? call.request.quality : undefined;
        const plan = profile?.profile.plan ?? 'free';
        const qualityLocked =
          quality !== undefined && !(planRules[plan].imageQualities as readonly string[]).includes(quality);
        setUpgrade({
          reason: qualityLocked && quality ? { kind: 'quality', quality } : { kind: 'customStyles' },
          message: apiError.message,
        });
      } else {
        // A template deleted since it was picked can't be sent again; the prompt can.
        if (apiError?.code === 'TEMPLATE_NOT_FOUND') setTemplate(null);
        toast({ title: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
      return false;
    }
  };
  // The typed prompt is kept until it was queued, so nothing is lost to an error. An image's
  // template goes with it, like the attachments: the next prompt starts plain.
  const submit = async (request: GenerationRequest) => {
    const sent = await queue({ kind: 'prompt', request: { ...request, conversationId } });
    if (sent) {
      setPrompt('');
      if (request.mode !== 'video') setTemplate(null);
    }
    return sent;
  };
  // Retry and regenerate are one request: the server repeats the creative's own prompt and settings
  // (a video's: its base image, model, length and frame).
  const cardActions: CardActions = {
    onRegenerate: (creative) => queue({ kind: 'regenerate', creativeId: creative.id }),
    onAutoFix: (creative) => queue({ kind: 'auto-fix', creativeId: creative.id }),
    onMakeVariants: (creative, count) => queue({ kind: 'variants', creativeId: creative.id, count }),
    onAnimate: animate,
  };
  const newChat = () => {
    setChatsOpen(false);
    navigate('/app/create');
  };

  const list = <ConversationList conversations={conversations} activeId={conversationId} onNew={newChat} />;

  return (
    <div className="flex h-[calc(100dvh-3.5rem)]">
      <aside className="hidden w-64 shrink-0 border-border border-r p-4 lg:block">{list}</aside>
      <Dialog.Root open={chatsOpen} onOpenChange={setChatsOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-border border-r bg-background p-4 shadow-xl lg:hidden">
            <Dialog.Title className="sr-only">{t('create:chats')}</Dialog.Title>
            {list}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <section className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-border border-b px-4 py-2 lg:hidden">
          <Button variant="ghost" size="sm" onClick={() => setChatsOpen(true)}>
            <PanelLeft aria-hidden className="size-4" />
            {t('create:showChats')}
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-8" aria-live="polite">
          {!conversationId && (
            <div className="mx-auto mt-6 max-w-2xl text-center sm:mt-16">
              <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-primary/10 text-primary">
                <Sparkles aria-hidden className="size-6" />
              </span>
              <h1 className="mt-4 font-semibold text-2xl tracking-tight">{t('create:empty.title')}</h1>
              <p className="mt-2 text-muted-foreground">{t('create:empty.body')}</p>
              <ul className="mt-6 grid gap-2 sm:grid-cols-3">
                {exampleKeys.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => setPrompt(t(`create:empty.examples.${key}`))}
                      className="h-full w-full rounded-xl border border-border bg-card p-3 text-left text-sm hover:border-primary/40 hover:bg-muted/50"
                    >
                      {t(`create:empty.examples.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {conversationId && conversation.isPending && (
            <div aria-hidden className="mx-auto max-w-4xl space-y-4">
              <div className="ml-auto h-10 w-2/3 animate-pulse rounded-2xl bg-muted" />
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <div className="aspect-square animate-pulse rounded-2xl bg-muted" />
              </div>
            </div>
          )}
          {conversation.isError && !conversation.data && (
            <p role="alert" className="mx-auto max-w-4xl text-destructive">
              {t('create:loadFailed')}{' '}
              <button type="button" className="underline" onClick={() => void conversation.refetch()}>
                {t('create:retry')}
              </button>
            </p>
          )}
          {conversation.data && (
            <>
              <h1 className="sr-only">{conversation.data.title}</h1>
              <ol className="mx-auto max-w-4xl space-y-8">
                {withResizesUnderOriginals(conversation.data.messages).map((message) => (
                  <Message key={message.generationId} message={message} actions={cardActions} />
                ))}
              </ol>
            </>
          )}
          <div ref={threadEnd} />
        </div>
        <div className="border-border border-t bg-background/80 px-4 py-3 backdrop-blur sm:px-8">
          <div className="mx-auto max-w-4xl">
            <Composer
              plan={profile?.profile.plan ?? null}
              balance={credits.data?.balance ?? null}
              busy={queueCreatives.isPending}
              onSubmit={submit}
              prompt={prompt}
              onPromptChange={setPrompt}
              initialPlacement={placementParam}
              preset={remixPreset}
              choices={choices}
              video={{
                mode,
                onModeChange: setMode,
                access: profile?.profile.videoAccess ?? null,
                base: videoBase,
                onPickBase: setVideoBase,
                onRemoveBase: () => setVideoBase(null),
                defaultModel: profile?.profile.videoModel ?? defaultVideoModel,
              }}
              template={{ value: template, onPick: pickTemplate, onRemove: () => setTemplate(null) }}
            />
          </div>
        </div>
      </section>
      <OutOfCreditsDialog
        message={outOfCredits}
        upgradeTo={creditsUpgrade}
        onClose={() => setOutOfCredits(null)}
      />
      <UpgradeDialog
        open={upgrade !== null}
        onClose={() => setUpgrade(null)}
        icon={Sparkles}
        iconClassName="bg-primary/15 text-primary"
        title={t('create:upgradeRequired')}
        description={upgrade?.message}
        closeLabel={t('create:outOfCredits.close')}
        upgradeLabel={t('create:outOfCredits.upgrade')}
        upgradeTo={planUpgrade}
        testId="plan-upgrade"
      />
      <TemplateUpgradeDialog template={lockedTemplate} onClose={() => setLockedTemplate(null)} />
    </div>
  );
}
