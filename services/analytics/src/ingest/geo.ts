import geoip from 'geoip-country';

/**
 * Country of an address, from the GeoLite2 country database shipped inside the geoip-country npm package and
 * loaded into memory at start-up: no network call, ever. Private and unknown addresses give "Unknown".
 */
export function countryOf(address: string): string {
  const code = geoip.lookup(address)?.country;
  return code && /^[A-Z]{2}$/.test(code) ? code : 'Unknown';
}
