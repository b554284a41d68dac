import { useId } from 'react';

/**
 * The forms' honeypot (OWASP's "hidden field" bot trap, no third party): a field named `website` a bot fills in and
 * a person never meets. It is clipped to nothing rather than `display: none` (some bots skip fields hidden that way), out
 * of the tab order and of the accessibility tree, and the browser does not autofill it.
 */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
