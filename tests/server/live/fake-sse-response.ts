import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { SseStream } from '../../../server/live/sse-stream';

/** What a hub writes to a fan's response, kept as text (an SseStream over it writes through `write`). */
export class FakeSseResponse extends EventEmitter {
  written = '';
  ended = false;
  writableLength = 0;
  write(chunk: Buffer | string) {
    this.written += chunk.toString();
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.emit('close');
  }
}

/** A fan: its stream and the response the stream writes to. */
export function fakeFan() {
  const response = new FakeSseResponse();
  return { response, stream: new SseStream(response as unknown as ServerResponse, () => {}) };
}
