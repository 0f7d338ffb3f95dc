import type { FastifyRequest } from 'fastify';
import { mediaUploadFields } from '../../../contract/studio/media';
import { ApiError } from '../../http/api-error';
import { fieldErrors, invalidInput } from '../studio-route';
import { MAX_UPLOAD_BYTES, tooLarge, unsupportedType } from './media-sniffing';
import type { MediaUpload } from './media-commands';

/** What @fastify/multipart may read of one upload: one file of at most 20 MB and a few short text fields. */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4_096, parts: 6, headerPairs: 100 };

const MULTIPART_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Translates the multipart reader's limits into the wire contract's 413; anything else it throws is a 400. */
function uploadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MULTIPART_CODES.has(code)) {
    return code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(`This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`) : tooLarge('Send one file and its description.');
  }
  return new ApiError(400, 'bad_request', 'The upload could not be read as multipart/form-data.');
}

/** Reads the `file` part and the `alt` and `name` fields of a multipart/form-data upload. */
export async function readUpload(request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw unsupportedType('Send the file as multipart/form-data, in a field named file.');
  const fields: Record<string, string> = {};
  let file: { body: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { body, fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = mediaUploadFields.safeParse(fields);
  const problems = parsed.success ? {} : fieldErrors(parsed.error);
  if (!file) problems.file = 'Choose a file to upload.';
  if (!parsed.success || !file) throw invalidInput(problems);
  return { ...file, alt: parsed.data.alt, name: parsed.data.name };
}
