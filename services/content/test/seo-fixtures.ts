import { defaultSeoSettings, type MediaItem, type SeoSettings, type SeoSettingsView } from '@portfolio/contracts';
import { asAdmin, type RunningEditorial } from './editorial-service.ts';
import { cameraJpeg } from './media-images.ts';

export const seoPath = '/api/admin/content/seo';

/** A real image in the service's media library (1600×1000: its share rendition is the 1280 one), with alt texts. */
export async function libraryImage(service: RunningEditorial, alt: MediaItem['alt']): Promise<MediaItem> {
  const res = await fetch(`${service.url}/api/admin/content/media?name=share.jpg`, {
    method: 'POST',
    headers: { ...asAdmin, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await cameraJpeg(1600, 1000)),
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const item = (await res.json()) as MediaItem;
  return service.expectStatus<MediaItem>(200, 'PATCH', `/api/admin/content/media/${item.id}`, { alt });
}

/** The defaults with these fields changed. */
export const settingsWith = (fields: Partial<SeoSettings>): SeoSettings => ({ ...defaultSeoSettings, ...fields });

export const saveSeo = (service: RunningEditorial, settings: SeoSettings) =>
  service.expectStatus<SeoSettingsView>(200, 'PUT', seoPath, settings);
