// deploy/kubernetes rendered as CI renders it (`kubectl kustomize` on every overlay) and every object
// checked against the Kubernetes API's published schemas (kubernetes-models) and KEDA's: no cluster needed.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { JUDGE_LANES } from '@codecourt/contracts';
import { COMPONENT_VARIABLES, SECRET_NAMES, isSecretVariable } from '../kubernetes-config.js';

const run = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../../../..');
const KUBERNETES = path.join(ROOT, 'deploy/kubernetes');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const temporary: string[] = [];
afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

/** The model of each kind we ship: `validate()` checks an object against its published schema. */
const MODELS: Record<string, (object: K8sObject) => { validate: () => void }> = {
  'v1/ConfigMap': (o) => new ConfigMap(o),
  'v1/Service': (o) => new Service(o),
  'apps/v1/Deployment': (o) => new Deployment(o),
  'batch/v1/Job': (o) => new Job(o),
  'policy/v1/PodDisruptionBudget': (o) => new PodDisruptionBudget(o),
  'keda.sh/v1alpha1/ScaledObject': (o) =>
    new ScaledObject(o as unknown as ConstructorParameters<typeof ScaledObject>[0]),
};

async function render(overlay: string): Promise<K8sObject[]> {
  const { stdout } = await run(KUBECTL, ['kustomize', path.join(KUBERNETES, 'overlays', overlay)]);
  return parseAllDocuments(stdout).map((doc) => doc.toJS() as K8sObject);
}

const overlays = await readdir(path.join(KUBERNETES, 'overlays'));
// CI installs kubectl (Debian's kubernetes-client); a machine without it skips, CI fails instead.
const kubectlFound = await run(KUBECTL, ['version', '--client']).then(
  () => true,
  () => false,
);
function byName(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

/** What the tests read of the objects whose schemas were checked above. */
const scaledObjectSchema = z.object({
  spec: z.object({
    scaleTargetRef: z.object({ name: z.string() }),
    minReplicaCount: z.number(),
    triggers: z.array(z.object({ type: z.string(), metadata: z.record(z.string(), z.string()) })),
  }),
});
const envFromSchema = z.object({
  spec: z.object({
    template: z.object({
      spec: z.object({
        containers: z.array(
          z.object({
            envFrom: z.array(
              z.object({
                configMapRef: z.object({ name: z.string() }).optional(),
                secretRef: z.object({ name: z.string() }).optional(),
              }),
            ),
          }),
        ),
      }),
    }),
  }),
});
const configMapSchema = z.object({ data: z.record(z.string(), z.string()) });

describe.skipIf(!kubectlFound && !process.env.CI)('the Kubernetes manifests', () => {
  it('when every overlay is rendered, then each object validates against its API schema', async () => {
    expect(overlays.sort()).toEqual(['production', 'scale-from-zero']);
    for (const overlay of overlays) {
      const objects = await render(overlay);
      expect(objects.length).toBeGreaterThan(5);
      for (const object of objects) {
        const model = MODELS[`${object.apiVersion}/${object.kind}`];
        if (!model) throw new Error(`${overlay}: no schema for ${object.apiVersion} ${object.kind}`);
        expect(() => {
          model(object).validate();
        }, `${overlay}: ${object.kind} ${object.metadata.name}`).not.toThrow();
      }
    }
  });

  it('when the worker pod is rendered, then it holds no privilege and has a user namespace of its own', async () => {
    for (const overlay of overlays) {
      const worker = new Deployment(byName(await render(overlay), 'Deployment', 'codecourt-worker'));
      const pod = worker.spec?.template.spec;
      expect(pod?.hostUsers).toBe(false);
      expect([pod?.hostPID, pod?.hostIPC, pod?.hostNetwork].filter(Boolean)).toEqual([]);
      expect(pod?.volumes?.filter((v) => v.hostPath) ?? []).toEqual([]);
      expect(pod?.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
        const context = container.securityContext;
        expect(context?.privileged ?? false).toBe(false);
        expect(context?.allowPrivilegeEscalation).toBe(false);
        expect(context?.capabilities?.add ?? []).toEqual([]);
        expect(context?.capabilities?.drop).toContain('ALL');
        expect(context?.seccompProfile?.type ?? 'RuntimeDefault').toBe('RuntimeDefault');
      }
    }
  });

  it('when KEDA scales the workers, then it watches the queues the workers read', async () => {
    const objects = await render('scale-from-zero');
    const scaled = scaledObjectSchema.parse(byName(objects, 'ScaledObject', 'codecourt-worker'));
    expect(scaled.spec.scaleTargetRef.name).toBe(
      byName(objects, 'Deployment', 'codecourt-worker').metadata.name,
    );
    expect(scaled.spec.minReplicaCount).toBe(0);
    // BullMQ's keys (default prefix `bull`): a job with a priority waits in the sorted set, one without in the list.
    const watched = scaled.spec.triggers.map((t) => [t.type, t.metadata.listName]);
    const read = Object.values(JUDGE_LANES).flatMap((queue) => [
      ['redis', `bull:${queue}:prioritized`],
      ['redis', `bull:${queue}:wait`],
    ]);
    expect(watched.sort()).toEqual(read.sort());
    for (const trigger of scaled.spec.triggers) expect(trigger.metadata.activationListLength).toBe('0');
  });

  it('when the pods read their environment, then every variable a process parses is in a ConfigMap or a Secret', async () => {
    const objects = await render('production');
    for (const component of ['api', 'worker'] as const) {
      const deployment = envFromSchema.parse(byName(objects, 'Deployment', `codecourt-${component}`));
      const envFrom = deployment.spec.template.spec.containers[0]?.envFrom ?? [];
      const configMapName = envFrom.find((e) => e.configMapRef)?.configMapRef?.name ?? '';
      expect(envFrom.find((e) => e.secretRef)?.secretRef?.name).toBe(SECRET_NAMES[component]);
      const configMap = configMapSchema.parse(byName(objects, 'ConfigMap', configMapName));
      const secretKeys = (
        await readFile(path.join(KUBERNETES, 'secrets', `${SECRET_NAMES[component]}.env.example`), 'utf8')
      )
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=')[0]);
      const missing = COMPONENT_VARIABLES[component].filter(
        (name) => !(name in configMap.data) && !secretKeys.includes(name),
      );
      expect(missing, component).toEqual([]);
      expect(Object.keys(configMap.data).filter(isSecretVariable)).toEqual([]);
    }
  });

  it('when a generated file drifts from the schemas, then `pnpm k8s:config --check` exits 1 naming it', async () => {
    const k8sConfig = (...args: string[]) =>
      run(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/k8s-config.ts', ...args], {
        cwd: ROOT,
      });
    await expect(k8sConfig('--check')).resolves.toBeDefined();
    const dir = await mkdtemp(path.join(tmpdir(), 'codecourt-k8s-config-'));
    temporary.push(dir);
    await cp(KUBERNETES, path.join(dir, 'deploy/kubernetes'), { recursive: true });
    const apiEnv = path.join(dir, 'deploy/kubernetes/base/generated/api.env');
    const text = await readFile(apiEnv, 'utf8');
    await writeFile(apiEnv, text.replace(/^SEED_PROBLEMS=.*\n/m, ''));

    const failure = await k8sConfig('--check', '--root', dir).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('deploy/kubernetes/base/generated/api.env differs');
    // Two runs of the script through tsx: seconds each, more on a busy machine.
  }, 180_000);
});
