/**
 * The files the generator hands over, all made in the browser: a download through a `blob:`
 * link, or the system's share sheet (Web Share API level 2) where the browser can share files.
 * Nothing goes through the site's server. The PDF itself and the share sheet are
 * ../document/pdf-file.ts, loaded when a PDF is asked for.
 */

export function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

let filesShareable: boolean | undefined;

/**
 * Whether this browser can hand a PDF file to the system's share sheet (mail, WhatsApp…). Asked
 * once: a browser's answer does not change, and the question makes a file.
 */
export function canShareFiles(): boolean {
  if (filesShareable === undefined) {
    try {
      const probe = new File([new Uint8Array(0)], 'document.pdf', { type: 'application/pdf' });
      filesShareable =
        typeof navigator.share === 'function' && navigator.canShare?.({ files: [probe] }) === true;
    } catch {
      filesShareable = false;
    }
  }
  return filesShareable;
}
