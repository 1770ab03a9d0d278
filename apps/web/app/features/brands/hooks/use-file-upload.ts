import { useRef, useState } from 'react';
import { ApiError } from '~/lib/api';

/**
 * One file picked in a hidden input, sent with `upload`, its result handed to `onStored`; the
 * server's (translated) refusal is kept in `error` to show next to the control.
 */
export function useFileUpload<T>(upload: (file: File) => Promise<T>, onStored: (stored: T) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onInputChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      onStored(await upload(file));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : String(cause));
    } finally {
      setUploading(false);
      // The same file may be picked again after a refusal.
      event.target.value = '';
    }
  };

  return { input, uploading, error, pick: () => input.current?.click(), onInputChange };
}
