/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/**
 * Reads a `text/event-stream` response event by event (the format of the HTML standard: fields
 * per line, a blank line ends an event, `:` lines are comments).
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: SseEvent[] = [];

  const parse = (block: string): SseEvent | undefined => {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') event.id = value;
      else if (field === 'retry') event.retry = Number(value);
    }
    event.data = data.join('\n');
    return data.length > 0 || event.retry !== undefined ? event : undefined;
  };

  /** The next event; rejects after `timeoutMs` or when the stream ends first. */
  async function next(timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queued.length === 0) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), remaining);
      });
      const { value, done } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (done) throw new Error('the stream ended');
      buffer += value.replaceAll('\r\n', '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const event = parse(buffer.slice(0, end));
        if (event) queued.push(event);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
    return queued.shift() as SseEvent;
  }

  /** The next event named `name`, skipping others (e.g. heartbeats). */
  async function nextOf(name: string, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      const event = await next(Math.max(1, deadline - Date.now()));
      if (event.event === name) return event;
    }
  }

  /** Resolves when the server ends the stream, skipping any events still to come. */
  async function ended(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      try {
        await next(Math.max(1, deadline - Date.now()));
      } catch (error) {
        if ((error as Error).message === 'the stream ended') return;
        throw error;
      }
    }
  }

  return { next, nextOf, ended, close: () => reader.cancel() };
}
