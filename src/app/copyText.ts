// Copying a text for the player (order numbers, addresses, links): the one way every screen
// copies. The Clipboard API first; where it is missing or refused (an insecure origin, an old
// browser, no permission) a selected hidden text area and execCommand. The toast says 复制成功
// only when the text really is on the clipboard, otherwise 复制失败.
export interface CopyToasts {
  copied(): unknown;
  copyFailed(): unknown;
}

function copyBySelection(value: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `value`; resolves whether it was copied, after the toast. */
export async function copyText(ui: CopyToasts, value: string): Promise<boolean> {
  const clip = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  let done = false;
  if (clip) {
    try {
      await clip.writeText(value);
      done = true;
    } catch {
      done = false;
    }
  }
  if (!done) done = copyBySelection(value);
  if (done) ui.copied();
  else ui.copyFailed();
  return done;
}
