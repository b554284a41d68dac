import { goneToSpa } from './document-locations.ts';
import { block } from './syntax.ts';

/**
 * Redirects answered by nginx itself (#19), from the map the content service writes into a folder shared with the
 * gateway (services/content/src/redirects/redirect-map.ts: `redirects.conf`, entries of `$redirect_rule`, written
 * whole and renamed into place; the gateway reloads on a new one). The raw request path (`$request_uri`) is matched,
 * so that no other spelling of a source is redirected; GET and HEAD only. A gone path is the SPA's not-found page
 * with its 410. Each answered redirect's id is logged into `hits-<second>.log` beside the map, which the content
 * service adds to the counts once the second is over: every answer counted once, none lost to a reload.
 */
export function redirectMapHttpLines(dir: string): string[] {
  return [
    // The glob tolerates a folder the content service has not written into yet (nginx starting first).
    block('map $request_uri $redirect_rule', ['default "";', `include ${dir}/redirects*.conf;`]),
    // A dollar in a target: nginx reads `$` as a variable in a map's value, and has no escape for it.
    block('geo $redirect_dollar', ['default "$";']),
    block('map "$request_method:$redirect_rule" $redirect_status', [
      'default "";',
      '"~^(?:GET|HEAD):(?<redirect_code>301|302|410) " $redirect_code;',
    ]),
    block('map $redirect_rule $redirect_id', [
      'default "";',
      '"~^\\d+ (?<redirect_rule_id>[A-Za-z0-9_-]+) " $redirect_rule_id;',
    ]),
    block('map $redirect_rule $redirect_location', ['default "";', '"~^\\d+ \\S+ (?<redirect_to>.*)$" $redirect_to;']),
    block('map $redirect_status $redirect_cache_control', ['default "";', '"~." "no-cache";']),
    block('map $time_iso8601 $redirect_second', [
      'default "unknown";',
      '"~^(?<redirect_day>[0-9-]+)T(?<redirect_h>\\d\\d):(?<redirect_m>\\d\\d):(?<redirect_s>\\d\\d)" "${redirect_day}T$redirect_h$redirect_m$redirect_s";',
    ]),
    "log_format redirect_hits '$redirect_id';",
  ];
}

/** The server's part, before its locations: the answer, its log line, and the gone page. */
export function redirectMapServerLines(dir: string, accessLog: string | undefined): string[] {
  return [
    // Relative as the content service answers them in-process: `Location: /blog`, never this host's address.
    'absolute_redirect off;',
    'add_header Cache-Control $redirect_cache_control always;',
    // A server-level access_log replaces the http level's: the usual one is kept beside the hits.
    ...(accessLog ? [`access_log ${accessLog};`] : []),
    `access_log ${dir}/hits-$redirect_second.log redirect_hits if=$redirect_status;`,
    'open_log_file_cache max=8 inactive=5s;',
    block('if ($redirect_status = 301)', ['return 301 $redirect_location;']),
    block('if ($redirect_status = 302)', ['return 302 $redirect_location;']),
    block('if ($redirect_status = 410)', ['return 410;']),
    goneToSpa,
  ];
}
