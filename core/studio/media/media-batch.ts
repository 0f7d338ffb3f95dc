import { MEDIA_MESSAGES, uploadErrors, type MediaItem, type MediaUpload } from './media';

/** One file picked for upload with the description typed for it. */
export interface PickedUpload {
  file: MediaUpload;
  alt: string;
}

/** Where one picked file's upload stands. */
export type UploadStep = { step: 'waiting' } | { step: 'uploading'; percent: number } | { step: 'uploaded'; item: MediaItem } | { step: 'refused'; message: string };

export interface BatchProblems {
  /** Each file's field messages (uploadErrors: an image needs its description, 20 MB at most), in the order picked. */
  errors: Record<string, string>[];
  /** The sentence saying which files stop the upload; null when all can go. */
  summary: string | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Nothing uploads until every image has its description: which files lack one, and which are too large. */
export function batchProblems(picked: readonly PickedUpload[]): BatchProblems {
  if (picked.length === 0) return { errors: [], summary: MEDIA_MESSAGES.fileRequired };
  const errors = picked.map((entry) => uploadErrors(entry.file, entry.alt));
  const undescribed = picked.filter((_, index) => errors[index]!.alt).map((entry) => entry.file.name);
  const tooLarge = picked.filter((_, index) => errors[index]!.file).map((entry) => entry.file.name);
  const sentences = [
    undescribed.length > 0 ? `Describe ${plural(undescribed.length, 'photo', 'photos')} before uploading: ${undescribed.join(', ')}.` : '',
    tooLarge.length > 0 ? `Larger than 20 MB: ${tooLarge.join(', ')}.` : '',
  ].filter(Boolean);
  return { errors, summary: sentences.length > 0 ? `Nothing was uploaded. ${sentences.join(' ')}` : null };
}

/** The status line of one file: Waiting, Uploading 40%, Uploaded x (#12)., Refused: why. */
export function uploadStepText(step: UploadStep): string {
  switch (step.step) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      // The percent is the progress bar's (a live region reading every percent aloud would drown the page).
      return 'Uploading';
    case 'uploaded':
      return `Uploaded ${step.item.name} (#${step.item.id}).`;
    case 'refused':
      return `Refused: ${step.message}`;
  }
}

/** How far the progress bar of a file stands, 0 to 100. */
export function uploadStepPercent(step: UploadStep): number {
  return step.step === 'uploading' ? step.percent : step.step === 'waiting' ? 0 : 100;
}
