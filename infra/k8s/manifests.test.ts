/**
 * Every object under infra/k8s is valid against the Kubernetes OpenAPI schemas (kubernetes-models,
 * generated from Kubernetes 1.27's OpenAPI document: types, required fields, quantities, enums),
 * and the deployment rules hold: probes, requests and limits on every container, a disruption
 * budget and an autoscaler for each API domain, Services that reach their pods.
 */
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import { containersOf, loadManifests, podLabelsOf, type K8sObject } from './load-manifests';

type Model = new (data: object) => { validate(): void };
/** The API groups the manifests use; an object of another group fails the test until it is added. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'autoscaling/v2': autoscalingV2,
  'batch/v1': batchV1,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
};

const objects = loadManifests();
const named = (o: K8sObject) => `${o.file}: ${o.kind} ${o.metadata.name}`;
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const workloads = objects.filter((o) => containersOf(o).length > 0);
/** The API domains: Deployments of tier api, each mounting its domains with SERVICES. */
const apiDeployments = ofKind('Deployment').filter((d) => podLabelsOf(d).tier === 'api');

/** The schema's verdict: null when valid, else the validator's message. */
function schemaErrors(object: K8sObject): string | null {
  const Kind = MODELS[object.apiVersion]?.[object.kind] as Model | undefined;
  if (!Kind) return `no schema for ${object.apiVersion} ${object.kind}`;
  const { file: _file, ...data } = object;
  try {
    new Kind(data).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Whether a label selector picks pods with these labels. */
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

describe('infra/k8s', () => {
  it('holds the objects of every file', () => {
    expect(new Set(objects.map((o) => o.file))).toEqual(
      new Set(['namespace.yaml', 'services.yaml', 'checks.yaml', 'web.yaml', 'ingress.yaml', 'remotes.generated.yaml']),
    );
    expect(apiDeployments.map((d) => d.metadata.name).sort()).toEqual(['aichat', 'auth', 'files', 'funspace', 'learning', 'profile']);
  });

  it.each(objects.map((o) => [named(o), o] as const))('%s is valid against the Kubernetes schema', (_name, object) => {
    expect(schemaErrors(object)).toBeNull();
  });

  it('the validator refuses what the API server would', () => {
    const deployment = apiDeployments[0];
    const broken = structuredClone(deployment) as K8sObject & { spec: { template: { spec: { containers: { resources: object }[] } } } };
    broken.spec.template.spec.containers[0].resources = { limits: { memory: 'half a gigabyte' } };
    expect(schemaErrors(broken)).toMatch(/quantity/);
    expect(schemaErrors({ ...deployment, spec: { ...deployment.spec, selector: undefined } })).toMatch(/selector/);
  });

  it('puts every namespaced object in the school namespace', () => {
    for (const o of objects.filter((x) => x.kind !== 'Namespace')) expect([named(o), o.metadata.namespace]).toEqual([named(o), 'school']);
  });

  it('gives every container CPU and memory requests and limits', () => {
    for (const w of workloads) {
      for (const c of containersOf(w)) {
        const { requests = {}, limits = {} } = c.resources ?? {};
        expect([named(w), Object.keys(requests).sort(), Object.keys(limits).sort()]).toEqual([named(w), ['cpu', 'memory'], ['cpu', 'memory']]);
      }
    }
  });

  it('probes every long-running container: ready on its own check, alive without the database', () => {
    for (const d of ofKind('Deployment')) {
      for (const c of containersOf(d)) {
        const port = c.ports?.[0]?.containerPort;
        expect([named(d), c.readinessProbe?.httpGet?.port]).toEqual([named(d), port]);
        expect([named(d), c.livenessProbe?.httpGet?.port ?? c.livenessProbe?.tcpSocket?.port]).toEqual([named(d), port]);
      }
    }
    for (const d of apiDeployments) {
      const [c] = containersOf(d);
      // Ready only while the database takes writes (services/core/health.ts).
      expect([named(d), c.readinessProbe?.httpGet?.path]).toEqual([named(d), '/api/health']);
      // A database outage must not restart every pod: liveness never asks the database.
      expect([named(d), c.livenessProbe?.httpGet?.path]).not.toEqual([named(d), '/api/health']);
    }
  });

  it.each(apiDeployments.map((d) => [d.metadata.name, d] as const))(
    'the %s domain has a disruption budget and an autoscaler that keep two pods',
    (name, deployment) => {
      const labels = podLabelsOf(deployment);
      const budgets = ofKind('PodDisruptionBudget').filter((p) => selects((p.spec?.selector as { matchLabels?: Record<string, string> })?.matchLabels, labels));
      expect(budgets).toHaveLength(1);
      const { minAvailable, maxUnavailable } = budgets[0].spec as { minAvailable?: number; maxUnavailable?: number };
      expect(minAvailable ?? 0).toBeGreaterThanOrEqual(1);
      expect(maxUnavailable).toBeUndefined();

      const scalers = ofKind('HorizontalPodAutoscaler').filter((h) => {
        const ref = h.spec?.scaleTargetRef as { kind: string; name: string; apiVersion: string };
        return ref.kind === 'Deployment' && ref.name === name && ref.apiVersion === deployment.apiVersion;
      });
      expect(scalers).toHaveLength(1);
      const spec = scalers[0].spec as { minReplicas: number; maxReplicas: number; metrics: { resource?: { name: string } }[] };
      // Two pods at least (the budget then always allows one drain), more under CPU load.
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
      expect(spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
      // Utilization is measured against the request: the autoscaler needs one.
      expect(containersOf(deployment)[0].resources?.requests?.cpu).toBeDefined();
      // The autoscaler owns the count: a fixed one here would be reapplied over it on every apply.
      expect(deployment.spec?.replicas).toBeUndefined();
      expect(containersOf(deployment)[0].env).toContainEqual({ name: 'SERVICES', value: name });
    },
  );

  it('every Service reaches pods of a workload on a port they listen on', () => {
    for (const s of ofKind('Service')) {
      const spec = s.spec as { selector: Record<string, string>; ports: { port: number; targetPort: number }[] };
      const targets = ofKind('Deployment').filter((d) => selects(spec.selector, podLabelsOf(d)));
      expect([named(s), targets.length]).toEqual([named(s), 1]);
      const listening = containersOf(targets[0]).flatMap((c) => (c.ports ?? []).map((p) => p.containerPort));
      for (const p of spec.ports) expect([named(s), listening]).toEqual([named(s), expect.arrayContaining([p.targetPort])]);
    }
  });

  it('every Ingress path goes to a Service on a port it offers', () => {
    type Path = { path: string; backend: { service: { name: string; port: { number: number } } } };
    for (const ing of ofKind('Ingress')) {
      const paths = (ing.spec as { rules: { http: { paths: Path[] } }[] }).rules.flatMap((r) => r.http.paths);
      for (const p of paths) {
        const service = ofKind('Service').find((s) => s.metadata.name === p.backend.service.name);
        const ports = ((service?.spec as { ports?: { port: number }[] } | undefined)?.ports ?? []).map((x) => x.port);
        expect([p.path, ports]).toEqual([p.path, expect.arrayContaining([p.backend.service.port.number])]);
      }
    }
  });
});
