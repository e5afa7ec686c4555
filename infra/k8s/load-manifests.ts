/**
 * Every Kubernetes object under infra/k8s, parsed from its YAML (each `---` document one object),
 * with the file it came from. Read by the manifest checks and the image checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = __dirname;

export interface K8sContainer {
  name: string;
  image: string;
  command?: string[];
  ports?: { containerPort: number }[];
  readinessProbe?: K8sProbe;
  livenessProbe?: K8sProbe;
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  env?: { name: string; value?: string }[];
}

export interface K8sProbe {
  httpGet?: { path: string; port: number };
  tcpSocket?: { port: number };
}

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  /** The file under infra/k8s it was read from. */
  file: string;
}

export function loadManifests(dir = K8S_DIR): K8sObject[] {
  const objects: K8sObject[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    for (const doc of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      const value = doc.toJS() as Omit<K8sObject, 'file'> | null;
      // A document of comments only (the namespace file's note on secrets) is no object.
      if (value !== null) objects.push({ ...value, file });
    }
  }
  return objects;
}

/** The pod template's containers of a workload (Deployment, Job), or none. */
export function containersOf(object: K8sObject): K8sContainer[] {
  const template = (object.spec as { template?: { spec?: { containers?: K8sContainer[] } } } | undefined)?.template;
  return template?.spec?.containers ?? [];
}

/** The labels of a workload's pods. */
export function podLabelsOf(object: K8sObject): Record<string, string> {
  return (object.spec as { template?: { metadata?: { labels?: Record<string, string> } } } | undefined)?.template?.metadata?.labels ?? {};
}
