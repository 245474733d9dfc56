/** The text of a file, as a test reads a download (jsdom's Blob has no text()). */
export function textOf(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(file);
  });
}
