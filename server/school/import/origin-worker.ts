/**
 * The import's requests on a thread of their own (origin-transport.ts): the queue, the concurrency limit and the
 * HTTP work live here, so the origin keeps answering what was read ahead while the import's thread is busy writing.
 * Each answer's body is handed over to the import's thread, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { originGet, type OriginAnswer } from './origin-fetch';
import { RequestLimiter } from './request-limiter';

export interface WorkerRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  ahead: boolean;
}

export type WorkerReply = { id: number; answer: Omit<OriginAnswer, 'body'> & { body: ArrayBuffer } } | { id: number; failure: { message: string; cause?: { code?: string; message?: string } } };

/** The body in an ArrayBuffer of its own, which is handed over rather than copied. */
function ownBuffer(body: Buffer): ArrayBuffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer) return body.buffer;
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

function failureOf(error: unknown): Extract<WorkerReply, { failure: unknown }>['failure'] {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return { message: error instanceof Error ? error.message : String(error), cause: cause && { code: cause.code, message: cause.message } };
}

const port = parentPort!;
const limiter = new RequestLimiter((workerData as { limit: number }).limit);
// Ended by terminate(): what is still queued is dropped with the thread.
port.on('message', (message: WorkerRequest) => {
  limiter.run(() => originGet(message.url, message.headers), message.ahead).then(
    (answer) => {
      const body = ownBuffer(answer.body);
      port.postMessage({ id: message.id, answer: { ...answer, body } } satisfies WorkerReply, [body]);
    },
    (error: unknown) => port.postMessage({ id: message.id, failure: failureOf(error) } satisfies WorkerReply),
  );
});
port.postMessage('ready');
