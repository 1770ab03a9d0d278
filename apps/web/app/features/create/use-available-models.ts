import type { ImageModelId, VideoModelId } from '@brandloom/shared/models';
import { useEffect, useState } from 'react';
import { apiFetch } from '~/lib/api';

export interface AvailableModels {
  image: ImageModelId[];
  video: VideoModelId[];
}

// The installation's models change only with its configuration: one request per page load.
let request: Promise<AvailableModels> | null = null;

/**
 * The models this installation runs (vendor models need their keys), so pickers offer only those;
 * null until known, or when the request failed (the server still refuses the others).
 */
export function useAvailableModels(): AvailableModels | null {
  const [models, setModels] = useState<AvailableModels | null>(null);
  useEffect(() => {
    let current = true;
    request ??= apiFetch<AvailableModels>('/api/generations/models').catch((error: unknown) => {
      request = null;
      throw error;
    });
    request.then(
      (value) => {
        if (current) setModels(value);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return models;
}
