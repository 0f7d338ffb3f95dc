/** A request as StudioHttp prepared it: its address, method, headers (tenant, CSRF, If-Match) and body. */
export interface PreparedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

export interface RawReply {
  status: number;
  text: string;
}

/**
 * Sends through XMLHttpRequest, whose `upload.onprogress` tells how much of the body is sent (fetch cannot).
 * Rejects on a network failure, as fetch does. Same-origin, so the session cookie goes as with fetch.
 */
export function sendWithProgress(request: PreparedRequest, onProgress: (fraction: number) => void): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('The upload did not reach the server.'));
    xhr.onabort = xhr.onerror;
    xhr.ontimeout = xhr.onerror;
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** Whether this runtime has XMLHttpRequest (a browser; not node, where fetch carries the upload). */
export const canSendWithProgress = (): boolean => typeof XMLHttpRequest !== 'undefined';
