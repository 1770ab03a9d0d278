import type { OutboxEmail } from './mailbox.repository.ts';

// A developer tool, not part of the product's UI: plain server-rendered HTML in English, no
// scripts, readable in light and dark.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; line-height: 1.5; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
  td.when { white-space: nowrap; opacity: .7; }
  pre { white-space: pre-wrap; word-break: break-word; padding: 1rem; border-radius: .5rem;
        background: color-mix(in srgb, currentColor 6%, transparent); }
  iframe { width: 100%; height: 32rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
           border-radius: .5rem; background: #fff; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { opacity: .7; }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

export function renderMailboxList(emails: OutboxEmail[]): string {
  const rows = emails
    .map(
      (email) =>
        `<tr><td class="when">${escapeHtml(email.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(email.to)}</td><td><a href="/dev/mailbox/${email.id}">${escapeHtml(email.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table = emails.length
    ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No e-mails yet.</p>';
  return page(
    'Mailbox · Brandloom',
    `<h1>Development mailbox</h1><p>E-mails of the local outbox (<code>DATA_DIR/outbox</code>), newest first. Set <code>SMTP_URL</code> to deliver them instead.</p>${table}`,
  );
}

export function renderMailboxMessage(email: OutboxEmail): string {
  // Links in the message open in a new tab rather than inside the frame.
  const srcdoc = `<base target="_blank">${email.html}`;
  return page(
    `${email.subject} · Mailbox`,
    `<p><a href="/dev/mailbox">← All e-mails</a></p><h1>${escapeHtml(email.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(email.to)}</dd><dt>Sent</dt><dd>${escapeHtml(email.createdAt.toISOString())}</dd><dt>File</dt><dd><code>${escapeHtml(email.id)}.eml</code></dd></dl>
<h2>HTML</h2><iframe title="HTML part of the e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(email.text)}</pre>`,
  );
}
