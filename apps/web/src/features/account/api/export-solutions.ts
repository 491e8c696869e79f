import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The name the API gives the zip (Content-Disposition), kept when the browser saves it. */
export const EXPORT_FILE_NAME = 'codecourt-solutions.zip';

/** GET /export/solutions: the user's latest accepted solutions and notes as one zip, saved by the browser. */
export function useExportSolutions() {
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const zip = await api.get<Blob>('/export/solutions', { responseType: 'blob' });
      saveFile(zip, EXPORT_FILE_NAME);
    },
  });
}
