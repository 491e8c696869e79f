import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The name the API gives the zip (Content-Disposition), kept when the browser saves it. */
export const EXPORT_FILE_NAME = 'codecourt-solutions.zip';

/** Hands a downloaded file to the browser's own "save" as a link with `download` would. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download from the URL; revoking it later frees the blob.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** GET /export/solutions: the user's latest accepted solutions and notes as one zip, saved by the browser. */
export function useExportSolutions() {
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const zip = await api.get<Blob>('/export/solutions', { responseType: 'blob' });
      saveFile(zip, EXPORT_FILE_NAME);
    },
  });
}
