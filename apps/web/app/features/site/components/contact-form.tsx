import { type ContactTopic, contactTopics, contactTrapField } from '@brandloom/shared/site/contact';
import type { SiteStrings } from '@brandloom/shared/site/site-strings';
import { type FormEvent, useId, useRef, useState } from 'react';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

type Strings = SiteStrings['contact'];
const fieldNames = ['name', 'email', 'topic', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

interface ApiError {
  error?: { message?: string; fields?: Record<string, string[]> };
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none transition-shadow focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive';

/**
 * The contact form of the help page. No form library (the public pages' JavaScript budget, 0005):
 * the server validates and answers translated per-field messages. The signed time token is fetched
 * when the visitor starts typing, so readers of the page cost the server nothing.
 */
export function ContactForm({ strings }: { strings: Strings }) {
  const { language } = useT();
  const id = useId();
  const token = useRef<Promise<string | null> | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sentTo, setSentTo] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  function fetchToken(): Promise<string | null> {
    token.current ??= fetch('/api/contact/form-token', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
      .then((body) => body?.token ?? null)
      .catch(() => null);
    return token.current;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setStatus('sending');
    setFormError(null);
    setFieldErrors({});
    const formToken = await fetchToken();
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': language,
      },
      body: JSON.stringify({ ...values, language, formToken: formToken ?? '' }),
    }).catch(() => null);
    if (response?.ok) {
      setSentTo(values.email ?? '');
      setStatus('sent');
      form.reset();
      token.current = null;
      return;
    }
    setStatus('idle');
    const body = (await response?.json().catch(() => null)) as ApiError | null;
    const fields = body?.error?.fields ?? {};
    // Only the visible fields' errors show by a field; any other (the form token) says so above the button.
    const errors = Object.fromEntries(
      fieldNames.filter((name) => fields[name]?.[0]).map((name) => [name, fields[name]?.[0] ?? '']),
    ) as Partial<Record<FieldName, string>>;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      const first = fieldNames.find((name) => errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    } else {
      setFormError(body?.error?.message ?? strings.failed);
      // A refused token (too fast, expired) is not reused.
      token.current = null;
    }
  }

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-border bg-muted/40 p-6">
        <p className="font-medium">{strings.sentTitle}</p>
        <p className="mt-1 text-muted-foreground text-sm">{strings.sentBody.replace('{email}', sentTo)}</p>
        <button
          type="button"
          onClick={() => setStatus('idle')}
          className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-4`}
        >
          {strings.sendAnother}
        </button>
      </div>
    );
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
    onFocus: () => void fetchToken(),
  });
  const error = (name: FieldName) =>
    fieldErrors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-destructive text-sm">
        {fieldErrors[name]}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={status === 'sending'}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-medium text-sm">
            {strings.name}
          </label>
          <input {...field('name')} type="text" autoComplete="name" required className={inputClass} />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium text-sm">
            {strings.email}
          </label>
          <input {...field('email')} type="email" autoComplete="email" required className={inputClass} />
          {error('email')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className="font-medium text-sm">
          {strings.topic}
        </label>
        <select {...field('topic')} defaultValue={'general' satisfies ContactTopic} className={inputClass}>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {strings.topics[topic]}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium text-sm">
          {strings.message}
        </label>
        <textarea {...field('message')} rows={6} required className={inputClass} />
        {error('message') || <p className="mt-1.5 text-muted-foreground text-xs">{strings.messageHint}</p>}
      </div>
      {/* People never see this field; a bot that fills in everything is refused (CONTACT_REJECTED). */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-trap`}>{strings.website}</label>
        <input
          id={`${id}-trap`}
          name={contactTrapField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={status === 'sending'} className={buttonVariants({ size: 'lg' })}>
          {status === 'sending' ? strings.sending : strings.submit}
        </button>
        <p className="text-muted-foreground text-xs">{strings.privacyNote}</p>
      </div>
    </form>
  );
}
