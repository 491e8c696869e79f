/** One sample of a Prometheus text exposition: its name, labels and value. */
export type PrometheusSample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape, so tests can ask for one by name and labels instead of matching text. */
export function parsePrometheusText(text: string): PrometheusSample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match?.[1] || match[3] === undefined) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, key = '', value = '']) => [key, value]),
    );
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The value of the sample with this name whose labels include `labels`; 0 when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const sample = parsePrometheusText(text).find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return sample?.value ?? 0;
}
