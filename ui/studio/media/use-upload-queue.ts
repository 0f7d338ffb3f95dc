import { useCallback, useRef, useState } from 'react';
import type { MediaItem, MediaUpload, UploadProgress } from '../../../core/studio/media/media';
import { batchProblems, type UploadStep } from '../../../core/studio/media/media-batch';
import type { WriteOutcome } from '../../../core/studio/studio-types';

/** One picked file, its description, its field messages and where its upload stands (null: not sent yet). */
export interface QueuedFile {
  key: number;
  file: MediaUpload;
  alt: string;
  errors: Record<string, string>;
  step: UploadStep | null;
}

type Upload = (file: MediaUpload, alt: string, onProgress: UploadProgress) => Promise<WriteOutcome<MediaItem>>;

/** Two at a time: steady progress for each, without flooding the server or the connection. */
const AT_ONCE = 2;

const refusal = (outcome: Exclude<WriteOutcome<MediaItem>, { kind: 'done' }>): string => {
  if (outcome.kind === 'offline') return 'Not uploaded: the studio cannot reach the server.';
  if (outcome.kind === 'invalid') return outcome.fields.file ?? outcome.fields.alt ?? outcome.message;
  return outcome.message;
};

/** The files picked for upload and their uploads, one or two at a time. */
export function useUploadQueue(upload: Upload, onUploaded: () => void) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);

  const change = useCallback((key: number, update: (entry: QueuedFile) => QueuedFile) => setFiles((all) => all.map((entry) => (entry.key === key ? update(entry) : entry))), []);

  /** More files: those already uploaded make way; those still to send stay. */
  const pick = (picked: readonly MediaUpload[]) => {
    if (picked.length === 0) return;
    setSummary(null);
    setFiles((all) => [...all.filter((entry) => entry.step?.step !== 'uploaded'), ...picked.map((file) => ({ key: nextKey.current++, file, alt: '', errors: {}, step: null }))]);
  };

  const describe = (key: number, alt: string) => change(key, (entry) => ({ ...entry, alt }));
  const remove = (key: number) => setFiles((all) => all.filter((entry) => entry.key !== key));

  const sendOne = async (entry: QueuedFile) => {
    change(entry.key, (current) => ({ ...current, step: { step: 'uploading', percent: 0 } }));
    const outcome = await upload(entry.file, entry.alt.trim(), (fraction) => change(entry.key, (current) => ({ ...current, step: { step: 'uploading', percent: Math.round(fraction * 100) } })));
    if (outcome.kind === 'done') change(entry.key, (current) => ({ ...current, step: { step: 'uploaded', item: outcome.value } }));
    else change(entry.key, (current) => ({ ...current, errors: outcome.kind === 'invalid' ? outcome.fields : {}, step: { step: 'refused', message: refusal(outcome) } }));
  };

  /** Checks every file still to send; sends them all only when each image has its description. */
  const send = async () => {
    const toSend = files.filter((entry) => entry.step?.step !== 'uploaded');
    const problems = batchProblems(toSend);
    const errorsOf = new Map(toSend.map((entry, index) => [entry.key, problems.errors[index] ?? {}]));
    setFiles((all) => all.map((entry) => ({ ...entry, errors: errorsOf.get(entry.key) ?? entry.errors })));
    setSummary(problems.summary);
    if (problems.summary) return;
    setBusy(true);
    setFiles((all) => all.map((entry) => (errorsOf.has(entry.key) ? { ...entry, step: { step: 'waiting' } } : entry)));
    const queue = [...toSend];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await sendOne(entry);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
    setBusy(false);
    onUploaded();
  };

  return { files, summary, busy, pick, describe, remove, send };
}
