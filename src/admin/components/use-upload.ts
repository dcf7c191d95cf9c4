// An upload is a write like any other (useMutation), through XHR for its progress (spec §7: "progress reported").
// A save that needs a file uploaded first (a category's new image, the logo) tells its toasts apart by UploadFailed
// (spec §8: 'Failed to upload image', and the save is aborted).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/http-client';
import type { Progress } from '../data/api';
import type { Write } from '../data/mutations';
import type { ToastInput } from './toast';

/** The upload a save needed first failed (`reason`), so the save was not sent. */
export class UploadFailed extends Error {
  readonly reason: unknown;
  constructor(reason: unknown) {
    super('The upload failed');
    this.reason = reason;
  }
}

type UploadHandlers<V, R> = {
  onSuccess?: (answer: R, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
};

/** Runs `upload` (a write made for a progress callback) with useMutation. */
export function useUpload<V, R>(upload: (onProgress: Progress) => Write<V, R>, handlers: UploadHandlers<V, R> = {}) {
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({ ...upload(setPercent), onMutate: () => setPercent(0), ...handlers });
  return {
    ...mutation,
    /** Its progress while it runs, else null. */
    percent: mutation.isPending ? percent : null,
    /** The upload a save needs first: resolves to its answer, or rejects with UploadFailed. */
    first: (variables: V): Promise<R> =>
      mutation.mutateAsync(variables).catch((reason: unknown) => {
        throw new UploadFailed(reason);
      }),
  };
}

/** The toasts' words of a save (spec §8), and of the upload it needed first when that has its own. */
export type SaveMessages = { saved: string; failed: string; tryAgain: string; uploadFailed?: string };

/** The destructive toast of a failed save: the upload's words when the upload it needed failed. */
export function saveFailedToast(error: unknown, messages: SaveMessages): ToastInput {
  const upload = error instanceof UploadFailed;
  return {
    title: upload ? (messages.uploadFailed ?? messages.failed) : messages.failed,
    description: errorMessage(upload ? error.reason : error, messages.tryAgain),
    variant: 'destructive',
  };
}
