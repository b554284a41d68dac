/** One sample of Prometheus's text format: `name{label="value",…} value`. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PromText {
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  samples: PromSample[];
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/;

const unescape = (value: string) => value.replace(/\\([\\"n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** As Prometheus reads a value (Go's ParseFloat): Inf and NaN in any letter case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Infinity;
  if (special === '-inf') return -Infinity;
  if (special === 'nan') return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a sample value: ${line}`);
  return value;
}

function parseSample(line: string): PromSample {
  const name = metricName.exec(line)?.[0];
  if (!name) throw new Error(`not a sample line: ${line}`);
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const pair = labelPair.exec(rest);
      if (!pair) throw new Error(`malformed labels: ${line}`);
      labels[pair[1]!] = unescape(pair[2]!);
      rest = rest.slice(pair[0].length);
      if (rest.startsWith(',')) rest = rest.slice(1);
      else if (!rest.startsWith('}')) throw new Error(`malformed labels: ${line}`);
    }
    rest = rest.slice(1);
  }
  const [value = '', timestamp, ...extra] = rest.trim().split(/\s+/);
  if (!/^\s/.test(rest) || extra.length > 0 || (timestamp !== undefined && !/^-?\d+$/.test(timestamp))) {
    throw new Error(`malformed sample: ${line}`);
  }
  return { name, labels, value: parseValue(value, line) };
}

/**
 * Reads Prometheus's text exposition format (0.0.4) strictly: a line that is not a comment, a HELP or TYPE line or
 * a well-formed sample throws, so a test parsing a scrape proves the scrape readable.
 */
export function parsePromText(text: string): PromText {
  const types = new Map<string, string>();
  const samples: PromSample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`second TYPE line for ${type[1]}`);
      types.set(type[1]!, type[2]!);
    } else if (!line.startsWith('#')) samples.push(parseSample(line));
  }
  return { types, samples };
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function promValue(parsed: PromText, name: string, labels: Record<string, string> = {}): number {
  return parsed.samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Whether any sample of `name` has `labels`. */
export const promHas = (parsed: PromText, name: string, labels: Record<string, string> = {}) =>
  parsed.samples.some((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
