// Reads Server-Sent Events from a streaming Response in tests: next(event) waits for the next event of
// that name and returns its parsed data.
export interface SseReader {
  next(event: string, timeoutMs?: number): Promise<unknown>;
  close(): Promise<void>;
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('response has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const parsed: { event: string; data: string }[] = [];

  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) parsed.push({ event, data: data.join('\n') });
    }
  };

  return {
    async next(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = parsed.findIndex((item) => item.event === event);
        if (index >= 0) return JSON.parse(parsed.splice(index, 1)[0]!.data) as unknown;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${event}' event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pull(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no '${event}' event within ${timeoutMs} ms`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
