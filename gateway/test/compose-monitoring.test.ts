import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serviceNames, serviceTable } from '@portfolio/contracts';
import { gatewayImageLayout, renderGatewayImage } from '../src/container/gateway-image.ts';
import { defaultRateLimits } from '../src/nginx/route-locations.ts';
import { gatewayImageStatusPort, monitoringNetwork, stubStatusPath } from '../src/nginx/status-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

interface Service {
  image?: string;
  profiles?: string[];
  ports?: string[];
  networks?: string[];
  volumes?: string[];
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string }[] } }>;
  volumes: Record<string, unknown>;
};
const prometheus = parse(read('infra/monitoring/prometheus.yml')) as {
  scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[];
};
const monitoringParts = ['prometheus', 'nginx-exporter', 'grafana'];

describe('the monitoring profile of docker-compose.yml', () => {
  it('adds Prometheus, nginx’s exporter and Grafana from their official images, with this profile alone', () => {
    const images = Object.fromEntries(monitoringParts.map((name) => [name, compose.services[name]?.image]));
    expect(images.prometheus).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(images['nginx-exporter']).toMatch(/^nginx\/nginx-prometheus-exporter:\d+\.\d+\.\d+$/);
    expect(images.grafana).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    for (const name of monitoringParts) expect(compose.services[name]!.profiles, name).toEqual(['monitoring']);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const part of monitoringParts) expect(Object.keys(service.depends_on ?? {}), name).not.toContain(part);
    }
    // The two web UIs on the docker host's loopback alone; the exporter publishes nothing.
    expect(compose.services.prometheus!.ports).toEqual(['127.0.0.1:${PROMETHEUS_PORT:-9090}:9090']);
    expect(compose.services.grafana!.ports).toEqual(['127.0.0.1:${GRAFANA_PORT:-3000}:3000']);
    expect(compose.services['nginx-exporter']!.ports).toBeUndefined();
  });

  it('keeps their data in named volumes and their configuration read-only from infra/monitoring', () => {
    expect(compose.services.prometheus!.volumes).toEqual([
      './infra/monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
      'prometheus-data:/prometheus',
    ]);
    expect(compose.services.grafana!.volumes).toEqual([
      './infra/monitoring/grafana/provisioning:/etc/grafana/provisioning:ro',
      './infra/monitoring/grafana/dashboards:/etc/grafana/dashboards:ro',
      'grafana-data:/var/lib/grafana',
    ]);
    expect(compose.volumes).toHaveProperty('prometheus-data');
    expect(compose.volumes).toHaveProperty('grafana-data');
    expect(compose.services.grafana!.environment!.GF_SECURITY_ADMIN_PASSWORD).toMatch(/^\$\{GRAFANA_ADMIN_PASSWORD:\?/);
    const provisioned = read('infra/monitoring/grafana/provisioning/dashboards/portfolio.yml');
    expect(provisioned).toContain('path: /etc/grafana/dashboards');
    expect(read('infra/monitoring/grafana/provisioning/datasources/prometheus.yml')).toContain(
      'url: http://prometheus:9090',
    );
  });

  it('scrapes every service of the service table on its port, and the gateway through the exporter', () => {
    const targets = Object.fromEntries(
      prometheus.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((c) => c.targets)]),
    );
    expect(Object.keys(targets).sort()).toEqual([...serviceNames, 'nginx'].sort());
    for (const name of serviceNames) expect(targets[name], name).toEqual([`${name}:${serviceTable[name].port}`]);
    expect(targets.nginx).toEqual(['nginx-exporter:9113']);
    expect(compose.services['nginx-exporter']!.command).toEqual([
      `--nginx.scrape-uri=http://gateway:${gatewayImageStatusPort}${stubStatusPath}`,
    ]);
  });

  it('lets the monitoring network alone read the metrics and the gateway’s status page', () => {
    expect(compose.networks.monitoring!.internal).toBe(true);
    expect(compose.networks.monitoring!.ipam?.config).toEqual([{ subnet: monitoringNetwork }]);
    const members = Object.keys(compose.services).filter((name) =>
      (compose.services[name]!.networks ?? []).includes('monitoring'),
    );
    expect(members.sort()).toEqual([...serviceNames, 'gateway', ...monitoringParts].sort());
    for (const name of serviceNames) {
      expect(compose.services[name]!.environment!.METRICS_ALLOWED_NETWORKS, name).toBe(monitoringNetwork);
    }
    const nginx = renderGatewayImage(gatewayImageLayout, defaultRateLimits).tls['nginx.conf'];
    expect(nginx).toContain(`listen ${gatewayImageStatusPort};`);
    expect(nginx).toMatch(
      new RegExp(
        `location = ${stubStatusPath} \\{\\s+stub_status;\\s+allow ${monitoringNetwork.replaceAll('.', '\\.')};\\s+deny all;`,
      ),
    );
    expect(nginx).toMatch(/location = \/metrics \{\s+return 404;/);
  });
});
