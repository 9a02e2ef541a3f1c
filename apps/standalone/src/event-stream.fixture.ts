/** Reads server-sent events from a stream until `until` says enough. */
export async function readEvents(
  url: string,
  until: (events: { event: string; data: Record<string, unknown> }[]) => boolean,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  if (!response.ok || !response.body) return { status: response.status, events, close: () => undefined };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    try {
      while (!until(events)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return { status: response.status, events, done, close: () => controller.abort() };
}
