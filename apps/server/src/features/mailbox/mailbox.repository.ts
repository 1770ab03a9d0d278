import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of the local outbox, as the development mailbox shows it. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

const fileNamePattern = /^(\d{15})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/** The outbox's message files, newest first (their names start with the time they were written). */
async function outboxFiles(dir: string): Promise<{ name: string; id: string; createdAt: Date }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = fileNamePattern.exec(name);
      return match?.[1] && match[2] ? [{ name, id: match[2], createdAt: new Date(Number(match[1])) }] : [];
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

async function readEmail(
  dir: string,
  file: { name: string; id: string; createdAt: Date },
): Promise<OutboxEmail> {
  // The MIME parser loads with the first message read, not at start (0043).
  const { default: PostalMime } = await import('postal-mime');
  const parsed = await PostalMime.parse(await readFile(join(dir, file.name)));
  return {
    id: file.id,
    to: (parsed.to ?? []).map((address) => address.address ?? '').join(', '),
    subject: parsed.subject ?? '',
    // MIME ends every part with a line break the sender did not write.
    text: (parsed.text ?? '').replace(/\r?\n$/, ''),
    html: (parsed.html ?? '').replace(/\r?\n$/, ''),
    createdAt: file.createdAt,
  };
}

/** Newest first; only those sent to `to` (any case) when given. */
export async function listOutboxEmails(dir: string, to?: string, limit = 100): Promise<OutboxEmail[]> {
  const wanted = to?.trim().toLowerCase();
  const emails: OutboxEmail[] = [];
  for (const file of await outboxFiles(dir)) {
    const email = await readEmail(dir, file);
    if (wanted && !email.to.toLowerCase().split(', ').includes(wanted)) continue;
    emails.push(email);
    if (emails.length >= limit) break;
  }
  return emails;
}

export async function findOutboxEmail(dir: string, id: string): Promise<OutboxEmail | undefined> {
  const file = (await outboxFiles(dir)).find((candidate) => candidate.id === id.toLowerCase());
  return file ? readEmail(dir, file) : undefined;
}
