import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { useConversations } from '../create-queries';

/** The user's chats; the open one is marked. */
export function ConversationList({
  conversations,
  activeId,
  onNew,
}: {
  conversations: ReturnType<typeof useConversations>;
  activeId: string | null;
  onNew: () => void;
}) {
  const { t } = useT();
  const list = conversations.data;
  return (
    <nav aria-label={t('create:chats')} className="flex h-full flex-col gap-3">
      <Button variant="outline" onClick={onNew} className="w-full justify-start" data-testid="new-chat">
        <MessageSquarePlus aria-hidden className="size-4" />
        {t('create:newChat')}
      </Button>
      {conversations.isPending && (
        <ul aria-hidden className="space-y-2">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-8 animate-pulse rounded-lg bg-muted" />
          ))}
        </ul>
      )}
      {conversations.isError && !list && (
        <p role="alert" className="text-destructive text-sm">
          {t('create:chatsLoadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void conversations.refetch()}>
            {t('create:retry')}
          </button>
        </p>
      )}
      {list?.length === 0 && <p className="text-muted-foreground text-sm">{t('create:noChats')}</p>}
      {list && list.length > 0 && (
        <ul className="-mx-1 flex-1 space-y-0.5 overflow-y-auto px-1" data-testid="chat-list">
          {list.map((item) => (
            <li key={item.id}>
              <Link
                to={`/app/create?c=${item.id}`}
                aria-current={item.id === activeId ? 'page' : undefined}
                className="block truncate rounded-lg px-3 py-2 text-sm hover:bg-muted aria-[current=page]:bg-primary/10 aria-[current=page]:font-medium aria-[current=page]:text-primary"
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
