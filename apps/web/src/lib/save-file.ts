/** Hands a file to the browser's own "save", as a link with `download` would. */
export function saveFile(file: Blob, name: string): void {
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
