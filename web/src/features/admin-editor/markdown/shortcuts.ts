/** Whether shortcuts use ⌘ (Apple systems) or Ctrl, as CodeMirror's `Mod` decides. */
const apple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** A CodeMirror key (`Mod-Alt-2`) as people read it on this system: `Ctrl+Alt+2`, `⌘⌥2`. */
export function shortcutLabel(keys: string): string {
  const mac = apple();
  const parts = keys.split('-').map((part) => {
    if (part === 'Mod') return mac ? '⌘' : 'Ctrl';
    if (part === 'Alt') return mac ? '⌥' : 'Alt';
    if (part === 'Shift') return mac ? '⇧' : 'Shift';
    return part.toUpperCase();
  });
  return parts.join(mac ? '' : '+');
}

/** The same key for `aria-keyshortcuts`, in the names that attribute takes (`Control+Alt+2`). */
export function ariaShortcut(keys: string): string {
  const mac = apple();
  return keys
    .split('-')
    .map((part) => (part === 'Mod' ? (mac ? 'Meta' : 'Control') : part.length === 1 ? part.toUpperCase() : part))
    .join('+');
}
