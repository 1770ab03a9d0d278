import { defaultVideoModel } from '@brandloom/shared/models';
import type { Template } from '@brandloom/shared/templates';
import { PanelLeft, Sparkles } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { OutOfCreditsDialog } from '~/components/upgrade/out-of-credits-dialog';
import { appTitle } from '~/features/app-shell/app-meta';
import { useBrands } from '~/features/brands/brands-queries';
import { Composer, type ComposerValue, type VideoComposerValue } from '~/features/create/components/composer';
import { ConversationList } from '~/features/create/components/conversation-list';
import { CreativeCard } from '~/features/create/components/creative-card';
import type { VideoBase } from '~/features/create/components/video-options';
import {
  autoFixCreative,
  type ConversationMessage,
  type Creative,
  createGeneration,
  fetchCreative,
  type GenerationRequest,
  makeCreativeVariants,
  regenerateCreative,
} from '~/features/create/create-api';
import { useConversation } from '~/features/create/use-conversation';
import { useConversations } from '~/features/create/use-conversations';
import { useCredits } from '~/features/credits/credits-queries';
import { useProfile } from '~/features/profile/profile-queries';
import { useStyles } from '~/features/styles/styles-queries';
import { TemplateUpgradeDialog } from '~/features/templates/components/template-upgrade-dialog';
import { fetchTemplate } from '~/features/templates/templates-queries';
import { ApiError } from '~/lib/api';
import { toast } from '~/lib/toast';

export const meta = () => appTitle('create:title');

const exampleKeys = ['sale', 'launch', 'quote'] as const;

interface CardActions {
  onRegenerate: (creative: Creative) => void;
  onAutoFix: (creative: Creative) => void;
  onMakeVariants: (creative: Creative, count: number) => void;
  /** Opens the composer in video mode with this finished image as the base. */
  onAnimate: (creative: Creative) => void;
}

function Message({ message, actions }: { message: ConversationMessage; actions: CardActions }) {
  return (
    <li className="space-y-3" data-testid="chat-message">
      <p className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground text-sm">
        {message.prompt}
      </p>
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('c');
  const videoBaseId = params.get('videoBase');
  const templateParam = params.get('template');
  const profile = useProfile().data;
  const credits = useCredits();
  const brands = useBrands();
  const styles = useStyles();
  const choices = useMemo(
    () => ({
      brands: brands.data?.brands ?? [],
      presetStyles: styles.data?.presets ?? [],
      customStyles: styles.data?.custom ?? [],
    }),
    [brands.data, styles.data],
  );
  const conversations = useConversations();
  const { state, reload } = useConversation(conversationId);
  const [prompt, setPrompt] = useState('');
  const [sending, setSending] = useState(false);
  const [outOfCredits, setOutOfCredits] = useState<string | null>(null);
  const [chatsOpen, setChatsOpen] = useState(false);
  const [mode, setMode] = useState<'image' | 'video'>('image');
  const [videoBase, setVideoBase] = useState<VideoBase | null>(null);
  const [template, setTemplate] = useState<Template | null>(null);
  const [lockedTemplate, setLockedTemplate] = useState<Template | null>(null);
  const threadEnd = useRef<HTMLDivElement>(null);
  const messageCount = state.status === 'ready' ? state.value.messages.length : 0;

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

  /** Queues creatives through `request` and shows what went wrong, the way the spec words it. */
  const queue = async (request: () => Promise<{ creatives: Creative[] }>): Promise<boolean> => {
    setSending(true);
    try {
      const { creatives } = await request();
      const newId = creatives[0]?.conversationId;
      if (newId && newId !== conversationId) navigate(`/app/create?c=${newId}`);
      else reload();
      conversations.reload();
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.code === 'OUT_OF_CREDITS') setOutOfCredits(apiError.message);
      else if (apiError?.code === 'UPGRADE_REQUIRED' || apiError?.code === 'TEMPLATE_NOT_IN_PLAN') {
        toast({ title: t('create:upgradeRequired'), description: apiError.message, variant: 'destructive' });
      } else {
        // A template deleted since it was picked can't be sent again; the prompt can.
        if (apiError?.code === 'TEMPLATE_NOT_FOUND') setTemplate(null);
        toast({ title: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
      return false;
    } finally {
      setSending(false);
    }
  };
  const send = (input: GenerationRequest) => queue(() => createGeneration({ ...input, conversationId }));
  // The typed prompt is kept until it was queued, so nothing is lost to an error. The template
  // goes with it, like the attachments: the next prompt starts plain.
  const submit = async (value: ComposerValue) => {
    const sent = await send(value);
    if (sent) {
      setPrompt('');
      setTemplate(null);
    }
    return sent;
  };
  // Retry and regenerate are one request: the server repeats the creative's own prompt and settings
  // (a video's: its base image, model, length and frame).
  const cardActions: CardActions = {
    onRegenerate: (creative) => queue(() => regenerateCreative(creative.id)),
    onAutoFix: (creative) => queue(() => autoFixCreative(creative.id)),
    onMakeVariants: (creative, count) => queue(() => makeCreativeVariants(creative.id, count)),
    onAnimate: animate,
  };
  const submitVideo = async ({ base, ...value }: VideoComposerValue) => {
    if (await send({ ...value, attachments: [{ kind: base.kind, id: base.id }] })) setPrompt('');
  };
  const newChat = () => {
    setChatsOpen(false);
    navigate('/app/create');
  };

  const list = (
    <ConversationList
      state={conversations.state}
      activeId={conversationId}
      onNew={newChat}
      onRetry={conversations.reload}
    />
  );

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
          {state.status === 'idle' && (
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
          {state.status === 'loading' && (
            <div aria-hidden className="mx-auto max-w-4xl space-y-4">
              <div className="ml-auto h-10 w-2/3 animate-pulse rounded-2xl bg-muted" />
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <div className="aspect-square animate-pulse rounded-2xl bg-muted" />
              </div>
            </div>
          )}
          {state.status === 'error' && (
            <p role="alert" className="mx-auto max-w-4xl text-destructive">
              {t('create:loadFailed')}{' '}
              <button type="button" className="underline" onClick={reload}>
                {t('create:retry')}
              </button>
            </p>
          )}
          {state.status === 'ready' && (
            <>
              <h1 className="sr-only">{state.value.title}</h1>
              <ol className="mx-auto max-w-4xl space-y-8">
                {state.value.messages.map((message) => (
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
              busy={sending}
              onSubmit={submit}
              prompt={prompt}
              onPromptChange={setPrompt}
              choices={choices}
              video={{
                mode,
                onModeChange: setMode,
                access: profile?.profile.videoAccess ?? null,
                base: videoBase,
                onPickBase: setVideoBase,
                onRemoveBase: () => setVideoBase(null),
                defaultModel: profile?.profile.videoModel ?? defaultVideoModel,
                onSubmit: submitVideo,
              }}
              template={{ value: template, onPick: pickTemplate, onRemove: () => setTemplate(null) }}
            />
          </div>
        </div>
      </section>
      <OutOfCreditsDialog message={outOfCredits} onClose={() => setOutOfCredits(null)} />
      <TemplateUpgradeDialog template={lockedTemplate} onClose={() => setLockedTemplate(null)} />
    </div>
  );
}
