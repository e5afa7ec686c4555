import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The check service's Deployment holds nothing worth stealing and cannot call out. */
describe('infra/k8s/checks.yaml', () => {
  const text = readFileSync(path.join(__dirname, '..', '..', '..', 'infra', 'k8s', 'checks.yaml'), 'utf8');
  const docs = text.split(/^---$/m);
  const of = (kind: string) => docs.find((d) => new RegExp(`^kind: ${kind}$`, 'm').test(d)) ?? '';

  it('mounts no Secret and no service-account token, runs non-root on a read-only root file system with limits', () => {
    const deployment = of('Deployment');
    expect(deployment).not.toMatch(/secretKeyRef|secretRef|kind: Secret|JWT_SECRET|DATABASE_URL|AI_API_KEY/);
    expect(deployment).toMatch(/automountServiceAccountToken: false/);
    expect(deployment).toMatch(/runAsNonRoot: true/);
    expect(deployment).toMatch(/readOnlyRootFilesystem: true/);
    expect(deployment).toMatch(/allowPrivilegeEscalation: false/);
    expect(deployment).toMatch(/limits: \{ cpu: "\d+", memory: \w+ \}/);
    expect(deployment).toMatch(/services\/check-service\/main\.ts/);
  });

  it('denies all egress and admits only the learning pods; scales on its own', () => {
    const policy = of('NetworkPolicy');
    expect(policy).toMatch(/policyTypes: \[Ingress, Egress\]/);
    expect(policy).toMatch(/^ {2}egress: \[\]$/m);
    expect(policy).toMatch(/matchLabels: \{ app: learning \}/);
    expect(of('HorizontalPodAutoscaler')).toMatch(/name: checks/);
  });

  it('the learning deployment calls it and the API deployments do not run checks themselves', () => {
    const services = readFileSync(path.join(__dirname, '..', '..', '..', 'infra', 'k8s', 'services.yaml'), 'utf8');
    expect(services).toMatch(/CHECK_SERVICE_URL, value: "http:\/\/checks:3900"/);
  });
});
