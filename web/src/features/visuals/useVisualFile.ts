import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/BackendContext';

export type VisualFile =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error' };

/** A URL the browser can show for a rendered visual's file; 'none' while it has no file. */
export function useVisualFile(storagePath: string | null): VisualFile {
  const backend = useBackend();
  const [state, setState] = useState<{ path: string | null; file: VisualFile }>({
    path: null,
    file: { status: 'none' },
  });
  useEffect(() => {
    if (!storagePath) return;
    let active = true;
    backend.files.downloadUrl(storagePath).then(
      (url) => active && setState({ path: storagePath, file: { status: 'ready', url } }),
      () => active && setState({ path: storagePath, file: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [backend, storagePath]);
  if (!storagePath) return { status: 'none' };
  return state.path === storagePath ? state.file : { status: 'loading' };
}
