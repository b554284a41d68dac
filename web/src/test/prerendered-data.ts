/** The block the content service writes into a public page's HTML (its data, or any text: an unreadable one). */
export function embedPrerendered(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerendered-data';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}
