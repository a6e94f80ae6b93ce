// Test helper: a server-sent event stream's text as its events.

/** SSE text as [{event, data}] in order. */
export const sseEvents = (text: string): { event: string; data: any }[] =>
  text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? undefined : JSON.parse(data) };
    });
