// `node scripts/deploy-check.mjs`: proves the compose.yaml recipe (docs/deploy.md) — PostgreSQL, two
// app instances and Caddy in front — serves one learner's session and points whichever instance
// answers: it signs up through the proxy, earns points, then stops each instance in turn and checks the
// other still knows the session and the total. Without a Docker engine it says so and exits 0 (skipped).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const port = process.env.DEPLOY_CHECK_PORT ?? '18080';
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: port, AUTH_SECRET: randomBytes(32).toString('hex'), BASE_URL: base };
const compose = (...args) => execFileSync('docker', ['compose', '-p', 'ohmlet-deploy-check', ...args], { env, stdio: 'inherit' });

if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) {
  console.log('deploy-check skipped: no Docker engine is available on this machine (docker info failed).');
  process.exit(0);
}

async function waitHealthy() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the proxy never answered /api/health');
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });

try {
  compose('up', '-d', '--build');
  await waitHealthy();
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, json({ name: 'Deploy Dana', email: `dana-${Date.now()}@example.com`, password: 'deploy-pass' }));
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const viewed = await fetch(`${base}/api/attempts`, { ...json({ chapter: 0, level: 0, exercise: 0, answer: { viewed: true } }), headers: { 'content-type': 'application/json', origin: base, cookie } });
  const points = (await viewed.json()).points;
  for (const stopped of ['app1', 'app2']) {
    compose('stop', stopped);
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${base}/api/me`, { headers: { cookie } });
      const body = await me.json();
      if (me.status !== 200 || body.points !== points) throw new Error(`with ${stopped} stopped: ${me.status} ${JSON.stringify(body)}`);
    }
    compose('start', stopped);
    await waitHealthy();
  }
  console.log(`deploy-check passed: one session and ${points} points served by both instances behind Caddy.`);
} finally {
  compose('down', '-v');
}
