import { Inbox } from 'lucide-react';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { type ContactMessage, useContactMessages } from '../support-queries';

/** /app/admin: what visitors wrote through the help page's contact form (decision 0047). */
export function ContactMessages() {
  const { t, language } = useT();
  const messages = useContactMessages();
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="contact-messages-title" className="mt-10" data-testid="contact-messages">
      <h2 id="contact-messages-title" className="font-semibold text-lg tracking-tight">
        {t('support:title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('support:subtitle')}</p>
      <div className="mt-4" aria-busy={messages.isFetching}>
        {messages.isError ? (
          <LoadFailed
            title={t('support:loadFailed')}
            message={messages.error.message}
            retryLabel={t('support:retry')}
            onRetry={() => void messages.refetch()}
          />
        ) : !messages.data ? (
          <div className="h-24 animate-pulse rounded-xl bg-muted" />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-border border-dashed px-6 py-10 text-center">
            <Inbox aria-hidden className="size-7 text-muted-foreground" />
            <p className="mt-3 text-muted-foreground text-sm">{t('support:empty')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {list.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                when={dateTime.format(new Date(message.createdAt))}
              />
            ))}
          </ul>
        )}
      </div>
      {messages.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          {t('support:older')}
        </Button>
      )}
    </section>
  );
}

function MessageItem({ message, when }: { message: ContactMessage; when: string }) {
  const { t } = useT();
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{message.name}</span>
        <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 hover:underline">
          {message.email}
        </a>
        <span className="rounded bg-muted px-1.5 py-0.5 text-xs">{t(`support:topics.${message.topic}`)}</span>
        <span className="text-muted-foreground text-xs uppercase">{message.language}</span>
        <time dateTime={message.createdAt} className="ml-auto text-muted-foreground text-xs">
          {when}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm">{message.message}</p>
      {!message.emailedAt && (
        <p className="mt-2 text-amber-700 text-xs dark:text-amber-400">{t('support:notEmailed')}</p>
      )}
    </li>
  );
}
